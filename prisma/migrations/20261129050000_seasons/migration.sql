-- CreateTable
CREATE TABLE "Season" (
    "id" SERIAL NOT NULL,
    "propertyKind" "BookingKind" NOT NULL,
    "hotelId" INTEGER,
    "guestHouseId" INTEGER,
    "name" VARCHAR(80) NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "minNights" INTEGER,
    "percent" INTEGER,
    "prices" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Season_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Season_hotelId_startDate_endDate_idx" ON "Season"("hotelId", "startDate", "endDate");

-- CreateIndex
CREATE INDEX "Season_guestHouseId_startDate_endDate_idx" ON "Season"("guestHouseId", "startDate", "endDate");

-- AddForeignKey
ALTER TABLE "Season" ADD CONSTRAINT "Season_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Season" ADD CONSTRAINT "Season_guestHouseId_fkey" FOREIGN KEY ("guestHouseId") REFERENCES "GuestHouse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One property, of the kind named; the range runs forwards; the bounds of lib/validation/seasons.ts.
ALTER TABLE "Season" ADD CONSTRAINT "Season_property_check" CHECK (
  ("propertyKind" = 'hotel' AND "hotelId" IS NOT NULL AND "guestHouseId" IS NULL)
  OR ("propertyKind" = 'guest_house' AND "guestHouseId" IS NOT NULL AND "hotelId" IS NULL)
);
ALTER TABLE "Season" ADD CONSTRAINT "Season_dates_check" CHECK ("startDate" <= "endDate");
ALTER TABLE "Season" ADD CONSTRAINT "Season_minNights_check" CHECK ("minNights" IS NULL OR "minNights" BETWEEN 1 AND 60);
ALTER TABLE "Season" ADD CONSTRAINT "Season_percent_check" CHECK ("percent" IS NULL OR "percent" BETWEEN -90 AND 400);

-- A booking's price night by night as charged (null for bookings made before seasons).
ALTER TABLE "Booking" ADD COLUMN "nightLines" JSONB;
ALTER TABLE "GuestHouseBooking" ADD COLUMN "nightLines" JSONB;

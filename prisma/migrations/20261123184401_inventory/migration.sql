-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "inventoryHeld" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "inventoryHeldUntil" TIMESTAMPTZ(3),
ADD COLUMN     "inventoryKey" TEXT,
ADD COLUMN     "inventoryReleasedAt" TIMESTAMPTZ(3),
ADD COLUMN     "inventoryUnits" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "GuestHouse" ADD COLUMN     "dailyCapacity" INTEGER;

-- AlterTable
ALTER TABLE "GuestHouseBooking" ADD COLUMN     "inventoryHeld" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "inventoryHeldUntil" TIMESTAMPTZ(3),
ADD COLUMN     "inventoryKey" TEXT,
ADD COLUMN     "inventoryReleasedAt" TIMESTAMPTZ(3),
ADD COLUMN     "inventoryUnits" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "RoomType" ADD COLUMN     "units" INTEGER NOT NULL DEFAULT 5;

-- CreateTable
CREATE TABLE "InventoryNight" (
    "propertyKind" "BookingKind" NOT NULL,
    "propertyId" INTEGER NOT NULL,
    "roomKey" TEXT NOT NULL,
    "night" DATE NOT NULL,
    "units" INTEGER NOT NULL,
    "booked" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InventoryNight_pkey" PRIMARY KEY ("propertyKind","propertyId","roomKey","night")
);

-- CreateIndex
CREATE INDEX "Booking_inventoryHeld_inventoryHeldUntil_idx" ON "Booking"("inventoryHeld", "inventoryHeldUntil");

-- CreateIndex
CREATE INDEX "GuestHouseBooking_inventoryHeld_inventoryHeldUntil_idx" ON "GuestHouseBooking"("inventoryHeld", "inventoryHeldUntil");

-- The overbooking guarantee (Prisma cannot express CHECK constraints: added by hand).
ALTER TABLE "InventoryNight" ADD CONSTRAINT "InventoryNight_booked_within_units" CHECK ("booked" >= 0 AND "booked" <= "units");
ALTER TABLE "RoomType" ADD CONSTRAINT "RoomType_units_positive" CHECK ("units" >= 1);
ALTER TABLE "GuestHouse" ADD CONSTRAINT "GuestHouse_dailyCapacity_positive" CHECK ("dailyCapacity" IS NULL OR "dailyCapacity" >= 1);

-- Backfill: pending and confirmed bookings that have not ended hold their rooms from now on.
-- Pending ones hold for 24 hours from this migration (the default BOOKING_HOLD_HOURS).
-- A night that is already over-booked gets units = booked, so the migration never fails on
-- old data: such nights simply show no free unit until bookings are cancelled.
UPDATE "Booking" SET
  "inventoryKey" = 'room:' || lower(btrim("roomType")),
  "inventoryUnits" = 1,
  "inventoryHeld" = true,
  "inventoryHeldUntil" = CASE WHEN "status" = 'pending' THEN CURRENT_TIMESTAMP + interval '24 hours' ELSE NULL END
WHERE "status" IN ('pending', 'confirmed') AND "hotelId" IS NOT NULL AND "checkOut" > CURRENT_DATE;

UPDATE "GuestHouseBooking" b SET
  "inventoryKey" = CASE WHEN g."type" = 'resort_day_visit' THEN 'day' ELSE 'room:' || lower(btrim(b."roomType")) END,
  "inventoryUnits" = CASE WHEN g."type" = 'resort_day_visit' THEN b."guests" ELSE 1 END,
  "inventoryHeld" = true,
  "inventoryHeldUntil" = CASE WHEN b."status" = 'pending' THEN CURRENT_TIMESTAMP + interval '24 hours' ELSE NULL END
FROM "GuestHouse" g
WHERE g."id" = b."guestHouseId" AND b."status" IN ('pending', 'confirmed') AND b."checkOutDate" > CURRENT_DATE;

INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
SELECT 'hotel', x."hotelId", x."inventoryKey", x."night", GREATEST(x."units", x."booked"), x."booked"
FROM (
  SELECT b."hotelId", b."inventoryKey", n."night"::date AS "night", sum(b."inventoryUnits")::int AS "booked",
    COALESCE((SELECT max(rt."units") FROM "RoomType" rt WHERE rt."hotelId" = b."hotelId" AND 'room:' || lower(btrim(rt."name")) = b."inventoryKey"), 5) AS "units"
  FROM "Booking" b
  CROSS JOIN LATERAL generate_series(b."checkIn"::timestamp, b."checkOut"::timestamp - interval '1 day', interval '1 day') AS n("night")
  WHERE b."inventoryHeld"
  GROUP BY b."hotelId", b."inventoryKey", n."night"
) x;

INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
SELECT 'guest_house', x."guestHouseId", x."inventoryKey", x."night", GREATEST(x."units", x."booked"), x."booked"
FROM (
  SELECT b."guestHouseId", b."inventoryKey", n."night"::date AS "night", sum(b."inventoryUnits")::int AS "booked",
    CASE WHEN b."inventoryKey" = 'day' THEN 30 ELSE 1 END AS "units"
  FROM "GuestHouseBooking" b
  CROSS JOIN LATERAL generate_series(b."checkInDate"::timestamp, b."checkOutDate"::timestamp - interval '1 day', interval '1 day') AS n("night")
  WHERE b."inventoryHeld"
  GROUP BY b."guestHouseId", b."inventoryKey", n."night"
) x;

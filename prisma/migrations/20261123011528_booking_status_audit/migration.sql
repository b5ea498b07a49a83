-- CreateEnum
CREATE TYPE "BookingKind" AS ENUM ('hotel', 'guest_house');

-- CreateEnum
CREATE TYPE "BookingStatusField" AS ENUM ('status', 'paymentStatus');

-- CreateTable
CREATE TABLE "BookingStatusChange" (
    "id" UUID NOT NULL,
    "bookingKind" "BookingKind" NOT NULL,
    "bookingId" UUID NOT NULL,
    "field" "BookingStatusField" NOT NULL,
    "fromValue" TEXT NOT NULL,
    "toValue" TEXT NOT NULL,
    "changedByUserId" UUID,
    "source" TEXT NOT NULL,
    "changedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BookingStatusChange_bookingKind_bookingId_changedAt_idx" ON "BookingStatusChange"("bookingKind", "bookingId", "changedAt");

-- CreateIndex
CREATE INDEX "BookingStatusChange_changedAt_idx" ON "BookingStatusChange"("changedAt" DESC);

-- AddForeignKey
ALTER TABLE "BookingStatusChange" ADD CONSTRAINT "BookingStatusChange_changedByUserId_fkey" FOREIGN KEY ("changedByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

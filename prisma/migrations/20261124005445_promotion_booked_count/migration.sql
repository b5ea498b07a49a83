-- AlterTable
ALTER TABLE "Promotion" ADD COLUMN     "bookedCount" INTEGER NOT NULL DEFAULT 0;

-- The cap guarantee: a count never below zero (Prisma cannot express CHECK constraints: added by hand).
-- A count above maxBookings is allowed: an admin may lower the cap below what is already booked,
-- which then simply refuses further bookings.
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_bookedCount_not_negative" CHECK ("bookedCount" >= 0);

-- Backfill: every booking of the offer that is not cancelled counts, as the old check counted them.
UPDATE "Promotion" p SET "bookedCount" = c."n"
FROM (
  SELECT "promotionId", count(*)::int AS "n" FROM "Booking"
  WHERE "promotionId" IS NOT NULL AND "status" <> 'cancelled'
  GROUP BY "promotionId"
) c
WHERE c."promotionId" = p."id";

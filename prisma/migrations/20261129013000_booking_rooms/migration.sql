-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "rooms" INTEGER NOT NULL DEFAULT 1;

-- Rooms booked together: 1 to 9 (lib/validation/bookings.ts).
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_rooms_check" CHECK ("rooms" BETWEEN 1 AND 9);

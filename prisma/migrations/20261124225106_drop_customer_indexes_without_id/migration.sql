-- DropIndex
DROP INDEX "Booking_customerEmail_createdAt_idx";

-- DropIndex
DROP INDEX "Booking_userId_createdAt_idx";

-- DropIndex
DROP INDEX "GuestHouseBooking_customerEmail_createdAt_idx";

-- DropIndex
DROP INDEX "GuestHouseBooking_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Booking_checkIn_status_idx";

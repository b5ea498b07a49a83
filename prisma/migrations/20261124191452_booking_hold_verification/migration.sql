-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "clientAddress" TEXT,
ADD COLUMN     "emailConfirmedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "GuestHouseBooking" ADD COLUMN     "clientAddress" TEXT,
ADD COLUMN     "emailConfirmedAt" TIMESTAMPTZ(3);

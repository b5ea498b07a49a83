-- AlterEnum
ALTER TYPE "BookingStatusField" ADD VALUE 'cancellationFee';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "cancellationFeeWaiver" TEXT;

-- AlterTable
ALTER TABLE "BookingStatusChange" ADD COLUMN     "reason" TEXT;

-- AlterTable
ALTER TABLE "GuestHouseBooking" ADD COLUMN     "cancellationFeeWaiver" TEXT;

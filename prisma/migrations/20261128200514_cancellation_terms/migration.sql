-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "cancellationFee" DECIMAL(12,2),
ADD COLUMN     "cancellationTerms" JSONB,
ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "GuestHouseBooking" ADD COLUMN     "cancellationFee" DECIMAL(12,2),
ADD COLUMN     "cancellationTerms" JSONB,
ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3);

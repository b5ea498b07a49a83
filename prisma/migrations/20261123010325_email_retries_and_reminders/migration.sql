-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "reminderSentAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "EmailLog" ADD COLUMN     "attempt" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "payload" JSONB,
ADD COLUMN     "retryAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "GuestHouseBooking" ADD COLUMN     "reminderSentAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "EmailLog_retryAt_idx" ON "EmailLog"("retryAt");

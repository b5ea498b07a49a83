-- AlterTable
ALTER TABLE "EmailLog" ADD COLUMN     "claimedUntil" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "EmailLog_status_createdAt_idx" ON "EmailLog"("status", "createdAt");

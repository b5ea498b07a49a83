-- Issue 40: online payments (docs/payments.md). Running totals on each booking (amountPaid, amountRefunded:
-- constant defaults, so adding them rewrites no row), the ledger of amounts asked (Payment) and given back
-- (PaymentRefund), and the provider webhook events already acted on (a replay changes nothing).

-- CreateEnum
CREATE TYPE "PaymentPurpose" AS ENUM ('booking', 'balance', 'link');

-- CreateEnum
CREATE TYPE "PaymentAttemptStatus" AS ENUM ('open', 'paid', 'failed', 'expired');

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "amountPaid" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "amountRefunded" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "GuestHouseBooking" ADD COLUMN     "amountPaid" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "amountRefunded" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "bookingKind" "BookingKind" NOT NULL,
    "bookingId" UUID NOT NULL,
    "purpose" "PaymentPurpose" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'usd',
    "status" "PaymentAttemptStatus" NOT NULL DEFAULT 'open',
    "provider" VARCHAR(20) NOT NULL,
    "providerSessionId" VARCHAR(255),
    "providerPaymentIntentId" VARCHAR(255),
    "url" VARCHAR(2000),
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "paidAt" TIMESTAMPTZ(3),
    "sentTo" VARCHAR(254),
    "createdByUserId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentRefund" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "providerRefundId" VARCHAR(255),
    "source" VARCHAR(20) NOT NULL,
    "reason" VARCHAR(500),
    "createdByUserId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentRefund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentWebhookEvent" (
    "id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentWebhookEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_providerSessionId_key" ON "Payment"("providerSessionId");

-- CreateIndex
CREATE INDEX "Payment_bookingKind_bookingId_createdAt_idx" ON "Payment"("bookingKind", "bookingId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_status_expiresAt_idx" ON "Payment"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentRefund_providerRefundId_key" ON "PaymentRefund"("providerRefundId");

-- CreateIndex
CREATE INDEX "PaymentRefund_paymentId_idx" ON "PaymentRefund"("paymentId");

-- AddForeignKey
ALTER TABLE "PaymentRefund" ADD CONSTRAINT "PaymentRefund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (BookingStatusChange) logs the money moved: the running totals before and after.
ALTER TYPE "BookingStatusField" ADD VALUE 'amountPaid';
ALTER TYPE "BookingStatusField" ADD VALUE 'amountRefunded';

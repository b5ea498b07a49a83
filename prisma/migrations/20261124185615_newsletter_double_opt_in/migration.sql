-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "EmailTemplateType" ADD VALUE 'contactMessage';
ALTER TYPE "EmailTemplateType" ADD VALUE 'newsletterConfirmation';

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "confirmSentAt" TIMESTAMPTZ(3),
ADD COLUMN     "confirmTokenHash" TEXT,
ADD COLUMN     "confirmedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_confirmTokenHash_key" ON "NewsletterSubscriber"("confirmTokenHash");

-- Sign-ups from before double opt-in keep their subscription: they count as confirmed when they subscribed.
UPDATE "NewsletterSubscriber" SET "confirmedAt" = "createdAt" WHERE "confirmedAt" IS NULL;

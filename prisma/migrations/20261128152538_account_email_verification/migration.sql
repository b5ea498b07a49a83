-- AlterEnum
ALTER TYPE "EmailTemplateType" ADD VALUE 'emailVerification';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailVerifiedAt" TIMESTAMPTZ(3),
ADD COLUMN     "emailVerifySentAt" TIMESTAMPTZ(3),
ADD COLUMN     "emailVerifyTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_emailVerifyTokenHash_key" ON "User"("emailVerifyTokenHash");

-- Existing accounts: administrators count as verified (their addresses were set up by whoever runs
-- the site); customer accounts do not (anyone could have registered any address before this), so
-- their requests get the short unverified hold until the owner follows a link sent from the
-- account page or dashboard (docs/availability.md).
UPDATE "User" SET "emailVerifiedAt" = "createdAt" WHERE "role" = 'admin';

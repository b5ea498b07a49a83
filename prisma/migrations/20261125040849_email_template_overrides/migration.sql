-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'test';

-- CreateTable
CREATE TABLE "EmailTemplateOverride" (
    "type" "EmailTemplateType" NOT NULL,
    "subject" VARCHAR(200) NOT NULL,
    "html" VARCHAR(50000) NOT NULL,
    "text" VARCHAR(20000) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "EmailTemplateOverride_pkey" PRIMARY KEY ("type")
);

-- AddForeignKey
ALTER TABLE "EmailTemplateOverride" ADD CONSTRAINT "EmailTemplateOverride_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

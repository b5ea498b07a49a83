-- CreateTable
CREATE TABLE "SiteSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "paymentInstructions" VARCHAR(1000) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SiteSettings_pkey" PRIMARY KEY ("id")
);

-- One row: the site's settings
ALTER TABLE "SiteSettings" ADD CONSTRAINT "SiteSettings_single_row" CHECK ("id" = 1);

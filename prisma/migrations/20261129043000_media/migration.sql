-- CreateTable: pictures admins upload (lib/server/media), one row per distinct content hash.
CREATE TABLE "Media" (
    "id" UUID NOT NULL,
    "hash" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Media_hash_key" ON "Media"("hash");
CREATE UNIQUE INDEX "Media_key_key" ON "Media"("key");
CREATE UNIQUE INDEX "Media_url_key" ON "Media"("url");
CREATE INDEX "Media_createdAt_idx" ON "Media"("createdAt" DESC);

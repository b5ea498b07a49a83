-- Issue 38: each uploaded picture's alt text, and when the cleanup job (lib/server/media/cleanup.ts)
-- first found it used by no record (null while something uses it).
ALTER TABLE "Media" ADD COLUMN "alt" VARCHAR(300) NOT NULL DEFAULT '';
ALTER TABLE "Media" ADD COLUMN "unreferencedSince" TIMESTAMPTZ(3);

-- The cleanup's due pictures: those unreferenced since before the grace period.
CREATE INDEX "Media_unreferencedSince_idx" ON "Media"("unreferencedSince");
-- The media library: newest first, ties by id.
DROP INDEX "Media_createdAt_idx";
CREATE INDEX "Media_createdAt_id_idx" ON "Media"("createdAt" DESC, "id" DESC);

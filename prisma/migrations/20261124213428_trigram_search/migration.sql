-- Trigram indexes serve case-insensitive substring search (ILIKE) on names and places.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "GuestHouse_search_trgm_idx" ON "GuestHouse" USING GIN ("title" gin_trgm_ops, "location" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Hotel_search_trgm_idx" ON "Hotel" USING GIN ("name" gin_trgm_ops, "location" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Promotion_search_trgm_idx" ON "Promotion" USING GIN ("title" gin_trgm_ops, "location" gin_trgm_ops);

-- DropIndex
DROP INDEX "Hotel_search_trgm_idx";

-- CreateIndex
CREATE INDEX "Hotel_name_trgm_idx" ON "Hotel" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Hotel_location_trgm_idx" ON "Hotel" USING GIN ("location" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Hotel_amenities_idx" ON "Hotel" USING GIN ("amenities");

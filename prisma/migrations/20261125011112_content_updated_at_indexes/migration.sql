-- CreateIndex
CREATE INDEX "GuestHouse_updatedAt_id_idx" ON "GuestHouse"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Hotel_updatedAt_id_idx" ON "Hotel"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Promotion_updatedAt_id_idx" ON "Promotion"("updatedAt" DESC, "id" DESC);

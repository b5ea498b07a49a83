-- CreateIndex
CREATE INDEX "GuestHouse_facilities_idx" ON "GuestHouse" USING GIN ("facilities");

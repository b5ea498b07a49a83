-- CreateIndex
CREATE INDEX "Booking_customerEmail_createdAt_id_idx" ON "Booking"("customerEmail", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Booking_userId_createdAt_id_idx" ON "Booking"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "GuestHouseBooking_customerEmail_createdAt_id_idx" ON "GuestHouseBooking"("customerEmail", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "GuestHouseBooking_userId_createdAt_id_idx" ON "GuestHouseBooking"("userId", "createdAt" DESC, "id" DESC);

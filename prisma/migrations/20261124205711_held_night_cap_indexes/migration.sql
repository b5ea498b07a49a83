-- CreateIndex
CREATE INDEX "Booking_clientAddress_status_idx" ON "Booking"("clientAddress", "status");

-- CreateIndex
CREATE INDEX "GuestHouseBooking_clientAddress_status_idx" ON "GuestHouseBooking"("clientAddress", "status");

-- CreateIndex
CREATE INDEX "Booking_checkIn_status_idx" ON "Booking"("checkIn", "status");

-- CreateIndex
CREATE INDEX "GuestHouseBooking_checkInDate_status_idx" ON "GuestHouseBooking"("checkInDate", "status");

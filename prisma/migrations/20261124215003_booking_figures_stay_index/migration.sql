-- CreateIndex
CREATE INDEX "Booking_figures_stay_idx" ON "Booking"("checkIn", "checkOut");

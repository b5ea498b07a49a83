-- DropIndex
DROP INDEX "Booking_createdAt_idx";

-- DropIndex
DROP INDEX "Booking_status_createdAt_idx";

-- DropIndex
DROP INDEX "GuestHouseBooking_createdAt_idx";

-- DropIndex
DROP INDEX "GuestHouseBooking_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Booking_status_createdAt_id_idx" ON "Booking"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Booking_createdAt_id_idx" ON "Booking"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Booking_search_trgm_idx" ON "Booking" USING GIN ("reference" gin_trgm_ops, "customerName" gin_trgm_ops, "customerEmail" gin_trgm_ops, "hotelName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Booking_paymentStatus_createdAt_id_idx" ON "Booking"("paymentStatus", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Booking_status_paymentStatus_totalPrice_idx" ON "Booking"("status", "paymentStatus", "totalPrice");

-- CreateIndex
CREATE INDEX "GuestHouseBooking_status_createdAt_id_idx" ON "GuestHouseBooking"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "GuestHouseBooking_createdAt_id_idx" ON "GuestHouseBooking"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "GuestHouseBooking_search_trgm_idx" ON "GuestHouseBooking" USING GIN ("reference" gin_trgm_ops, "customerName" gin_trgm_ops, "customerEmail" gin_trgm_ops, "guestHouseTitle" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "GuestHouseBooking_paymentStatus_createdAt_id_idx" ON "GuestHouseBooking"("paymentStatus", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "GuestHouseBooking_status_paymentStatus_totalPrice_idx" ON "GuestHouseBooking"("status", "paymentStatus", "totalPrice");

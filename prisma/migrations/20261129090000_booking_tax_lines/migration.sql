-- Issue 36 item 4: the destination's taxes and charges a booking was priced with (lib/pricing/taxes.ts
-- TaxLine[], cents), part of its totalPrice; null on bookings made before taxes were charged.
ALTER TABLE "Booking" ADD COLUMN "taxLines" JSONB;
ALTER TABLE "GuestHouseBooking" ADD COLUMN "taxLines" JSONB;

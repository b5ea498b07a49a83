-- Issue 36 item 1: rate plans (lib/pricing/rate-plans.ts RatePlan). A property's own plans (null = the
-- default plans: Flexible, Non-refundable), and the plan a booking was sold under, as a snapshot (null on
-- bookings made before rate plans: they were sold under their property's policy at the room rate).
ALTER TABLE "Hotel" ADD COLUMN "ratePlans" JSONB;
ALTER TABLE "GuestHouse" ADD COLUMN "ratePlans" JSONB;
ALTER TABLE "Booking" ADD COLUMN "ratePlan" JSONB;
ALTER TABLE "GuestHouseBooking" ADD COLUMN "ratePlan" JSONB;

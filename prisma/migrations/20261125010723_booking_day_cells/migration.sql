-- CreateTable
CREATE TABLE "BookingDayCell" (
    "kind" "BookingKind" NOT NULL,
    "day" DATE NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,
    "cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "BookingDayCell_pkey" PRIMARY KEY ("day","kind","shard")
);

-- Adds to a day cell, on the shard of this transaction (as booking_stats_add).
CREATE FUNCTION "booking_day_add"(p_kind "BookingKind", p_day DATE, p_count BIGINT, p_cents BIGINT) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO "BookingDayCell" ("kind", "day", "shard", "count", "cents")
  VALUES (p_kind, p_day, (txid_current() % 16)::int, p_count, p_cents)
  ON CONFLICT ("day", "kind", "shard") DO UPDATE
  SET "count" = "BookingDayCell"."count" + EXCLUDED."count", "cents" = "BookingDayCell"."cents" + EXCLUDED."cents"
$$;

-- A booking counts on the day it was made (UTC), its revenue only while it is not cancelled. An update
-- of the day, status or total takes from the old cell and adds to the new one, the earlier day first,
-- so two transactions always lock cells in the same order.
CREATE FUNCTION "booking_day_track"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  k "BookingKind" := TG_ARGV[0]::"BookingKind";
  old_day DATE;
  new_day DATE;
  old_cents BIGINT;
  new_cents BIGINT;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_day := (OLD."createdAt" AT TIME ZONE 'UTC')::date;
    old_cents := CASE WHEN OLD."status" = 'cancelled' THEN 0 ELSE round(OLD."totalPrice" * 100)::bigint END;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    new_day := (NEW."createdAt" AT TIME ZONE 'UTC')::date;
    new_cents := CASE WHEN NEW."status" = 'cancelled' THEN 0 ELSE round(NEW."totalPrice" * 100)::bigint END;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "booking_day_add"(k, new_day, 1, new_cents);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "booking_day_add"(k, old_day, -1, -old_cents);
  ELSIF old_day = new_day THEN
    IF old_cents <> new_cents THEN
      PERFORM "booking_day_add"(k, new_day, 0, new_cents - old_cents);
    END IF;
  ELSIF old_day < new_day THEN
    PERFORM "booking_day_add"(k, old_day, -1, -old_cents);
    PERFORM "booking_day_add"(k, new_day, 1, new_cents);
  ELSE
    PERFORM "booking_day_add"(k, new_day, 1, new_cents);
    PERFORM "booking_day_add"(k, old_day, -1, -old_cents);
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION "booking_day_truncate"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "BookingDayCell" WHERE "kind" = TG_ARGV[0]::"BookingKind";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Booking_day_insert_delete" AFTER INSERT OR DELETE ON "Booking"
FOR EACH ROW EXECUTE FUNCTION "booking_day_track"('hotel');
CREATE TRIGGER "Booking_day_update" AFTER UPDATE OF "createdAt", "status", "totalPrice" ON "Booking"
FOR EACH ROW WHEN (OLD."createdAt" IS DISTINCT FROM NEW."createdAt" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."totalPrice" IS DISTINCT FROM NEW."totalPrice")
EXECUTE FUNCTION "booking_day_track"('hotel');
CREATE TRIGGER "Booking_day_truncate" AFTER TRUNCATE ON "Booking"
FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_truncate"('hotel');

CREATE TRIGGER "GuestHouseBooking_day_insert_delete" AFTER INSERT OR DELETE ON "GuestHouseBooking"
FOR EACH ROW EXECUTE FUNCTION "booking_day_track"('guest_house');
CREATE TRIGGER "GuestHouseBooking_day_update" AFTER UPDATE OF "createdAt", "status", "totalPrice" ON "GuestHouseBooking"
FOR EACH ROW WHEN (OLD."createdAt" IS DISTINCT FROM NEW."createdAt" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."totalPrice" IS DISTINCT FROM NEW."totalPrice")
EXECUTE FUNCTION "booking_day_track"('guest_house');
CREATE TRIGGER "GuestHouseBooking_day_truncate" AFTER TRUNCATE ON "GuestHouseBooking"
FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_truncate"('guest_house');

-- The bookings already stored.
INSERT INTO "BookingDayCell" ("kind", "day", "shard", "count", "cents")
SELECT 'hotel', ("createdAt" AT TIME ZONE 'UTC')::date, 0, count(*), coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::bigint FROM "Booking" GROUP BY 2;
INSERT INTO "BookingDayCell" ("kind", "day", "shard", "count", "cents")
SELECT 'guest_house', ("createdAt" AT TIME ZONE 'UTC')::date, 0, count(*), coalesce(sum(round("totalPrice" * 100)) FILTER (WHERE "status" <> 'cancelled'), 0)::bigint FROM "GuestHouseBooking" GROUP BY 2;

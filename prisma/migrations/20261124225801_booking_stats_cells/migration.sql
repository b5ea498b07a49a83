-- CreateTable
CREATE TABLE "BookingStatsCell" (
    "kind" "BookingKind" NOT NULL,
    "status" "BookingStatus" NOT NULL,
    "paymentStatus" "PaymentStatus" NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,
    "cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "BookingStatsCell_pkey" PRIMARY KEY ("kind","status","paymentStatus","shard")
);

-- Adds to the running totals of a cell, on the shard of this transaction (one shard per transaction, so
-- two transactions on different shards never wait on each other).
CREATE FUNCTION "booking_stats_add"(p_kind "BookingKind", p_status "BookingStatus", p_payment "PaymentStatus", p_count BIGINT, p_cents BIGINT) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO "BookingStatsCell" ("kind", "status", "paymentStatus", "shard", "count", "cents")
  VALUES (p_kind, p_status, p_payment, (txid_current() % 16)::int, p_count, p_cents)
  ON CONFLICT ("kind", "status", "paymentStatus", "shard") DO UPDATE
  SET "count" = "BookingStatsCell"."count" + EXCLUDED."count", "cents" = "BookingStatsCell"."cents" + EXCLUDED."cents"
$$;

-- The part of a booking row in the totals follows every insert, change of status, payment status or
-- total, and delete. An update takes from the old cell and adds to the new one, the lesser cell
-- first, so two transactions always lock cells in the same order.
CREATE FUNCTION "booking_stats_track"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  k "BookingKind" := TG_ARGV[0]::"BookingKind";
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "booking_stats_add"(k, NEW."status", NEW."paymentStatus", 1, round(NEW."totalPrice" * 100)::bigint);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "booking_stats_add"(k, OLD."status", OLD."paymentStatus", -1, -round(OLD."totalPrice" * 100)::bigint);
  ELSIF (OLD."status", OLD."paymentStatus") <= (NEW."status", NEW."paymentStatus") THEN
    PERFORM "booking_stats_add"(k, OLD."status", OLD."paymentStatus", -1, -round(OLD."totalPrice" * 100)::bigint);
    PERFORM "booking_stats_add"(k, NEW."status", NEW."paymentStatus", 1, round(NEW."totalPrice" * 100)::bigint);
  ELSE
    PERFORM "booking_stats_add"(k, NEW."status", NEW."paymentStatus", 1, round(NEW."totalPrice" * 100)::bigint);
    PERFORM "booking_stats_add"(k, OLD."status", OLD."paymentStatus", -1, -round(OLD."totalPrice" * 100)::bigint);
  END IF;
  RETURN NULL;
END;
$$;

-- A row trigger does not fire on TRUNCATE: the totals of that kind go with it.
CREATE FUNCTION "booking_stats_truncate"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM "BookingStatsCell" WHERE "kind" = TG_ARGV[0]::"BookingKind";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Booking_stats_insert_delete" AFTER INSERT OR DELETE ON "Booking"
FOR EACH ROW EXECUTE FUNCTION "booking_stats_track"('hotel');
CREATE TRIGGER "Booking_stats_update" AFTER UPDATE OF "status", "paymentStatus", "totalPrice" ON "Booking"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."paymentStatus" IS DISTINCT FROM NEW."paymentStatus" OR OLD."totalPrice" IS DISTINCT FROM NEW."totalPrice")
EXECUTE FUNCTION "booking_stats_track"('hotel');
CREATE TRIGGER "Booking_stats_truncate" AFTER TRUNCATE ON "Booking"
FOR EACH STATEMENT EXECUTE FUNCTION "booking_stats_truncate"('hotel');

CREATE TRIGGER "GuestHouseBooking_stats_insert_delete" AFTER INSERT OR DELETE ON "GuestHouseBooking"
FOR EACH ROW EXECUTE FUNCTION "booking_stats_track"('guest_house');
CREATE TRIGGER "GuestHouseBooking_stats_update" AFTER UPDATE OF "status", "paymentStatus", "totalPrice" ON "GuestHouseBooking"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."paymentStatus" IS DISTINCT FROM NEW."paymentStatus" OR OLD."totalPrice" IS DISTINCT FROM NEW."totalPrice")
EXECUTE FUNCTION "booking_stats_track"('guest_house');
CREATE TRIGGER "GuestHouseBooking_stats_truncate" AFTER TRUNCATE ON "GuestHouseBooking"
FOR EACH STATEMENT EXECUTE FUNCTION "booking_stats_truncate"('guest_house');

-- The bookings already stored.
INSERT INTO "BookingStatsCell" ("kind", "status", "paymentStatus", "shard", "count", "cents")
SELECT 'hotel', "status", "paymentStatus", 0, count(*), coalesce(sum(round("totalPrice" * 100)), 0)::bigint FROM "Booking" GROUP BY "status", "paymentStatus";
INSERT INTO "BookingStatsCell" ("kind", "status", "paymentStatus", "shard", "count", "cents")
SELECT 'guest_house', "status", "paymentStatus", 0, count(*), coalesce(sum(round("totalPrice" * 100)), 0)::bigint FROM "GuestHouseBooking" GROUP BY "status", "paymentStatus";

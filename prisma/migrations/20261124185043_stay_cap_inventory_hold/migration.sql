-- inventory_hold (20261124012028_inventory_hold_function) again, with two changes (issue 18):
--   * a stay longer than p_max_nights (the site's longest stay, lib/booking/stay-limits.ts: 30 by
--     default, and never more than 365 whatever is passed) is refused before anything is written:
--     the function returns NULL, and the caller answers 400 (defence in depth: the request schemas
--     refuse such stays first). Before, a stay up to the year 9999 made one row per night.
--   * so is a check-in further ahead than p_max_days_ahead (the booking horizon, 365 by default,
--     never more than 730) from the database's today, with two days' slack for time zones.
--   * lapsed holds are judged by the database's clock (clock_timestamp()), not by p_now from the
--     calling process, so a process whose clock runs ahead never releases a hold that is still
--     running, and the confirmation, the jobs and the bookings all decide by the same clock.
--     p_now is kept so that callers need not change, and no longer read.
-- The old signature is dropped first: a second overload would make the 8-argument call ambiguous.
DROP FUNCTION "inventory_hold"("BookingKind", integer, text, integer, date, date, integer, timestamptz);

CREATE FUNCTION "inventory_hold"(
  p_kind "BookingKind",
  p_property_id integer,
  p_room_key text,
  p_capacity integer,
  p_check_in date,
  p_check_out date,
  p_count integer,
  p_now timestamptz,
  p_max_nights integer DEFAULT 30,
  p_max_days_ahead integer DEFAULT 365
) RETURNS boolean
LANGUAGE plpgsql
AS $$
DECLARE
  v_nights integer := p_check_out - p_check_in;
  v_max integer := LEAST(GREATEST(COALESCE(p_max_nights, 30), 1), 365);
  v_ahead integer := LEAST(GREATEST(COALESCE(p_max_days_ahead, 365), 1), 730);
  v_now timestamptz := clock_timestamp();
  v_taken integer;
BEGIN
  IF v_nights IS NULL OR v_nights < 1 OR p_count IS NULL OR p_count < 1 THEN
    RETURN false;
  END IF;
  IF v_nights > v_max OR p_check_in > CURRENT_DATE + v_ahead + 2 THEN
    RETURN NULL;
  END IF;

  IF p_kind = 'hotel' THEN
    WITH released AS (
      UPDATE "Booking" AS b SET "inventoryHeld" = false, "inventoryReleasedAt" = v_now
      WHERE b."inventoryHeld" AND b."hotelId" = p_property_id AND b."inventoryKey" = p_room_key
        AND b."checkIn" < p_check_out AND b."checkOut" > p_check_in
        AND b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" <= v_now
      RETURNING b."inventoryUnits" AS "units", b."checkIn" AS "checkIn", b."checkOut" AS "checkOut"
    ),
    nights AS (
      SELECT n::date AS "night", sum(r."units")::int AS "units"
      FROM released r CROSS JOIN LATERAL generate_series(r."checkIn"::timestamp, r."checkOut"::timestamp - interval '1 day', interval '1 day') AS n
      GROUP BY 1
    )
    UPDATE "InventoryNight" AS i SET "booked" = i."booked" - nights."units"
    FROM nights
    WHERE i."propertyKind" = p_kind AND i."propertyId" = p_property_id AND i."roomKey" = p_room_key AND i."night" = nights."night";
  ELSE
    WITH released AS (
      UPDATE "GuestHouseBooking" AS b SET "inventoryHeld" = false, "inventoryReleasedAt" = v_now
      WHERE b."inventoryHeld" AND b."guestHouseId" = p_property_id AND b."inventoryKey" = p_room_key
        AND b."checkInDate" < p_check_out AND b."checkOutDate" > p_check_in
        AND b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" <= v_now
      RETURNING b."inventoryUnits" AS "units", b."checkInDate" AS "checkIn", b."checkOutDate" AS "checkOut"
    ),
    nights AS (
      SELECT n::date AS "night", sum(r."units")::int AS "units"
      FROM released r CROSS JOIN LATERAL generate_series(r."checkIn"::timestamp, r."checkOut"::timestamp - interval '1 day', interval '1 day') AS n
      GROUP BY 1
    )
    UPDATE "InventoryNight" AS i SET "booked" = i."booked" - nights."units"
    FROM nights
    WHERE i."propertyKind" = p_kind AND i."propertyId" = p_property_id AND i."roomKey" = p_room_key AND i."night" = nights."night";
  END IF;

  INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
  SELECT p_kind, p_property_id, p_room_key, d::date, p_capacity, 0
  FROM generate_series(p_check_in::timestamp, p_check_out::timestamp - interval '1 day', interval '1 day') AS d
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM "InventoryNight"
  WHERE "propertyKind" = p_kind AND "propertyId" = p_property_id AND "roomKey" = p_room_key
    AND "night" >= p_check_in AND "night" < p_check_out
  ORDER BY "night"
  FOR UPDATE;

  UPDATE "InventoryNight" SET "booked" = "booked" + p_count
  WHERE "propertyKind" = p_kind AND "propertyId" = p_property_id AND "roomKey" = p_room_key
    AND "night" >= p_check_in AND "night" < p_check_out
    AND "booked" + p_count <= "units";
  GET DIAGNOSTICS v_taken = ROW_COUNT;
  RETURN v_taken = v_nights;
END;
$$;

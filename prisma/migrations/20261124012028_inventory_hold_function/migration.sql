-- A booking's claim on its nights in one call (lib/server/availability/inventory-sql.ts: holdNights),
-- instead of four statements from the application: the same steps in the same order, inside the
-- caller's transaction, with their plans prepared once per connection.
--   1. lapsed pending holds on this room and these nights give their units back (the booking rows
--      first, so a concurrent release waits on them and then finds nothing to do);
--   2. the stay's missing night rows are created with the room type's units now;
--   3. the stay's rows are locked in night order (two claims never deadlock on each other);
--   4. one conditional update takes p_count units on every night where booked + p_count <= units.
-- Returns true when every night was taken; false when a night is full (or the stay is empty), and
-- then the caller must roll its transaction back: step 4 may have taken some nights.
CREATE FUNCTION "inventory_hold"(
  p_kind "BookingKind",
  p_property_id integer,
  p_room_key text,
  p_capacity integer,
  p_check_in date,
  p_check_out date,
  p_count integer,
  p_now timestamptz
) RETURNS boolean
LANGUAGE plpgsql
AS $$
DECLARE
  v_nights integer := p_check_out - p_check_in;
  v_taken integer;
BEGIN
  IF v_nights IS NULL OR v_nights < 1 OR p_count IS NULL OR p_count < 1 THEN
    RETURN false;
  END IF;

  IF p_kind = 'hotel' THEN
    WITH released AS (
      UPDATE "Booking" AS b SET "inventoryHeld" = false, "inventoryReleasedAt" = p_now
      WHERE b."inventoryHeld" AND b."hotelId" = p_property_id AND b."inventoryKey" = p_room_key
        AND b."checkIn" < p_check_out AND b."checkOut" > p_check_in
        AND b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" <= p_now
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
      UPDATE "GuestHouseBooking" AS b SET "inventoryHeld" = false, "inventoryReleasedAt" = p_now
      WHERE b."inventoryHeld" AND b."guestHouseId" = p_property_id AND b."inventoryKey" = p_room_key
        AND b."checkInDate" < p_check_out AND b."checkOutDate" > p_check_in
        AND b."inventoryHeldUntil" IS NOT NULL AND b."inventoryHeldUntil" <= p_now
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

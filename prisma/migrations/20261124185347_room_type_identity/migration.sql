-- Inventory keyed by a room type's identity instead of its name (issue 18, item 6): a rename can no
-- longer leave the old name bookable with inventory of its own.
--   hotels:       "room:<lower-cased name>" becomes "rt:<RoomType id>"
--   guest houses: every room type entry of the JSON list gets an "id", and its key becomes "ghr:<id>"
-- Nothing held is dropped: night rows whose old keys map to one identity are merged (booked summed,
-- units at least booked), and every booking keeps holding the same nights under the new key.

-- 1. A hotel room type that was bookable without a RoomType row (a name of the hotel's text list,
--    or a name bookings still hold, e.g. the list's old name after a rename or the default
--    'Standard Room') gets a row, so its rooms are a real, editable number: the 5 units it was
--    sold with (the old fallback), or more when more are already booked on some night.
WITH listed AS (
  SELECT h."id" AS "hotelId", btrim(n."name") AS "name", h."price", 0 AS "source", n."o"
  FROM "Hotel" h CROSS JOIN LATERAL unnest(h."roomTypes") WITH ORDINALITY AS n("name", "o")
  WHERE btrim(n."name") <> ''
  UNION ALL
  SELECT b."hotelId", btrim(b."roomType"), h."price", 1, 0
  FROM "Booking" b JOIN "Hotel" h ON h."id" = b."hotelId"
  WHERE b."inventoryHeld" AND b."inventoryKey" LIKE 'room:%' AND btrim(b."roomType") <> ''
),
missing AS (
  SELECT DISTINCT ON (l."hotelId", lower(l."name")) l."hotelId", l."name", l."price"
  FROM listed l
  WHERE NOT EXISTS (SELECT 1 FROM "RoomType" rt WHERE rt."hotelId" = l."hotelId" AND lower(btrim(rt."name")) = lower(l."name"))
  ORDER BY l."hotelId", lower(l."name"), l."source", l."o"
)
INSERT INTO "RoomType" ("hotelId", "name", "basePrice", "units", "updatedAt")
SELECT m."hotelId", m."name", m."price",
  GREATEST(5, COALESCE((
    SELECT max(i."booked") FROM "InventoryNight" i
    WHERE i."propertyKind" = 'hotel' AND i."propertyId" = m."hotelId" AND i."roomKey" = 'room:' || lower(m."name")
  ), 0)),
  CURRENT_TIMESTAMP
FROM missing m;

-- 2. Hotel bookings: the key of their room type's row (the lowest id when two rows' names differ
--    only in case). A key no row matches is left as it was: it names no bookable room type.
UPDATE "Booking" b SET "inventoryKey" = 'rt:' || m."id"
FROM (SELECT "hotelId", 'room:' || lower(btrim("name")) AS "key", min("id") AS "id" FROM "RoomType" GROUP BY 1, 2) m
WHERE b."hotelId" = m."hotelId" AND b."inventoryKey" = m."key";

-- 3. Hotel night rows move to the new keys, merged.
WITH m AS (
  SELECT "hotelId", 'room:' || lower(btrim("name")) AS "key", min("id") AS "id" FROM "RoomType" GROUP BY 1, 2
),
moved AS (
  DELETE FROM "InventoryNight" i USING m
  WHERE i."propertyKind" = 'hotel' AND i."propertyId" = m."hotelId" AND i."roomKey" = m."key"
  RETURNING i."propertyId", 'rt:' || m."id" AS "roomKey", i."night", i."units", i."booked"
)
INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
SELECT 'hotel'::"BookingKind", "propertyId", "roomKey", "night", GREATEST(max("units"), sum("booked"))::int, sum("booked")::int
FROM moved
GROUP BY "propertyId", "roomKey", "night"
ON CONFLICT ("propertyKind", "propertyId", "roomKey", "night") DO UPDATE
SET "booked" = "InventoryNight"."booked" + EXCLUDED."booked",
    "units" = GREATEST("InventoryNight"."units", EXCLUDED."units", "InventoryNight"."booked" + EXCLUDED."booked");

-- 4. Guest houses: each room type entry of a JSON list gets a stable id (a list of plain names
--    becomes a list of {name, price, id}). Other shapes (JSON text, say) are left to the
--    application, which keys an entry without an id by its name until the house is saved.
UPDATE "GuestHouse" g SET "roomTypes" = (
  SELECT jsonb_agg(
    CASE
      WHEN jsonb_typeof(x."e") = 'object' AND NOT (x."e" ? 'id') THEN x."e" || jsonb_build_object('id', substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
      WHEN jsonb_typeof(x."e") = 'string' AND btrim(x."e" #>> '{}') <> '' THEN jsonb_build_object('name', btrim(x."e" #>> '{}'), 'price', 0, 'id', substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))
      ELSE x."e"
    END ORDER BY x."o")
  FROM jsonb_array_elements(g."roomTypes") WITH ORDINALITY AS x("e", "o")
)
WHERE jsonb_typeof(g."roomTypes") = 'array' AND jsonb_array_length(g."roomTypes") > 0;

-- 5. Guest-house bookings and night rows: "room:<name>" becomes the key of the first entry of that
--    name (as the application matches names), merged like the hotels' rows.
CREATE TEMPORARY TABLE "_room_type_key_map" AS
SELECT DISTINCT ON (g."id", lower(btrim(x."e" ->> 'name'))) g."id" AS "houseId", 'room:' || lower(btrim(x."e" ->> 'name')) AS "key", 'ghr:' || (x."e" ->> 'id') AS "newKey"
FROM "GuestHouse" g CROSS JOIN LATERAL jsonb_array_elements(g."roomTypes") WITH ORDINALITY AS x("e", "o")
WHERE jsonb_typeof(g."roomTypes") = 'array' AND jsonb_typeof(x."e") = 'object' AND x."e" ? 'id'
  AND jsonb_typeof(x."e" -> 'name') = 'string' AND btrim(x."e" ->> 'name') <> ''
ORDER BY g."id", lower(btrim(x."e" ->> 'name')), x."o";

UPDATE "GuestHouseBooking" b SET "inventoryKey" = m."newKey"
FROM "_room_type_key_map" m
WHERE b."guestHouseId" = m."houseId" AND b."inventoryKey" = m."key";

WITH moved AS (
  DELETE FROM "InventoryNight" i USING "_room_type_key_map" m
  WHERE i."propertyKind" = 'guest_house' AND i."propertyId" = m."houseId" AND i."roomKey" = m."key"
  RETURNING i."propertyId", m."newKey" AS "roomKey", i."night", i."units", i."booked"
)
INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", "night", "units", "booked")
SELECT 'guest_house'::"BookingKind", "propertyId", "roomKey", "night", GREATEST(max("units"), sum("booked"))::int, sum("booked")::int
FROM moved
GROUP BY "propertyId", "roomKey", "night"
ON CONFLICT ("propertyKind", "propertyId", "roomKey", "night") DO UPDATE
SET "booked" = "InventoryNight"."booked" + EXCLUDED."booked",
    "units" = GREATEST("InventoryNight"."units", EXCLUDED."units", "InventoryNight"."booked" + EXCLUDED."booked");

DROP TABLE "_room_type_key_map";

-- A hotel's room types are one thing (issue 35): every name in a hotel's text list gets a RoomType
-- record (bookable), at the hotel's price with one room — the defaults of a name typed on the
-- hotel form — and every record's name is in the list. Then the hotel's price is its "from"
-- price: the cheapest active room type's.

INSERT INTO "RoomType" ("hotelId", "name", "basePrice", "units", "updatedAt")
SELECT DISTINCT ON (h."id", lower(btrim(n.name))) h."id", btrim(n.name), h."price", 1, now()
FROM "Hotel" h CROSS JOIN LATERAL unnest(h."roomTypes") WITH ORDINALITY AS n(name, pos)
WHERE btrim(n.name) <> ''
  AND NOT EXISTS (SELECT 1 FROM "RoomType" r WHERE r."hotelId" = h."id" AND lower(btrim(r."name")) = lower(btrim(n.name)))
ORDER BY h."id", lower(btrim(n.name)), n.pos
ON CONFLICT ("hotelId", "name") DO NOTHING;

UPDATE "Hotel" h SET "roomTypes" = h."roomTypes" || missing.names
FROM (
  SELECT r."hotelId", array_agg(r."name" ORDER BY r."id") AS names
  FROM "RoomType" r JOIN "Hotel" h2 ON h2."id" = r."hotelId"
  WHERE NOT EXISTS (SELECT 1 FROM unnest(h2."roomTypes") AS n(name) WHERE lower(btrim(n.name)) = lower(btrim(r."name")))
  GROUP BY r."hotelId"
) missing
WHERE h."id" = missing."hotelId";

UPDATE "Hotel" h SET "price" = m."p"
FROM (SELECT "hotelId", min("basePrice") AS "p" FROM "RoomType" WHERE "isActive" GROUP BY "hotelId") m
WHERE h."id" = m."hotelId" AND h."price" <> m."p";

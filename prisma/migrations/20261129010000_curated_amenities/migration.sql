-- Hotel amenities: near-duplicate spellings rewritten to the curated list (lib/catalogue/amenities.ts),
-- case variants of a curated name too. Order kept (first occurrence), repeats merged, empties dropped.
-- Names with no curated match stay as they are.
UPDATE "Hotel" AS h
SET "amenities" = (
  SELECT COALESCE(array_agg(s."name" ORDER BY s."first"), '{}')
  FROM (
    SELECT COALESCE(m."curated", btrim(a."v")) AS "name", min(a."i") AS "first"
    FROM unnest(h."amenities") WITH ORDINALITY AS a("v", "i")
    LEFT JOIN (VALUES
    ('air conditioning', 'Air conditioning'),
    ('air-conditioning', 'Air conditioning'),
    ('aircon', 'Air conditioning'),
    ('a/c', 'Air conditioning'),
    ('airport transfer', 'Airport transfer'),
    ('airport transfers', 'Airport transfer'),
    ('beach bar', 'Beach bar'),
    ('bicycle rental', 'Bicycle rental'),
    ('bike rental', 'Bicycle rental'),
    ('bicycle hire', 'Bicycle rental'),
    ('breakfast included', 'Breakfast included'),
    ('breakfast', 'Breakfast included'),
    ('free breakfast', 'Breakfast included'),
    ('butler service', 'Butler service'),
    ('cooking class', 'Cooking class'),
    ('diving centre', 'Diving centre'),
    ('diving center', 'Diving centre'),
    ('dive centre', 'Diving centre'),
    ('dive center', 'Diving centre'),
    ('fitness gym', 'Fitness gym'),
    ('gym', 'Fitness gym'),
    ('fitness centre', 'Fitness gym'),
    ('fitness center', 'Fitness gym'),
    ('fitness', 'Fitness gym'),
    ('flat-screen tv', 'Flat-screen TV'),
    ('flat screen tv', 'Flat-screen TV'),
    ('flatscreen tv', 'Flat-screen TV'),
    ('tv', 'Flat-screen TV'),
    ('free wifi', 'Free WiFi'),
    ('wifi', 'Free WiFi'),
    ('wi-fi', 'Free WiFi'),
    ('free wi-fi', 'Free WiFi'),
    ('free wi fi', 'Free WiFi'),
    ('wi fi', 'Free WiFi'),
    ('wireless internet', 'Free WiFi'),
    ('internet', 'Free WiFi'),
    ('hot tub', 'Hot tub'),
    ('jacuzzi', 'Hot tub'),
    ('hot-tub', 'Hot tub'),
    ('infinity pool', 'Infinity pool'),
    ('kids club', 'Kids club'),
    ('kids'' club', 'Kids club'),
    ('kid''s club', 'Kids club'),
    ('kids-club', 'Kids club'),
    ('private pool', 'Private pool'),
    ('restaurant', 'Restaurant'),
    ('room service', 'Room service'),
    ('seaplane transfer', 'Seaplane transfer'),
    ('seaplane transfers', 'Seaplane transfer'),
    ('snorkelling gear', 'Snorkelling gear'),
    ('snorkeling gear', 'Snorkelling gear'),
    ('snorkelling', 'Snorkelling gear'),
    ('snorkeling', 'Snorkelling gear'),
    ('snorkel gear', 'Snorkelling gear'),
    ('spa', 'Spa'),
    ('sunset cruise', 'Sunset cruise'),
    ('surf lessons', 'Surf lessons'),
    ('surf lesson', 'Surf lessons'),
    ('surfing lessons', 'Surf lessons'),
    ('yoga pavilion', 'Yoga pavilion')
    ) AS m("variant", "curated") ON m."variant" = lower(btrim(a."v"))
    WHERE btrim(a."v") <> ''
    GROUP BY 1
  ) AS s
)
WHERE cardinality(h."amenities") > 0;

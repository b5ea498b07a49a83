-- AlterTable
ALTER TABLE "GuestHouse" ADD COLUMN     "facilityKeys" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "GuestHouse_facilityKeys_idx" ON "GuestHouse" USING GIN ("facilityKeys");

-- "facilityKeys" follows "facilities" whoever writes them (the application, the seed, a script):
-- each facility with its white space collapsed, trimmed and in lower case, empty ones left out.
CREATE FUNCTION "guest_house_facility_keys"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW."facilityKeys" := ARRAY(
    SELECT DISTINCT k FROM (
      SELECT lower(btrim(regexp_replace(f, '\s+', ' ', 'g'))) AS k FROM unnest(COALESCE(NEW."facilities", ARRAY[]::TEXT[])) AS f
    ) keys WHERE k <> ''
  );
  RETURN NEW;
END;
$$;

CREATE TRIGGER "GuestHouse_facility_keys"
BEFORE INSERT OR UPDATE OF "facilities", "facilityKeys" ON "GuestHouse"
FOR EACH ROW EXECUTE FUNCTION "guest_house_facility_keys"();

-- The rows already stored.
UPDATE "GuestHouse" SET "facilityKeys" = ARRAY[]::TEXT[];

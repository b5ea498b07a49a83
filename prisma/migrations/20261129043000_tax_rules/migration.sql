-- Taxes and charges per destination (issue 36 item 4; docs/pricing.md, lib/pricing/taxes.ts).
-- CreateEnum
CREATE TYPE "TaxRegion" AS ENUM ('maldives', 'bali', 'phuket', 'santorini');
CREATE TYPE "TaxRuleKind" AS ENUM ('percent', 'per_guest_night', 'per_room_night', 'per_stay');
CREATE TYPE "TaxBase" AS ENUM ('rate', 'rate_and_previous');
CREATE TYPE "TaxAppliesTo" AS ENUM ('all', 'hotel', 'guest_house');

-- CreateTable
CREATE TABLE "TaxRule" (
    "id" SERIAL NOT NULL,
    "region" "TaxRegion" NOT NULL,
    "position" INTEGER NOT NULL,
    "label" VARCHAR(80) NOT NULL,
    "kind" "TaxRuleKind" NOT NULL,
    "percentBp" INTEGER,
    "base" "TaxBase",
    "amountCents" INTEGER,
    "appliesTo" "TaxAppliesTo" NOT NULL DEFAULT 'all',
    "exemptUnderAge" INTEGER,
    "fromMonth" INTEGER,
    "toMonth" INTEGER,
    "source" VARCHAR(300) NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TaxRule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: a property's rules are one range of it (lib/server/pricing/tax-rules.ts).
CREATE INDEX "TaxRule_region_position_idx" ON "TaxRule"("region", "position");

-- The bounds of lib/validation/tax-rules.ts, kept by the database too: a percentage has its rate and
-- base, a fixed charge its amount.
ALTER TABLE "TaxRule" ADD CONSTRAINT "TaxRule_bounds_check" CHECK (
  "position" BETWEEN 0 AND 1000
  AND ("percentBp" IS NULL OR "percentBp" BETWEEN 0 AND 10000)
  AND ("amountCents" IS NULL OR "amountCents" BETWEEN 0 AND 100000)
  AND ("exemptUnderAge" IS NULL OR "exemptUnderAge" BETWEEN 1 AND 18)
  AND ("fromMonth" IS NULL OR "fromMonth" BETWEEN 1 AND 12)
  AND ("toMonth" IS NULL OR "toMonth" BETWEEN 1 AND 12)
  AND (("fromMonth" IS NULL) = ("toMonth" IS NULL))
  AND (CASE WHEN "kind" = 'percent' THEN "percentBp" IS NOT NULL AND "base" IS NOT NULL AND "amountCents" IS NULL
            ELSE "amountCents" IS NOT NULL AND "percentBp" IS NULL AND "base" IS NULL END)
);

-- The four destinations' rules as of November 2026 (lib/pricing/tax-defaults.ts; sources in docs/pricing.md).
INSERT INTO "TaxRule" ("region", "position", "label", "kind", "percentBp", "base", "amountCents", "appliesTo", "exemptUnderAge", "fromMonth", "toMonth", "source", "updatedAt") VALUES
  ('maldives'::"TaxRegion", 1, 'Service charge', 'percent'::"TaxRuleKind", 1000, 'rate'::"TaxBase", NULL, 'all'::"TaxAppliesTo", NULL, NULL, NULL, 'Maldives: mandatory 10% service charge on the room rate (docs/pricing.md)', CURRENT_TIMESTAMP),
  ('maldives'::"TaxRegion", 2, 'T-GST', 'percent'::"TaxRuleKind", 1700, 'rate_and_previous'::"TaxBase", NULL, 'all'::"TaxAppliesTo", NULL, NULL, NULL, 'MIRA: Tourism GST 17% from 1 Jul 2025 on rate + service charge (corporatemaldives.com; en.mmtv.mv/4603)', CURRENT_TIMESTAMP),
  ('maldives'::"TaxRegion", 3, 'Green Tax', 'per_guest_night'::"TaxRuleKind", NULL, NULL, 1200, 'hotel'::"TaxAppliesTo", 2, NULL, NULL, 'Tourism Act 35(g), 14th amendment: USD 12 per guest per day from 1 Jan 2025; under-2s exempt (mira.gov.mv)', CURRENT_TIMESTAMP),
  ('maldives'::"TaxRegion", 4, 'Green Tax', 'per_guest_night'::"TaxRuleKind", NULL, NULL, 600, 'guest_house'::"TaxAppliesTo", 2, NULL, NULL, 'Tourism Act 35(h): USD 6 at guesthouses on inhabited islands, 50 rooms or fewer; under-2s exempt (mira.gov.mv)', CURRENT_TIMESTAMP),
  ('bali'::"TaxRegion", 1, 'Service charge', 'percent'::"TaxRuleKind", 1000, 'rate'::"TaxBase", NULL, 'all'::"TaxAppliesTo", NULL, NULL, NULL, 'Indonesia: service charge set by the business, 5-10% of the bill before local tax (emerhub.com)', CURRENT_TIMESTAMP),
  ('bali'::"TaxRegion", 2, 'Hotel tax (PBJT)', 'percent'::"TaxRuleKind", 1000, 'rate_and_previous'::"TaxBase", NULL, 'all'::"TaxAppliesTo", NULL, NULL, NULL, 'Law 1/2022 (HKPD), PP 35/2023: regional hotel tax, 10% in Bali''s regencies (sasbali.com; balivisa.co)', CURRENT_TIMESTAMP),
  ('phuket'::"TaxRegion", 1, 'Service charge', 'percent'::"TaxRuleKind", 1000, 'rate'::"TaxBase", NULL, 'all'::"TaxAppliesTo", NULL, NULL, NULL, 'Thailand: customary 10% hotel service charge', CURRENT_TIMESTAMP),
  ('phuket'::"TaxRegion", 2, 'VAT', 'percent'::"TaxRuleKind", 700, 'rate_and_previous'::"TaxBase", NULL, 'all'::"TaxAppliesTo", NULL, NULL, NULL, 'Thailand: VAT 7% charged on rate + service charge (17.7% together)', CURRENT_TIMESTAMP),
  ('santorini'::"TaxRegion", 1, 'Climate resilience fee', 'per_room_night'::"TaxRuleKind", NULL, NULL, 1160, 'hotel'::"TaxAppliesTo", NULL, 4, 10, 'Greece, from 1 Jan 2025: EUR 10 per room-night at 4-star hotels, Apr-Oct (ekathimerini.com); USD at 1.16/EUR', CURRENT_TIMESTAMP),
  ('santorini'::"TaxRegion", 2, 'Climate resilience fee', 'per_room_night'::"TaxRuleKind", NULL, NULL, 348, 'hotel'::"TaxAppliesTo", NULL, 11, 3, 'Greece, from 1 Jan 2025: EUR 3 per room-night at 4-star hotels, Nov-Mar (greece-is.com); USD at 1.16/EUR', CURRENT_TIMESTAMP);

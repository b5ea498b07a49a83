-- A property's own cancellation policy (null = its kind's stored default)
ALTER TABLE "Hotel" ADD COLUMN "cancellationPolicy" JSONB;
ALTER TABLE "GuestHouse" ADD COLUMN "cancellationPolicy" JSONB;

-- CreateTable: the cancellation defaults, one row
CREATE TABLE "CancellationPolicyDefaults" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "policies" JSONB NOT NULL,
    "seasons" JSONB NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CancellationPolicyDefaults_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "CancellationPolicyDefaults" ADD CONSTRAINT "CancellationPolicyDefaults_single_row" CHECK ("id" = 1);

-- Seed: today's published windows (lib/policies/cancellation.ts PUBLISHED_DEFAULTS)
INSERT INTO "CancellationPolicyDefaults" ("id", "policies", "seasons", "updatedAt") VALUES (
  1,
  '{"hotel":{"type":"windows","steps":[{"before":{"amount":7,"unit":"days"},"charge":{"type":"firstNight"}}]},"guest_house":{"type":"windows","steps":[{"before":{"amount":3,"unit":"days"},"charge":{"type":"firstNight"}}]},"day_visit":{"type":"windows","steps":[{"before":{"amount":48,"unit":"hours"},"charge":{"type":"percent","percent":100}}]}}',
  '[{"name":"Festive season","from":"12-20","to":"01-10","policy":{"type":"windows","steps":[{"before":{"amount":30,"unit":"days"},"charge":{"type":"percent","percent":50}}]},"kinds":["hotel","guest_house"]}]',
  CURRENT_TIMESTAMP
);

import { applyMigrations } from "@/lib/server/db/migrations";
import { openRunner } from "@/lib/server/db/sql-runner";
import type { DatabaseTarget } from "@/lib/server/db/engine-config";
import { PrismaClient } from "@/lib/server/db/generated/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { seedDatabase } from "@/prisma/seed";

/** Migrates and seeds the demo data into a PostgreSQL database (used for the template). */
export async function prepareDatabase(target: Extract<DatabaseTarget, { kind: "postgres" }>): Promise<void> {
  const runner = await openRunner(target);
  try {
    await applyMigrations(runner);
  } finally {
    await runner.close();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: target.url }) });
  try {
    await seedDatabase(prisma, { demo: true });
  } finally {
    await prisma.$disconnect();
  }
}

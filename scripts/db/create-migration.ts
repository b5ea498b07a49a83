// npm run db:migration:create -- <name> [--draft]
// Creates a migration from the change in prisma/schema.prisma (like `prisma migrate dev --create-only`).
// --draft writes an empty migration to fill by hand (e.g. an exclusion constraint Prisma cannot express).
import { createMigration } from "./schema-engine";

const args = process.argv.slice(2);
const draft = args.includes("--draft");
const name = args.find((a) => !a.startsWith("--"));
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration:create -- <name_in_snake_case> [--draft]");
  process.exit(2);
}
const dir = await createMigration(name, { draft });
if (dir) console.log(`created ${dir}/migration.sql — review it, then run npm run db:migrate`);
else console.log("schema.prisma matches the migrations: nothing to create");

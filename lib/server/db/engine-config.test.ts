import { describe, expect, it } from "vitest";
import { readConfig } from "../config/env";
import { databaseTarget, describeTarget } from "./engine-config";

describe("the start-up line naming the database", () => {
  it("states the embedded folder's durability guarantee", () => {
    const target = databaseTarget(readConfig({ PGLITE_DIR: "/srv/lagoon/pglite" }));
    expect(describeTarget(target)).toBe(
      "embedded PGlite (/srv/lagoon/pglite; durable: each commit is fsync'd to disk (WAL) before it is acknowledged)",
    );
  });

  it("says plainly that an in-memory database is lost on exit", () => {
    expect(describeTarget(databaseTarget(readConfig({ PGLITE_DIR: "memory://" })))).toBe(
      "embedded PGlite (memory://; in memory: everything is lost when the process ends)",
    );
  });

  it("names a PostgreSQL server without its credentials", () => {
    expect(
      describeTarget(databaseTarget(readConfig({ DATABASE_URL: "postgresql://u:secret@db.example:6543/lagoon" }))),
    ).toBe("PostgreSQL db.example:6543/lagoon");
  });
});

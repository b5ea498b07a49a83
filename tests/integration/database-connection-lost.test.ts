import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";
import { GET as getDestination } from "@/app/api/destinations/[id]/route";
import { POST as postNewsletter } from "@/app/api/newsletter/route";
import { call } from "../support/http";
import { testEngine } from "../support/test-databases";

// A PostgreSQL restart (or pg_terminate_backend) kills the pool's connections; the next statement
// on each fails. A read outside a transaction is retried once on a fresh connection, so the page
// still answers; a write is not retried (it may have run) and answers 503 + Retry-After, never 500.
// PGlite runs inside the process: it has no connection to lose, so these run on PostgreSQL only.

const TERMINATE =
  "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()";
const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";

describe.runIf(testEngine() === "postgres")(
  "PostgreSQL connections lost under the app (restart, terminated backends)",
  () => {
    let admin: pg.Client;
    let destinationId: number;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      destinationId = (await getDb().destination.findFirstOrThrow({ select: { id: true } })).id;
    });
    afterAll(async () => {
      await admin?.end();
    });

    /** Several pooled connections, open and idle. */
    async function warmPool() {
      await Promise.all(
        Array.from({ length: 4 }, () => getDb().$queryRawUnsafe('SELECT 1 AS "x" FROM pg_sleep(0.05)')),
      );
    }

    /** Waits until one of the app's statements is blocked on a lock the admin connection holds. */
    async function untilBlocked() {
      for (let i = 0; i < 200; i++) {
        const { rows } = await admin.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("the app's statement never reached the lock");
    }

    it("a catalogue read whose connection is terminated under it is retried on a fresh one: 200", async () => {
      await warmPool();
      const warn = vi.spyOn(logger, "warn");
      try {
        await admin.query("BEGIN");
        await admin.query('LOCK TABLE "Destination" IN ACCESS EXCLUSIVE MODE');
        const reply = call(getDestination, `/api/destinations/${destinationId}`, { id: String(destinationId) });
        await untilBlocked(); // the SELECT is on the wire, waiting
        const { rowCount } = await admin.query(TERMINATE);
        expect(rowCount).toBeGreaterThan(0);
        await admin.query("ROLLBACK");
        const { status, json } = await reply;
        expect(status).toBe(200);
        expect(json.id).toBe(destinationId);
        expect(warn).toHaveBeenCalledWith(
          expect.stringMatching(/connection lost under a read; retrying/),
          expect.anything(),
        );
      } finally {
        warn.mockRestore();
      }
    });

    it("a catalogue read right after every pooled connection was terminated answers 200", async () => {
      await warmPool();
      await admin.query(TERMINATE);
      const { status, json } = await call(getDestination, `/api/destinations/${destinationId}`, {
        id: String(destinationId),
      });
      expect(status).toBe(200);
      expect(json.id).toBe(destinationId);
    });

    it("a write whose connection is terminated under it answers 503 with Retry-After and the contract's body, and wrote nothing", async () => {
      await warmPool();
      const email = `lost-connection-${Date.now()}@example.com`;
      const error = vi.spyOn(logger, "error").mockImplementation(() => {});
      try {
        await admin.query("BEGIN");
        await admin.query('LOCK TABLE "NewsletterSubscriber" IN ACCESS EXCLUSIVE MODE');
        const reply = call(postNewsletter, "/api/newsletter", undefined, { method: "POST", body: { email } });
        await untilBlocked(); // the INSERT is on the wire, waiting
        await admin.query(TERMINATE);
        await admin.query("ROLLBACK");
        const { status, json, headers } = await reply;
        expect(status).toBe(503);
        expect(headers.get("retry-after")).toBe("5");
        expect(json).toEqual({ error: UNAVAILABLE, message: UNAVAILABLE });
        expect(error).toHaveBeenCalledWith("database unavailable", expect.anything());
      } finally {
        error.mockRestore();
      }
      expect(await getDb().newsletterSubscriber.count({ where: { email } })).toBe(0);
    });
  },
);

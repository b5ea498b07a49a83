// What durability costs on the embedded database: N small committed transactions (a booking-like
// INSERT … RETURNING in BEGIN/COMMIT) on a throw-away folder, opened as PGlite opens it by default
// (fsync off: a commit sits in the OS page cache) and as the app opens it (openPglite: every commit
// fsync'd). Run: npx tsx --import ./scripts/server-only-preload.mjs scripts/bench/pglite-commit.ts [N=300] [folder parent, default the OS temp].
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { openPglite } from "../../lib/server/db/pglite";

const n = Number(process.argv[2] ?? 300);
const parent = process.argv[3] ?? os.tmpdir();

async function run(label: string, open: (dir: string) => PGlite) {
  const dir = fs.mkdtempSync(path.join(parent, "pglite-commit-"));
  let fsyncs = 0;
  const real = fs.fsyncSync;
  fs.fsyncSync = (fd) => {
    fsyncs++;
    real(fd);
  };
  try {
    let started = performance.now();
    const db = open(path.join(dir, "data"));
    await db.waitReady;
    const openMs = performance.now() - started;
    await db.exec(
      "CREATE TABLE booking (id serial PRIMARY KEY, reference text NOT NULL UNIQUE, total numeric(10,2) NOT NULL)",
    );
    fsyncs = 0;
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO booking (reference, total) VALUES ($1, $2) RETURNING id", [`LS-${i}`, "240.00"]);
      });
      times.push(performance.now() - t);
    }
    const commitFsyncs = fsyncs;
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / n;
    const p = (q: number) => times[Math.min(n - 1, Math.ceil(q * n) - 1)]!.toFixed(2);
    started = performance.now();
    await db.close();
    const closeMs = performance.now() - started;
    console.log(
      `${label}: ${n} commits, mean ${mean.toFixed(2)} ms, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, ` +
        `${(1000 / mean).toFixed(0)} commits/s, ${commitFsyncs} fsyncs; open ${openMs.toFixed(0)} ms, close ${closeMs.toFixed(0)} ms`,
    );
  } finally {
    fs.fsyncSync = real;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await run("PGlite default (fsync off)", (dir) => new PGlite(dir, { extensions: { btree_gist } }));
await run("openPglite (fsync per commit)", openPglite);

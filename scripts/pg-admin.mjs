// One statement on a PostgreSQL server over a connection of its own (CREATE/DROP DATABASE cannot
// run inside a pool's transaction); used by the end-to-end, benchmark and two-instance scripts.
import pg from "pg";

export async function onServer(url, sql) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The URL of the database `name` on the server of `base`. */
export function databaseUrlFor(base, name) {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

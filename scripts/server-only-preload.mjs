// Preloaded (`node --import`, `tsx --import`) wherever TypeScript that reaches lib/server runs
// outside Next: the npm scripts (db:migrate, db:seed, db:prepare, email:jobs, dev's preparation,
// prisma.config.ts's seed) and the processes that scripts and tests spawn, e.g.
// `node --import tsx --import ./scripts/server-only-preload.mjs scripts/prepare-db.ts`.
//
// Every module under lib/server starts with `import "server-only"`. That package's default export
// throws; only under React's "react-server" condition is it an empty module. Next resolves it per
// bundle — empty on the server, the throwing one in a client component's bundle, which is what
// stops a client component from pulling in lib/server (`next build` fails) — but plain Node knows
// no such condition, so scripts would throw on their first import of lib/server. This hook resolves
// that one specifier as Next's server does; nothing else changes. Vitest does the same with an
// alias (vitest.config.ts).
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);

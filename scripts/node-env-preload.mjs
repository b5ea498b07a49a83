// Preloaded into `next start` by scripts/next-start.mjs and `npm run serve` (node --import): keeps
// the NODE_ENV the server was started with in LAGOON_GIVEN_NODE_ENV ("" when none) before Next sets
// NODE_ENV=production itself when it is unset. So the server tells a production start of the
// embedded database (NODE_ENV=production given: its secrets are required) from the zero-config demo
// (Config.productionRequested in lib/server/config/env.ts).
process.env.LAGOON_GIVEN_NODE_ENV = process.env.NODE_ENV ?? "";

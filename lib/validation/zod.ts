import * as z from "./zod-api";

// Zod compiles fast object parsers with `new Function` when eval is allowed, and finds out by
// trying once. The browser's Content-Security-Policy (lib/security/csp.mjs) allows no eval, so
// that probe is refused — and reported as a CSP violation, though zod catches the error. In the
// browser zod runs without it (`jitless`); the server keeps the compiled parsers. The schemas here
// import `z` from this module, so this runs before the first of them is built (the probe runs then).
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

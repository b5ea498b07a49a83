import { connection } from "next/server";

/**
 * The strict pages (lib/security/csp.mjs STRICT_PAGES: where a person is signed in or types a
 * password or personal data) are rendered per request, none prerendered at build, and nothing
 * above this layout waits in a Suspense boundary: the whole document, the root layout's scripts
 * included, is written for this request, so every script carries its nonce (proxy.ts), which Next
 * adds itself. A prerendered shell's scripts would carry none, and the strict policy would block
 * them.
 */
export default async function StrictLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  await connection();
  return children;
}

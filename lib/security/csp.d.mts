/** The strict pages: each path and everything under it. */
export const STRICT_PAGES: readonly string[];
/** Whether a page path is (under) a strict page. */
export function isStrictPage(pathname: string): boolean;
/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string;
/** The strict pages' Content-Security-Policy; with `nonce`, the one for an HTML document. */
export function contentSecurityPolicy(options?: { nonce?: string; dev?: boolean; images?: string[] }): string;
/** The public pages' fixed Content-Security-Policy (no nonce). */
export function publicContentSecurityPolicy(options?: { dev?: boolean; images?: string[] }): string;
/** The nonce of a policy (`'nonce-…'` in script-src), or null. */
export function nonceOf(policy: string | null | undefined): string | null;
/** Appended by proxy.ts to a strict page request's User-Agent (blocking render: a real 404). */
export const BLOCKING_RENDER_MARK: string;

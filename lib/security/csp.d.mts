/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string;
/** The site's Content-Security-Policy; with `nonce`, the one for an HTML document. */
export function contentSecurityPolicy(options?: { nonce?: string; dev?: boolean; images?: string[] }): string;
/** The nonce of a policy (`'nonce-…'` in script-src), or null. */
export function nonceOf(policy: string | null | undefined): string | null;

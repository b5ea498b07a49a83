// Preloaded into `next start` by scripts/next-start.mjs (node --import): X-Forwarded-For comes from
// the socket from the very first request on (lib/node-hooks/forwarded-for-hook.mjs).
import { installForwardedForHook } from "../lib/node-hooks/forwarded-for-hook.mjs";

installForwardedForHook();

// Preloaded into `next start` by scripts/next-start.mjs (node --import): X-Forwarded-For comes from
// the socket from the very first request on (lib/node-hooks/forwarded-for-hook.mjs), and every request
// body over 1 MiB is refused with 413 before Next reads it (lib/node-hooks/body-limit-hook.mjs).
import { installBodyLimitHook } from "../lib/node-hooks/body-limit-hook.mjs";
import { installForwardedForHook } from "../lib/node-hooks/forwarded-for-hook.mjs";

installForwardedForHook();
installBodyLimitHook();

/**
 * The 'use cache' handler next.config.mjs names (cacheHandlers.default): shared through Redis when
 * REDIS_URL is set, in this process only otherwise (./create.mjs; configuration in ./shared.mjs).
 */
import { sharedCacheHandler } from "./shared.mjs";

export default sharedCacheHandler();

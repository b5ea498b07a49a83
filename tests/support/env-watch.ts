// Set up before every test file (vitest.config.ts, both projects). The server reads its
// configuration once per process (lib/server/config/env.ts: config()); the tests change
// process.env between cases and inside them (vi.stubEnv, plain assignments and deletes), and each
// change must be seen as a restarted server would see it. So process.env is wrapped once per
// process in a proxy that forgets the configuration read whenever a variable is set or deleted;
// reads, enumeration and the string coercion of the real process.env are untouched.
import { resetConfig } from "@/lib/server/config/env";

const WATCHED = Symbol.for("lagoon.envWatched");
const holder = globalThis as unknown as { [WATCHED]?: true };

if (!holder[WATCHED]) {
  holder[WATCHED] = true;
  const env = process.env;
  process.env = new Proxy(env, {
    set(target, name, value) {
      const done = Reflect.set(target, name, value);
      resetConfig();
      return done;
    },
    deleteProperty(target, name) {
      const done = Reflect.deleteProperty(target, name);
      resetConfig();
      return done;
    },
    defineProperty(target, name, descriptor) {
      const done = Reflect.defineProperty(target, name, descriptor);
      resetConfig();
      return done;
    },
  });
}
resetConfig();

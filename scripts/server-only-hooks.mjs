// Module resolve hook (registered by scripts/server-only-preload.mjs): resolves `server-only` with
// the "react-server" export condition — the package's empty module, as Next's server bundles
// resolve it — and every other specifier exactly as before.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}

/**
 * Runs once when the production or development server starts (Next's instrumentation hook). All
 * of it is Node.js-only (lib/server/startup/register-node.ts), imported inside the runtime check
 * so the Edge build of this file does not include it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { registerNode } = await import("./lib/server/startup/register-node");
    await registerNode();
  }
}

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("scripts/node-env-preload.mjs (node --import, as scripts/next-start.mjs starts next start)", () => {
  const given = (env: Record<string, string>) => {
    const rest: Record<string, string | undefined> = { ...process.env };
    delete rest.NODE_ENV;
    delete rest.LAGOON_GIVEN_NODE_ENV;
    // What Next's bin does next: NODE_ENV=production when unset.
    const program = `process.env.NODE_ENV ||= "production"; process.stdout.write(JSON.stringify([process.env.NODE_ENV, process.env.LAGOON_GIVEN_NODE_ENV]))`;
    return JSON.parse(
      execFileSync(process.execPath, ["--import", "./scripts/node-env-preload.mjs", "-e", program], {
        env: { ...rest, ...env } as NodeJS.ProcessEnv,
        encoding: "utf8",
      }),
    );
  };

  it("keeps the NODE_ENV the server was given before Next defaults it to production", () => {
    expect(given({})).toEqual(["production", ""]);
    expect(given({ NODE_ENV: "production" })).toEqual(["production", "production"]);
  });

  it("is preloaded by every `next start` the scripts run", async () => {
    const { nextStartArgs } = (await import("./next-start.mjs" as string)) as {
      nextStartArgs: (options: { port: number }) => string[];
    };
    expect(nextStartArgs({ port: 3000 }).join(" ")).toMatch(
      /--import \S+\/scripts\/node-env-preload\.mjs .*next start/,
    );
  });
});

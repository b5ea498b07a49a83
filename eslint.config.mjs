import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", "lib/server/db/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // Components get their data as props; only pages, route handlers and scripts reach the domain layer.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/server/*", "**/lib/server/*", "../server/*", "./server/*"], message: "Server-only code: pass data in as props instead." }] },
      ],
    },
  },
];

export default config;

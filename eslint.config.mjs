import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/server/db/generated/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    // Components get their data as props; only pages, route handlers and scripts reach the domain layer.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/server/*", "**/lib/server/*", "../server/*", "./server/*"],
              message: "Server-only code: pass data in as props instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // Code that may reach the browser builds its schemas with `z` from lib/validation/zod: it turns
    // zod's JIT off there (its `new Function` probe is a CSP violation) and leaves zod's locales out
    // of the bundle. Server-only code and tests may import zod itself.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "emails/**/*.{ts,tsx}"],
    ignores: ["lib/server/**", "app/api/**", "lib/validation/zod-api.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: 'Import { z } from "@/lib/validation/zod" (jitless in the browser, no locales).',
            },
          ],
        },
      ],
    },
  },
];

export default config;

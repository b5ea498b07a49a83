import { expect, test, type Page, type Response } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

import { ADMIN_PAGES } from "../../lib/auth/access-rules";
import { isStrictPage } from "../../lib/security/csp.mjs";
import { scriptHash } from "../../lib/security/inline-scripts.mjs";
import { ADMIN, CONTENT_PAGES, PUBLIC_PAGES } from "./support/pages";

// The two Content-Security-Policies (lib/security/csp.mjs, proxy.ts, docs/security.md): a strict
// page's scripts run on its own nonce, never on 'unsafe-inline', and no nonce is ever served twice
// (strict pages are rendered per request: app/(strict)/layout.tsx); a public page carries the fixed
// policy, the same for every visitor (no nonce: its copy can be cached), under which inline event
// handlers and scripts from elsewhere never run. Every script the site needs still runs: no
// violation in the browser on any page, signed out, as a customer and as an administrator.

const CUSTOMER = { email: "customer@example.com", password: "customer12345" };

const ADMIN_ONLY_PAGES = [...ADMIN_PAGES, "/bookings-old/report"];

/** The script-src of a policy. */
const scriptSrc = (policy: string | undefined) =>
  (policy ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(scriptSrc(policy))?.[1];

/**
 * Collects what the browser refuses under the policy: `securitypolicyviolation` events (recorded
 * by a script Playwright runs before the page's own) and the console's CSP errors.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI || "inline"} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ...console,
  ];
}

/**
 * Checks a document's policy, and that it allows each script in the HTML by its nonce, on every
 * script tag (JSON data blocks are not run and need none). Returns the nonce.
 */
async function expectScriptsAllowed(
  response: Pick<Response, "headers" | "text"> | null,
  label: string,
): Promise<string> {
  expect(response, label).not.toBeNull();
  const headers = response!.headers();
  const scripts = scriptSrc(headers["content-security-policy"]);
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).toContain("'strict-dynamic'");
  const html = await response!.text();
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/type="application\/(ld\+)?json"/.test(m[1]!),
  );
  expect(tags.length, label).toBeGreaterThan(0);
  const nonce = nonceOf(headers["content-security-policy"]);
  expect(nonce, `${label}: every document has a nonce`).toBeTruthy();
  // Each script carries the nonce, or is inline with its hash in the policy (the root layout's own).
  for (const [tag, attributes, body] of tags) {
    if (attributes!.includes(` nonce="${nonce}"`)) continue;
    expect(attributes, `${label}: ${tag.slice(0, 80)}`).not.toContain(" src=");
    expect(scripts, `${label}: ${tag.slice(0, 80)}`).toContain(scriptHash(body!));
  }
  return nonce!;
}

/** Checks a public page's fixed policy: no nonce, inline scripts but no inline event handlers. */
async function expectPublicPolicy(response: Pick<Response, "headers"> | null, label: string) {
  expect(response, label).not.toBeNull();
  const policy = response!.headers()["content-security-policy"] ?? "";
  expect(scriptSrc(policy), label).toBe("script-src 'self' 'unsafe-inline'");
  expect(policy, label).toContain("script-src-attr 'none'");
  expect(policy, label).toContain("base-uri 'none'");
  expect(nonceOf(policy), label).toBeUndefined();
}

/**
 * Opens `path` (the test page waits until it is hydrated), nudges it the way a visitor does (the
 * first input loads what waits for it, e.g. the toaster), and checks the policy of its kind, the
 * HTML and that the browser refused nothing.
 */
async function visit(page: Page, violations: () => Promise<string[]>, path: string) {
  const response = await page.goto(path);
  const { pathname } = new URL(path, "http://localhost");
  if (isStrictPage(pathname)) await expectScriptsAllowed(response, path);
  else await expectPublicPolicy(response, path);
  await page.mouse.move(10, 10);
  await page.keyboard.press("Shift");
  await page.waitForTimeout(300);
  expect(await violations(), path).toEqual([]);
}

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const res = await page.request.post("/api/auth/login", { data: credentials });
  expect(res.status()).toBe(200);
}

/** PUBLIC_PAGES in groups of about `size` (one test each: one browser context, its cache warm after the first page). */
function groups<T>(all: readonly T[], size: number): T[][] {
  const count = Math.ceil(all.length / size);
  return Array.from({ length: count }, (_, i) =>
    all.slice(Math.floor((i * all.length) / count), Math.floor(((i + 1) * all.length) / count)),
  );
}

test.describe("Content-Security-Policy", () => {
  // Each public page once, in a few tests: its policy and scripts, and, for the content pages, the
  // desktop axe check in the same visit (pages.spec.ts checks them on the phone).
  for (const paths of groups(PUBLIC_PAGES, 7)) {
    test(`${paths.join(", ")}: each page has its kind's policy, and the browser refuses none of its scripts (content pages: no serious or critical axe violations)`, async ({
      page,
    }) => {
      test.setTimeout(60_000 * paths.length); // the budget the one-page tests had, each
      const violations = await watchViolations(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await visit(page, violations, path);
          if (CONTENT_PAGES.includes(path)) {
            await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
            await expectNoSeriousA11yViolations(page);
          }
        });
      }
    });
  }

  test("a guest house's page too", async ({ page, request }) => {
    const houses = (await (await request.get("/api/local-tourism")).json()) as { id: number }[];
    const violations = await watchViolations(page);
    await visit(page, violations, `/guest-house/${houses[0]!.id}`);
  });

  test("signed in as a customer: the shell and the visitor's dashboard", async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, CUSTOMER);
    for (const path of ["/", "/my-dashboard", "/hotels/1"]) await visit(page, violations, path);
    // The user menu's code loads with the signed-in header (next/dynamic).
    await page.getByRole("button", { name: /Open user menu/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("signed in as an administrator: every admin page", async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, ADMIN);
    for (const path of ADMIN_ONLY_PAGES) {
      await visit(page, violations, path);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
    }
  });

  test("pages still hydrate: a client component works, and a client navigation loads its chunks", async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, violations, "/help");
    const question = page.getByRole("button", { name: "Do I need an account to book?" });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");

    await page.locator('header a[href="/hotels"]').first().click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("on a strict page, an inline script without the nonce is refused (the policy is in force, and the watch sees it)", async ({
    page,
  }) => {
    // What an injection into the markup would be: a script tag the server did not write.
    await page.route("**/track-bookings", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
      await route.fulfill({ status: response.status(), headers, body });
    });
    const violations = await watchViolations(page);
    await page.goto("/track-bookings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
  });

  test("on a public page, an inline event handler and a script from elsewhere are refused", async ({ page }) => {
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      const body = (await response.text()).replace(
        "</body>",
        '<img src="/no-such-picture.png" onerror="window.__injected = true"><script src="https://evil.example/x.js"></script></body>',
      );
      await route.fulfill({ status: response.status(), headers, body });
    });
    const violations = await watchViolations(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-attr inline/));
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem https:\/\/evil\.example/));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("a strict page is never served from a cache: the same address loaded again is rendered with a new nonce on every script, and hydrates", async ({
    page,
    request,
  }) => {
    const load = async (path: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      return expectScriptsAllowed(response, path);
    };
    const nonces = [];
    for (const path of ["/track-bookings", "/track-bookings", "/checkout", "/checkout", "/account", "/account"])
      nonces.push(await load(path));
    expect(nonces.every((n) => typeof n === "string")).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);

    const violations = await watchViolations(page);
    await visit(page, violations, "/track-bookings");
    await visit(page, violations, "/hotels/2");
    expect(
      await page
        .locator("header a[href='/hotels']")
        .first()
        .evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactFiber"))),
    ).toBe(true);
    await page.locator('header a[href="/hotels"]').first().click();
    await expect(page).toHaveURL(/\/hotels$/);
    expect(await violations()).toEqual([]);
  });

  test("API replies carry the policy without a nonce, which runs no inline script", async ({ request }) => {
    for (const path of ["/api/hotels", "/api/auth/me"]) {
      const scripts = scriptSrc((await request.get(path)).headers()["content-security-policy"]);
      expect(scripts, path).toBe("script-src 'self'");
    }
  });
});

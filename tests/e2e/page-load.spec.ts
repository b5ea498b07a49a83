import { gzipSync } from "node:zlib";

import { expect, test, type APIRequestContext, type Page, type Request } from "./support/test";

import { expectNoSeriousA11yViolations } from "./support/axe";
import { holdIdleCallbacks } from "./support/hold-idle";
import { firstGuestHousePath, hotelWithOffersPath } from "./support/pages";
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, COOKIE_SESSION_MARKER } from "../../lib/auth/stored-session";
import { isStrictPage } from "../../lib/security/csp.mjs";

/**
 * How the public pages load (issue 3's performance bar): what the largest paint needs is in the
 * document's first bytes, and nothing is prefetched until the visitor shows interest in a link.
 */

/** Where `needle` first occurs in `html`, failing the test when it is missing. */
function at(html: string, needle: string | RegExp): number {
  const index = typeof needle === "string" ? html.indexOf(needle) : html.search(needle);
  expect(index, `${needle} in the document`).toBeGreaterThanOrEqual(0);
  return index;
}

test.describe("the largest paint is in the document's shell", () => {
  for (const { path, heading } of [
    { path: "/hotels/1", heading: 'id="hotel-name"' },
    { path: "/guest-house/1", heading: 'id="guest-house-title"' },
    { path: "/hotels", heading: 'id="hotels-banner-heading"' },
    { path: "/guest-houses", heading: 'id="guest-houses-heading"' },
  ]) {
    test(`${path}: the hero and its photo's preload come before any streamed part`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The photo is preloaded from <head> at high priority…
      const preload = at(
        html,
        /<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"|<link rel="preload"[^>]*fetchPriority="high"[^>]*as="image"/i,
      );
      expect(preload).toBeLessThan(at(html, "</head>"));
      // …and the hero itself is part of the shell: before the first Suspense fallback (the page's
      // loading.tsx) and before the content streamed in to replace it.
      const hero = at(html, heading);
      const firstFallback = html.indexOf('<template id="B:');
      if (firstFallback >= 0) expect(hero).toBeLessThan(firstFallback);
      const firstStreamed = html.indexOf('<div hidden id="S:');
      if (firstStreamed >= 0) expect(hero).toBeLessThan(firstStreamed);
    });
  }
});

test.describe("links prefetch on intent", () => {
  const isPrefetch = (r: Request) =>
    r.headers()["next-router-prefetch"] !== undefined || new URL(r.url()).searchParams.has("_rsc");

  test("no route is prefetched while the page loads; hovering a link prefetches it", async ({ page }) => {
    const prefetches: string[] = [];
    page.on("request", (r) => {
      if (isPrefetch(r)) prefetches.push(new URL(r.url()).pathname);
    });
    await page.goto("/hotels/1");
    await page.waitForLoadState("networkidle");
    // Breadcrumbs, header, booking links and the footer are all on screen or near it.
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect(prefetches).toEqual([]);

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Hotels" }).hover();
    await expect.poll(() => prefetches).toContain("/hotels");
  });
});

test.describe("scripts are not held back (issue 20: no paint-first rewrite on `next start`)", () => {
  test("the document's <head> carries Next's own async chunk scripts (on a strict page, each with its nonce)", async ({
    request,
  }) => {
    for (const path of ["/hotels/1", "/track-bookings"]) await expectAsyncChunks(request, path);
  });
});

/** A page's <head>: Next's chunk scripts, async, with the nonce when it has one. */
async function expectAsyncChunks(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, at(html, "</head>"));
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(Boolean(nonce), path).toBe(isStrictPage(path));
  // Not the `noModule` polyfills' tag: modern browsers never load it.
  const tags = [...head.matchAll(/<script src="\/_next\/static\/[^"]+"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes("noModule"));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) {
    expect(tag).toContain("async");
    if (nonce) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(html).not.toContain("__paintFirst");
}

test.describe("scripts compile off the main thread (scripts/compile-hints.mjs)", () => {
  test("every script a page loads starts with V8's compile hint", async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("request", (r) => {
      if (/\/_next\/static\/.+\.js$/.test(r.url())) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.size).toBeGreaterThan(3);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), script).toBe(true);
    }
  });
});

test.describe("what the public pages download (issues 19 and 20: Lighthouse on a phone)", () => {
  /** The scripts a page requests while it loads, with their gzipped sizes. */
  async function scriptsOf(page: Page, request: APIRequestContext, path: string) {
    const urls = new Set<string>();
    page.on("request", (r) => {
      if (r.resourceType() === "script" && /\/_next\/static\//.test(r.url())) urls.add(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    return Promise.all(
      [...urls].map(async (url) => {
        const body = await (await request.get(url)).body();
        return { url, text: body.toString("utf8"), gzipped: gzipSync(body).length };
      }),
    );
  }

  // zod is loaded only by pages with a form that validates in the browser; the catalogue pages
  // build their addresses without it. Its chunk is known by the `jitless` switch of lib/validation/zod.ts.
  for (const path of ["/", "/hotels", "/hotels/1", "/guest-houses", "/guest-house/1", "/offers"]) {
    test(`${path} loads no zod and at most 200 KB of script (gzipped)`, async ({ page, request }) => {
      const scripts = await scriptsOf(page, request, path);
      expect(scripts.filter((s) => s.text.includes("jitless")).map((s) => s.url)).toEqual([]);
      const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
      expect(total, scripts.map((s) => `${s.url} ${s.gzipped}`).join("\n")).toBeLessThanOrEqual(200_000);
    });
  }

  test("a form page loads zod without its translations (only the names the schemas use, lib/validation/zod-api.ts)", async ({
    page,
    request,
  }) => {
    const scripts = await scriptsOf(page, request, "/book");
    const zod = scripts.filter((s) => s.text.includes("jitless"));
    expect(zod.length).toBeGreaterThan(0);
    // zod's Japanese and German messages: present when its ~40 locales ride along (91 KB gzipped then, 36 KB without).
    for (const s of zod) {
      expect(s.text).not.toContain("無効");
      expect(s.text).not.toContain("Ungültig");
      expect(s.gzipped).toBeLessThan(50_000);
    }
  });
});

test.describe("the home page's rendering work on a phone (issue 19: Lighthouse on `/`)", () => {
  test("the footer is rendered only when it comes near, and then fully @mobile", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    const footer = page.getByRole("contentinfo");
    const footerLink = footer.getByRole("link").first();
    // In the DOM and the accessibility tree from the start…
    await expect(footer.getByRole("link", { name: "About Us" })).toBeAttached();
    // …but skipped by the renderer (style, layout, paint) while far below the screen.
    const rendered = () =>
      page
        .locator("footer a")
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    // Scrolled to, it renders and works like any other part of the page.
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(footerLink).toBeVisible();
    await footer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the home sections below the first screen are rendered once the page is idle, and then judged as laid out @mobile", async ({
    page,
  }) => {
    // Which sections the browser skipped when the page finished loading (this listener runs before
    // the page's own: init scripts come first).
    await page.addInitScript(() => {
      const w = window as unknown as { skippedAtLoad: string[] };
      w.skippedAtLoad = [];
      window.addEventListener("load", () => {
        for (const heading of document.querySelectorAll("main section h2"))
          if (!heading.checkVisibility({ contentVisibilityAuto: true }))
            w.skippedAtLoad.push(heading.textContent ?? "");
      });
    });
    await page.goto("/");
    // In the DOM and the accessibility tree from the start…
    await expect(page.getByRole("heading", { name: "Local Guest Houses" })).toBeAttached();
    // …skipped by the renderer while the page loaded (a phone's first screen is the hero)…
    const skipped = await page.evaluate(() => (window as unknown as { skippedAtLoad: string[] }).skippedAtLoad);
    expect(skipped).toEqual(
      expect.arrayContaining(["Featured Destinations", "Local Guest Houses", "Track Your Bookings"]),
    );
    // …then rendered for good once the page is idle, before the visitor scrolls there.
    const sections = page.locator("main section.render-when-idle");
    await expect(sections).toHaveCount(5);
    await expect
      .poll(() =>
        sections.evaluateAll(
          (all) =>
            all.filter(
              (s) =>
                s.hasAttribute("data-rendered") &&
                s.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true }),
            ).length,
        ),
      )
      .toBe(5);
    // Laid out where they are, axe judges them as shown (Lighthouse's colour-contrast audit failed
    // on text of home sections left skipped: it hit-tests their content over the block after them).
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "View all guest houses" }).click();
    await expect(page).toHaveURL(/\/guest-houses$/);
  });

  test("a listing renders its first cards at once and the rest once the page is idle, also after a page change @mobile", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cardsSkippedAtLoad: number };
      w.cardsSkippedAtLoad = -1;
      window.addEventListener("load", () => {
        w.cardsSkippedAtLoad = [...document.querySelectorAll("[data-testid=hotel-card] h3")].filter(
          (h) => !h.checkVisibility({ contentVisibilityAuto: true }),
        ).length;
      });
    });
    await page.goto("/hotels");
    const cards = page.getByTestId("hotel-card");
    expect(await cards.count()).toBeGreaterThan(6);
    // The first row is never deferred; far below it, the browser had not rendered the cards yet.
    await expect(cards.nth(0)).not.toHaveClass(/render-when-idle/);
    expect(
      await page.evaluate(() => (window as unknown as { cardsSkippedAtLoad: number }).cardsSkippedAtLoad),
    ).toBeGreaterThan(2);
    const deferred = page.locator("li.render-when-idle");
    const waiting = () => deferred.evaluateAll((all) => all.filter((li) => !li.hasAttribute("data-rendered")).length);
    await expect.poll(waiting).toBe(0);
    // The last card works like the first.
    const last = cards.last().getByRole("heading", { level: 3 }).getByRole("link");
    const name = (await last.textContent()) ?? "";
    await last.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // A page reached by a link (the home page's "View all") gets the same treatment.
    await page.goto("/");
    await page.locator('a[href="/hotels"]', { hasText: "View all" }).click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(cards.first()).toBeVisible();
    await expect.poll(waiting).toBe(0);
  });

  for (const kind of ["hotel", "guest house"] as const) {
    test(`a ${kind}'s page renders its availability calendar${kind === "hotel" ? " and Special Offers" : ""} once the page is idle @mobile`, async ({
      page,
      request,
    }) => {
      // The page's idle periods are held back until the test lets them go.
      const releaseIdle = await holdIdleCallbacks(page);
      const path = kind === "hotel" ? await hotelWithOffersPath(request) : await firstGuestHousePath(request);
      await page.goto(path);
      const blocks = page.locator(".render-when-idle");
      const expected = kind === "hotel" ? ["Availability", "Special Offers"] : ["Availability"];
      await expect(blocks.locator("h2")).toHaveText(expected);
      await expect(page.getByTestId("availability-calendar")).toHaveClass(/render-when-idle/);
      // Before the page is idle nothing is marked, and the offers, far below the first screen,
      // have not been rendered at all.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator(".render-when-idle[data-rendered]").count()).toBe(0);
      if (kind === "hotel")
        expect(
          await page
            .getByRole("heading", { name: "Special Offers" })
            .evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true })),
        ).toBe(false);
      // Once it is, every block is rendered for good.
      await releaseIdle();
      await expect
        .poll(() =>
          blocks.evaluateAll(
            (all) =>
              all.filter(
                (b) =>
                  b.hasAttribute("data-rendered") &&
                  b.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true }),
              ).length,
          ),
        )
        .toBe(expected.length);
      await expectNoSeriousA11yViolations(page);
      const heading = page.getByTestId("availability-calendar").getByRole("heading", { level: 2 });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport();
    });
  }

  test("the hero reads no layout while the page loads; its parallax starts with the first scroll @mobile", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { heroLayoutReads: number };
      w.heroLayoutReads = 0;
      const isHero = (el: Element) => el.tagName === "SECTION" && el.querySelector("h1") !== null;
      const rect = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (isHero(this)) w.heroLayoutReads++;
        return rect.call(this);
      };
      const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight")!;
      Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
        get(this: HTMLElement) {
          if (isHero(this)) w.heroLayoutReads++;
          return height.get!.call(this);
        },
      });
    });
    await page.goto("/");
    await expect(page.getByRole("form", { name: "Search hotels" })).toHaveAttribute("data-ready", "true");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { heroLayoutReads: number }).heroLayoutReads)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    const heading = page.getByRole("heading", { level: 1 });
    await expect
      .poll(() => heading.evaluate((h) => h.parentElement!.style.transform))
      .toMatch(/translate3d\(0px, [1-9][\d.]*px, 0px\)/);
  });

  test("nothing reads the scroll position while the page hydrates; the back-to-top button still follows the scroll @mobile", async ({
    page,
  }) => {
    // Reading `scrollY` forces a layout of the whole page: done while React hydrates, it lands in
    // the middle of that work. The hero's parallax and the back-to-top button take their first
    // look inside an animation frame, where the browser lays out the page anyway.
    await page.addInitScript(() => {
      const w = window as unknown as { scrollReadsOutsideFrames: number };
      w.scrollReadsOutsideFrames = 0;
      let inFrame = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        raf((time) => {
          inFrame++;
          try {
            callback(time);
          } finally {
            inFrame--;
          }
        });
      for (const name of ["scrollY", "pageYOffset"] as const) {
        const own = Object.getOwnPropertyDescriptor(window, name);
        if (!own?.get) continue;
        const get = own.get;
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            if (!inFrame) w.scrollReadsOutsideFrames++;
            return get.call(window);
          },
        });
      }
    });
    await page.goto("/");
    await expect(page.getByRole("form", { name: "Search hotels" })).toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("form", { name: "Track your bookings" })).toHaveAttribute("data-ready", "true");
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { scrollReadsOutsideFrames: number }).scrollReadsOutsideFrames),
    ).toBe(0);
    // The button still appears once the page is scrolled past 400 px, and takes the visitor back up.
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a listing's first row of photos loads at once, the rest lazily", async ({ request }) => {
    for (const path of ["/hotels", "/guest-houses"]) {
      const html = await (await request.get(path)).text();
      const photos = [...html.matchAll(/<img[^>]*class="card-photo"[^>]*>/g)].map((m) => m[0]);
      expect(photos.length, path).toBeGreaterThan(3);
      photos.forEach((img, i) =>
        expect(img, `${path} photo ${i + 1}`).toContain(i < 3 ? 'loading="eager"' : 'loading="lazy"'),
      );
    }
  });

  test("every picture offers at most the widths its original has (1920 px at most), in a handful of candidates", async ({
    request,
  }) => {
    for (const path of ["/", "/hotels/1"]) {
      const html = await (await request.get(path)).text();
      const sets = [...html.matchAll(/srcSet="([^"]+)"/gi)].map((m) => m[1] ?? "");
      expect(sets.length, path).toBeGreaterThan(3);
      for (const set of sets) {
        const widths = [...set.matchAll(/ (\d+)w(?:,|$)/g)].map((m) => Number(m[1]));
        expect(widths.length, set).toBeGreaterThan(0);
        expect(Math.max(...widths), set).toBeLessThanOrEqual(1920);
        expect(widths.length, set).toBeLessThanOrEqual(8);
      }
    }
  });
});

test.describe("hydration stays in short slices (issue 19: total blocking time)", () => {
  // The signed-in state arrives (GET /api/auth/me) while React is still hydrating the page; the
  // "Create Account" link inside the page reads it. Applied as an urgent update, it made React
  // hydrate all that was left in one synchronous task (150–270 ms on a 4× slower CPU); as a
  // transition, hydration goes on in React's ~5 ms slices. Long scheduler tasks are read from the
  // browser's long-animation-frame entries; the best of three loads is kept, so a noisy machine
  // does not fail it.
  // The test opens its own phone-sized context: run on the phone project alone (on the desktop one
  // it was the same run again).
  for (const signedIn of [false, true]) {
    test(`no React task blocks for long while the home page hydrates (${signedIn ? "a saved session" : "signed out"}) @mobile-only`, async ({
      browser,
    }) => {
      const longest: number[] = [];
      for (let run = 0; run < 3 && !longest.some((ms) => ms < 100); run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 839 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        if (signedIn) {
          await page.addInitScript(
            ({ tokenKey, userKey, marker }) => {
              localStorage.setItem(tokenKey, marker);
              localStorage.setItem(
                userKey,
                JSON.stringify({ id: "1", email: "saved@example.com", name: "Saved Guest", role: "customer" }),
              );
            },
            { tokenKey: AUTH_TOKEN_KEY, userKey: AUTH_USER_KEY, marker: COOKIE_SESSION_MARKER },
          );
        }
        await page.addInitScript(() => {
          const w = window as unknown as { schedulerTasks: number[] };
          w.schedulerTasks = [];
          new PerformanceObserver((list) => {
            for (const frame of list.getEntries() as unknown as { scripts: { invoker: string; duration: number }[] }[])
              for (const script of frame.scripts)
                if (script.invoker.startsWith("MessagePort")) w.schedulerTasks.push(script.duration);
          }).observe({ type: "long-animation-frame", buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto("/");
        await expect(page.getByRole("form", { name: "Search hotels" })).toHaveAttribute("data-ready", "true");
        await page.waitForTimeout(1500);
        longest.push(
          Math.max(
            0,
            ...(await page.evaluate(() => (window as unknown as { schedulerTasks: number[] }).schedulerTasks)),
          ),
        );
        await context.close();
      }
      expect(Math.min(...longest), `longest scheduler task per load (ms): ${longest.join(", ")}`).toBeLessThan(100);
    });
  }
});

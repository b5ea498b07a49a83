import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * Whether React has taken over the document: the production server adds a page's scripts only
 * once its hero is on screen (scripts/paint-first.mjs), so a document's `load` event can come
 * before its scripts run. From the moment the root exists React handles (or replays) events, so a
 * test that clicks a button right after loading a page waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.contentType !== "text/html" || Object.keys(document).some((k) => k.startsWith("__reactContainer")), undefined, {
      timeout: 15_000,
    })
    .catch(() => {
      // A page that never hydrates (a server error, a download) fails the test's own checks.
    });
}

/** Makes a page's full loads (goto, reload, back, forward, waitForURL) wait for hydration too. */
export function hydrating(page: Page): Page {
  const after =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await fn(...args);
      await waitForHydration(page);
      return result;
    };
  page.goto = after(page.goto.bind(page)) as (url: string, options?: Parameters<Page["goto"]>[1]) => Promise<Response | null>;
  page.reload = after(page.reload.bind(page));
  page.goBack = after(page.goBack.bind(page));
  page.goForward = after(page.goForward.bind(page));
  page.waitForURL = after(page.waitForURL.bind(page));
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(hydrating(page));
  },
});

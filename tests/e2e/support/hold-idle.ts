import type { Page } from "@playwright/test";

/**
 * Holds back the page's idle callbacks (`requestIdleCallback`) until the returned `release()`, so
 * what a page does before it is idle can be seen whatever the machine's speed; without a release
 * the page is never idle, as on a phone that stays busy.
 */
export async function holdIdleCallbacks(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { heldIdle: IdleRequestCallback[]; releaseIdle: () => void };
    const original = window.requestIdleCallback.bind(window);
    w.heldIdle = [];
    window.requestIdleCallback = (callback) => w.heldIdle.push(callback);
    w.releaseIdle = () => {
      window.requestIdleCallback = original;
      for (const callback of w.heldIdle.splice(0)) original(callback);
    };
  });
  return () => page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
}

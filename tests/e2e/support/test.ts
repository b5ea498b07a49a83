import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * Whether React has taken over the whole document. React's root existing is not enough: a part of
 * the page whose client component's chunk is still loading stays dehydrated, and React 19 drops
 * (does not replay) a click on it (CI lost one on /help's accordion 100 ms after the root
 * appeared). So this waits until every control on the page — links, buttons, fields, anything
 * focusable — is React's (has its fiber), i.e. hydration is done, so the specs test the controls'
 * behaviour rather than the race. What a visitor's click before hydration does is tested on its
 * own in early-input.spec.ts. Capped: a page that never hydrates fails the test's own checks instead.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        if (document.contentType !== "text/html") return true;
        const isReacts = (node: object, prefix: string) => Object.keys(node).some((k) => k.startsWith(prefix));
        if (!isReacts(document, "__reactContainer")) return false;
        const controls = document.body.querySelectorAll(
          "a[href], button, input, select, textarea, summary, [role], [tabindex]",
        );
        for (const control of controls) if (!isReacts(control, "__reactFiber")) return false;
        return true;
      },
      undefined,
      { timeout: 15_000 },
    )
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
  page.goto = after(page.goto.bind(page)) as (
    url: string,
    options?: Parameters<Page["goto"]>[1],
  ) => Promise<Response | null>;
  page.reload = after(page.reload.bind(page));
  page.goBack = after(page.goBack.bind(page));
  page.goForward = after(page.goForward.bind(page));
  page.waitForURL = after(page.waitForURL.bind(page));
  return page;
}

/**
 * Label and test-id queries see only what is shown: Cache Components keeps pages visited before
 * mounted but hidden (React's Activity, `display: none`; up to 3 routes, docs: "Preserving UI
 * state"), and their fields (another page's "Check-in", the newsletter's "Email") and cards (the
 * listing's previous search, sort or page, each its own route now: lib/catalogue/listing-rewrites.mjs)
 * would otherwise match too. Role queries already skip hidden elements.
 */
export function visibleLabels(page: Page): Page {
  const getByLabel = page.getByLabel.bind(page);
  page.getByLabel = ((text: Parameters<Page["getByLabel"]>[0], options?: Parameters<Page["getByLabel"]>[1]) =>
    getByLabel(text, options).filter({ visible: true })) as Page["getByLabel"];
  const getByTestId = page.getByTestId.bind(page);
  page.getByTestId = ((testId: Parameters<Page["getByTestId"]>[0]) =>
    getByTestId(testId).filter({ visible: true })) as Page["getByTestId"];
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(visibleLabels(hydrating(page)));
  },
});

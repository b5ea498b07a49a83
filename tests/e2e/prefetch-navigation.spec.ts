import { expect, test, type Page } from "./support/test";

/**
 * Links prefetch on intent (components/ui/link.tsx): a pointer passing over one card starts the
 * prefetch of that card's page. A click on another card of the same route must still show the
 * page that was clicked — not the one prefetched (CI caught Next 16.4.5 re-using the hovered
 * hotel's segments for the clicked one: URL /hotels/1, page of hotel 3).
 */
const cardLinks = (page: Page, testId: string) =>
  page.getByTestId(testId).getByRole("heading", { level: 3 }).getByRole("link");

const prefetched = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname === path && r.request().headers()["next-router-prefetch"] === "1" && r.ok(),
  );

for (const settled of [true, false])
  for (const { listing, testId, detail } of [
    { listing: "/hotels", testId: "hotel-card", detail: "/hotels/" },
    { listing: "/guest-houses", testId: "guest-house-card", detail: "/guest-house/" },
  ]) {
    test(`${listing}: hovering one card, then clicking another, opens the clicked one (${settled ? "after" : "during"} the hover's prefetch)`, async ({
      page,
    }) => {
      // Arrive the way visitors do: the home page's document, then a client-side navigation.
      await page.goto("/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: listing === "/hotels" ? "Hotels" : "Guest Houses" })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === listing);
      const links = cardLinks(page, testId);
      await expect(links.nth(2)).toBeVisible();

      const hovered = links.nth(2);
      const hoveredPath = new URL((await hovered.getAttribute("href"))!, "http://x").pathname;
      const prefetch = prefetched(page, hoveredPath);
      await hovered.hover();
      if (settled) await prefetch;

      const clicked = links.nth(0);
      const name = (await clicked.textContent())!.trim();
      const clickedPath = new URL((await clicked.getAttribute("href"))!, "http://x").pathname;
      expect(clickedPath).not.toBe(hoveredPath);
      expect(clickedPath.startsWith(detail)).toBe(true);
      await clicked.click();

      await expect(page).toHaveURL((url) => url.pathname === clickedPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(name);

      // And back to the hovered one: its own page, not the first's.
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === listing);
      const hoveredName = (await cardLinks(page, testId).nth(2).textContent())!.trim();
      await cardLinks(page, testId).nth(2).click();
      await expect(page).toHaveURL((url) => url.pathname === hoveredPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hoveredName);
    });
  }

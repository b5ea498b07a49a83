import { expect, test } from "@playwright/test";

/**
 * Without JavaScript every public page shows its content, never its loading skeletons for good
 * (components/catalogue/no-script-stream.tsx in the root layout): a page that streams behind its
 * loading.tsx sends its content in a hidden block that only a script would move into place.
 */
test.describe("public pages without JavaScript", () => {
  test("listing and detail pages show their content, not their loading state @mobile", async ({
    browser,
    baseURL,
    request,
  }) => {
    const hotels = (await (await request.get("/api/hotels?limit=1")).json()) as { id: number; name: string }[];
    const houses = (await (await request.get("/api/local-tourism?limit=1")).json()) as { id: number; title: string }[];
    const offers = (await (await request.get("/api/promotions?current=true&limit=1")).json()) as { title: string }[];
    const destinations = (await (await request.get("/api/destinations?limit=1")).json()) as {
      id: number;
      name: string;
    }[];
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const cases = [
      { path: "/hotels", shows: page.getByTestId("hotel-card").first() },
      { path: "/guest-houses", shows: page.getByTestId("guest-house-card").first() },
      { path: "/offers", shows: page.getByText(offers[0]!.title).first() },
      { path: `/hotels/${hotels[0]!.id}`, shows: page.getByRole("tab", { name: "Amenities" }) },
      { path: `/guest-house/${houses[0]!.id}`, shows: page.getByRole("tab", { name: "Rooms & Meals" }) },
      {
        path: `/destinations/${destinations[0]!.id}`,
        shows: page.getByRole("heading", { level: 1, name: destinations[0]!.name }),
      },
    ];
    for (const { path, shows } of cases) {
      await page.goto(path);
      await expect(shows, path).toBeVisible();
      // No loading state in sight: the spec's 'Loading … details...' texts and skeleton lists.
      await expect(page.getByText(/^Loading .*(details\.\.\.|…)$/).filter({ visible: true }), path).toHaveCount(0);
      await expect(page.locator("[data-stream-fallback]").filter({ visible: true }), path).toHaveCount(0);
    }

    // A detail page served from the cache reads its calendar's nights with a script; without one, a
    // link opens the same page rendered per request, the nights in it.
    for (const path of [`/hotels/${hotels[0]!.id}`, `/guest-house/${houses[0]!.id}`]) {
      await page.goto(path);
      const calendar = page.getByTestId("availability-calendar");
      await expect(calendar, path).toHaveAttribute("data-status", "pending");
      await calendar.getByRole("link", { name: "Show which nights are free" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?guests=2$`));
      await expect(calendar, path).toHaveAttribute("data-status", "ready");
      await expect(calendar.locator("[data-sold-out]").first(), path).toBeVisible();
    }
    await context.close();
  });
});

import { expect, test, type APIRequestContext, type Page } from "./support/test";

// The admin tables at scale (issue 19): the dashboard's tabs and /settings' room types show one
// page, searched on the server; the tab, the search text and the page live in the address, so an
// address round-trips, the back button returns, and it all works from the keyboard.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const prefix = `E2E Paging ${stamp}`;
const created: number[] = [];
let authorization = "";

async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
  authorization = `Bearer ${((await res.json()) as { token: string }).token}`;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("hotels-table").locator("tbody tr");

async function createHotels(request: APIRequestContext, count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await request.post("/api/hotels", {
      headers: { authorization },
      data: {
        name: `${prefix} ${String(i).padStart(2, "0")}`,
        location: "Paging Atoll, Maldives",
        image: "/images/hotels/andaman-longtail-kamala-1.webp",
        price: 100 + i,
        rating: 4.2,
        reviews: 3,
        description: "A hotel for the paging test.",
        locationDescription: "Somewhere in the paging atoll.",
        amenities: ["Free WiFi"],
        roomTypes: [],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { id: number }).id);
  }
}

test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const id of created) await api.delete(`/api/hotels/${id}?force=true`, { headers: { authorization } });
  await api.dispose();
});

test("search and page the hotels tab from the keyboard; the address round-trips and the back button returns", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await createHotels(request, 25);

  await page.goto("/dashboard?tab=hotels");
  await expect(page.getByRole("tab", { name: "Hotels", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(rows(page)).toHaveCount(20);

  // Keyboard: type in the search box and press Enter.
  const search = page.getByRole("searchbox", { name: "Search hotels, destinations, promotions and guest houses" });
  await search.focus();
  await page.keyboard.type(prefix.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`/dashboard\\?tab=hotels&q=${encodeURIComponent(prefix.toLowerCase()).replace(/%20/g, "(\\+|%20)")}$`),
  );
  const pager = page.getByRole("navigation", { name: "Hotels pages" });
  await expect(pager).toContainText("25 hotels · Page 1 of 2");
  await expect(rows(page)).toHaveCount(20);
  // Newest first.
  await expect(rows(page).first()).toContainText(`${prefix} 25`);

  // Next page with the keyboard: focus the link, press Enter.
  await pager.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2$/);
  await expect(pager).toContainText("25 hotels · Page 2 of 2");
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).last()).toContainText(`${prefix} 01`);
  const page2 = page.url();

  // Back: page 1 of the same search.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(pager).toContainText("Page 1 of 2");
  await expect(rows(page)).toHaveCount(20);
  await expect(search).toHaveValue(prefix.toLowerCase());

  // The address alone gives the same page (shareable).
  await page.goto(page2);
  await expect(page.getByRole("tab", { name: "Hotels", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveValue(prefix.toLowerCase());
  await expect(rows(page)).toHaveCount(5);

  // Tabs from the keyboard: → moves to Destinations, the search text stays, the page starts again.
  await page.getByRole("tab", { name: "Hotels", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/dashboard\?tab=destinations&q=/);
  await expect(page.getByTestId("destinations-table")).toContainText("No destinations found");
  await page.goBack();
  await expect(page).toHaveURL(/tab=hotels.*page=2$/);
  await expect(rows(page)).toHaveCount(5);
});

test("an edit through the dialog shows on the same searched page at once", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/dashboard?tab=hotels&q=${encodeURIComponent(prefix)}&page=2`);
  const name = `${prefix} 03`;
  await rows(page)
    .filter({ hasText: name })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Hotel name", { exact: true })).toHaveValue(name);
  await dialog.getByLabel("Hotel name", { exact: true }).fill(`${name} Renamed`);
  await dialog.getByRole("button", { name: "Update Hotel" }).click();
  await expect(toast(page, "Hotel updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/page=2$/);
  await expect(rows(page).filter({ hasText: `${name} Renamed` })).toHaveCount(1);
  await expect(rows(page)).toHaveCount(5);
});

test("bad addresses are clamped: a negative page and a 10 000-character search answer a page", async ({ page }) => {
  await signInAsAdmin(page);
  const res = await page.goto(`/dashboard?tab=hotels&page=-1&q=${"x".repeat(10_000)}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId("hotels-table")).toContainText("No hotels found");
  await expect(
    page.getByRole("searchbox", { name: "Search hotels, destinations, promotions and guest houses" }),
  ).toHaveValue("x".repeat(100));
  const deep = await page.goto(`/dashboard?tab=hotels&q=${encodeURIComponent(prefix)}&page=999999`);
  expect(deep?.status()).toBe(200);
  await expect(page.getByRole("navigation", { name: "Hotels pages" })).toContainText("Page 2 of 2");
  const settings = await page.goto(`/settings?tab=room-types&page=abc&q=${"%".repeat(5_000)}`);
  expect(settings?.status()).toBe(200);
  await expect(page.getByText("No room types match")).toBeVisible();
});

test("/settings: create a room type picking the hotel with the keyboard, then find it by search", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Add Room Type" }).click();
  const dialog = page.getByRole("dialog");
  const roomName = `E2E Keyboard Suite ${stamp}`;

  const box = dialog.getByRole("combobox", { name: "Hotel", exact: true });
  await box.focus();
  await page.keyboard.type(`${prefix} 1`.toUpperCase());
  const list = page.getByRole("listbox", { name: "Hotels" });
  // Only names holding the text, in name order: 10 … 19 (bounded: at most 20).
  await expect(list.getByRole("option")).toHaveCount(10);
  await expect(list.getByRole("option").first()).toHaveText(`${prefix} 10`);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /-2$/);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(`${prefix} 11`);
  // Escape closes an open list without closing the dialog.
  await box.press("ArrowDown");
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue(`${prefix} 11`);

  await dialog.getByLabel("Room type name", { exact: true }).fill(roomName);
  await dialog.getByLabel("Base price", { exact: true }).fill("210");
  await dialog.getByLabel("Room type name", { exact: true }).press("Enter");
  await expect(toast(page, "Room type created successfully")).toBeVisible();
  await expect(page.getByTestId("room-types-table").getByRole("row").filter({ hasText: roomName })).toContainText(
    `${prefix} 11`,
  );

  // Search the room types by the hotel's name: the address keeps the tab and the text.
  const search = page.getByRole("searchbox", { name: "Search room types by name or hotel" });
  await search.fill(`${prefix} 11`);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/settings\?tab=room-types&q=/);
  await expect(page.getByTestId("room-types-table").locator("tbody tr")).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Room Types" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("room-types-table").locator("tbody tr")).toHaveCount(1);
});

import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Renaming a guest house's room type in the admin dialog (issue 18, item 6): the form carries the
// room type's id, so the renamed room type keeps the rooms already booked — the old name is not
// bookable any more and the new one is full — and removing a room type that holds a future night
// is refused with the reason, the dialog staying open.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const title = `E2E Rename House ${stamp}`;
const checkInDate = ymdInDays(40);
const checkOutDate = ymdInDays(42);

async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

function book(request: APIRequestContext, tourismId: number, roomType: string, i: number) {
  return request.post("/api/local-tourism/bookings", {
    data: {
      tourismId,
      customerName: "Rename Guest",
      customerEmail: `rename.${stamp}.${i}@example.com`,
      customerPhone: "+960 777 5555",
      agreeToTerms: true,
      checkInDate,
      checkOutDate,
      guests: 2,
      roomType,
      mealPlan: "Room Only",
    },
  });
}

async function openEditDialog(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Guest Houses", exact: true }).click();
  await page
    .getByTestId("guest-houses-table")
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Edit Guest House" })).toBeVisible();
  await dialog.getByRole("tab", { name: "Rooms & Meals" }).click();
  return dialog;
}

test("rename a booked room type in the guest-house dialog: its rooms stay booked; removing it is refused", async ({
  page,
  request,
}) => {
  const headers = await signInAsAdmin(page);
  const created = await request.post("/api/local-tourism", {
    headers,
    data: {
      title,
      type: "guest_house",
      description: "Two garden rooms for the rename test.",
      location: "Maafushi, Kaafu Atoll",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      pricePerNight: 60,
      activities: "Snorkelling",
      facilities: "Free WiFi",
      mainImage: "/images/guest-houses/ari-sandbank-day-retreat-1.webp",
      roomTypes: [
        { name: "Garden Room", price: 0, units: 1 },
        { name: "Deluxe Room", price: 25, units: 1 },
      ],
      mealPlans: [{ name: "Room Only", price: 0 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const house = (await created.json()) as { id: number };
  expect((await book(request, house.id, "Garden Room", 1)).status()).toBe(201);

  // Rename Garden Room → Lagoon Room in the dialog.
  let dialog = await openEditDialog(page);
  const firstName = dialog.getByLabel("Room types (name, price, units) 1 name", { exact: true });
  await expect(firstName).toHaveValue("Garden Room");
  await firstName.fill("Lagoon Room");
  await dialog.getByRole("button", { name: "Update Guest House" }).click();
  await expect(toast(page, "Local tourism package updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The renamed room type is the same rooms: its one room is the one booked.
  const full = await book(request, house.id, "Lagoon Room", 2);
  expect(full.status()).toBe(409);
  expect(((await full.json()) as { error: string }).error).toBe("Those dates are no longer available");
  expect((await book(request, house.id, "Garden Room", 3)).status()).toBe(400);
  const availability = (await (
    await request.get(
      `/api/availability?kind=guest_house&propertyId=${house.id}&from=${checkInDate}&to=${checkOutDate}`,
    )
  ).json()) as {
    roomTypes: { name: string; freeForWholeStay: number }[];
  };
  expect(availability.roomTypes.map((r) => [r.name, r.freeForWholeStay])).toEqual([
    ["Lagoon Room", 0],
    ["Deluxe Room", 1],
  ]);

  // Removing the booked room type: refused with the reason, and the dialog stays open.
  dialog = await openEditDialog(page);
  await dialog.getByRole("button", { name: "Remove room types (name, price, units) 1", exact: true }).click();
  await dialog.getByRole("button", { name: "Update Guest House" }).click();
  await expect(
    toast(page, `The room type "Lagoon Room" cannot be removed: 1 booking holds its rooms from ${checkInDate}.`),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  const after = (await (await request.get(`/api/local-tourism/${house.id}`)).json()) as {
    roomTypes: { name: string }[];
  };
  expect(after.roomTypes.map((r) => r.name)).toEqual(["Lagoon Room", "Deluxe Room"]);
});

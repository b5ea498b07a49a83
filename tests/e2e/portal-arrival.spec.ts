import { expect, test, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 35 item 7: the Customer Portal opens on any arrival at /?login=true or /?signup=true
// (a client-side navigation too), and the wizard's 'Log in' keeps what the guest entered.
// Also: signing out on a signed-in page (/account) goes home instead of 'Access Denied'.

const portal = (page: Page) => page.getByRole("dialog", { name: "Customer Portal" });
const CUSTOMER = { email: "customer@example.com", password: "customer12345" };

test("/offers 'Join for free' (a client-side navigation to /?signup=true) opens the portal on Sign Up", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/offers");
  await page.getByRole("link", { name: "Join for free" }).click();
  await expect(portal(page)).toBeVisible();
  await expect(portal(page).getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  // The address is cleaned: a reload does not open it again.
  await expect(page).toHaveURL((url) => url.pathname === "/" && !url.searchParams.has("signup"));
  await page.keyboard.press("Escape");
  await expect(portal(page)).toBeHidden();

  // A full load of /?login=true opens it on Sign In, as before.
  await page.goto("/?login=true");
  await expect(portal(page)).toBeVisible();
  await expect(portal(page).getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("the wizard's 'Log in' opens the sign-in dialog in place; after signing in the guest is still on the wizard with what they entered", async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; name: string }[];
  const checkIn = ymdInDays(70);
  const checkOut = ymdInDays(73);
  await page.goto(`/book?hotelId=${hotels[0]!.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=1`);
  await expect(page.getByRole("heading", { name: "Step 1: Personal Details" })).toBeVisible();
  await page.getByRole("textbox", { name: "Full name" }).fill("Typed Before Login");
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 4242");

  await page.getByRole("link", { name: "Log in" }).click();
  await expect(portal(page)).toBeVisible();
  await expect(portal(page).getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/book\?/);
  await portal(page).getByLabel("Email").fill(CUSTOMER.email);
  await portal(page).getByLabel("Password").fill(CUSTOMER.password);
  await portal(page).getByRole("button", { name: "Sign In" }).click();
  await expect(portal(page)).toBeHidden();

  // Still the wizard, signed in: the account's name and e-mail, the phone typed, the search's stay.
  await expect(page).toHaveURL(/\/book\?/);
  await expect(page.getByText("Booking as Chris Customer")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue("+960 777 4242");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
  await expect(page.getByLabel("Check-in")).toHaveAttribute("data-value", checkIn);
  await expect(page.getByLabel("Check-out")).toHaveAttribute("data-value", checkOut);
  await expect(page.getByLabel("Adults")).toHaveValue("2");
  await expect(page.getByLabel("Children")).toHaveValue("1");
});

test("signing out on /account goes home, not to 'Access Denied'", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Password & Sessions" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
});

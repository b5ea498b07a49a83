import { expect, test, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";
import { SESSION_MAX_AGE_SECONDS, lifetimeInDays } from "../../lib/auth/lifetimes";
import { SESSION_HINT_COOKIE } from "../../lib/auth/stored-session";

// Issue 35: the saved copy of the session (local storage auth_token / auth_user) and the cookie.
// A corrupt or wrong-shape copy removes both entries and signs this browser out (only this one).

const header = (page: Page) => page.getByRole("banner");
const CUSTOMER = { email: "customer@example.com", password: "customer12345" };

test("a corrupt saved user removes both entries, logs one warning and signs this browser out, not the account's other sessions", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Another browser of the same account, signed in on its own.
  const other = await playwright.request.newContext({ baseURL });
  expect((await other.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);

  for (const corrupt of ["{not json", JSON.stringify({ id: "u1", name: "No Role", email: "x@example.com" })]) {
    expect((await page.request.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);
    await page.goto("/about");
    await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeVisible();
    await page.evaluate((value) => localStorage.setItem("auth_user", value), corrupt);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" && m.text().includes("Corrupt saved session")) warnings.push(m.text());
    });
    const signedOut = page.waitForResponse(
      (r) => r.url().includes("/api/auth/logout?scope=device") && r.status() === 200,
    );
    await page.reload();
    await signedOut;
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")]))
      .toEqual([null, null]);
    expect(warnings).toHaveLength(1);
    page.removeAllListeners("console");

    // Signed out for real: the cookie is gone, a reload stays signed out.
    expect(((await (await page.request.get("/api/auth/me")).json()) as { user: unknown }).user).toBeNull();
    await page.reload();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  }

  // The other browser is still signed in.
  expect(((await (await other.get("/api/auth/me")).json()) as { user: { email: string } | null }).user?.email).toBe(
    CUSTOMER.email,
  );
  await other.dispose();
});

test("the wizard's 'Log in' followed as a link (/?login=true&returnTo=…) opens the portal; signing in returns to the wizard with its dates and guests", async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  const hotelId = hotels[0]!.id;
  const checkIn = ymdInDays(80);
  const checkOut = ymdInDays(83);
  await page.goto(`/book?hotelId=${hotelId}&checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1`);
  await expect(page.getByRole("heading", { name: "Step 1: Personal Details" })).toBeVisible();
  const logIn = page.getByRole("link", { name: "Log in" });
  const href = await logIn.getAttribute("href");
  const address = new URL(href!, "http://x");
  expect(address.pathname).toBe("/");
  expect(address.searchParams.get("login")).toBe("true");
  const back = new URL(address.searchParams.get("returnTo")!, "http://x");
  expect(back.pathname).toBe("/book");
  expect(Object.fromEntries(back.searchParams)).toMatchObject({
    hotelId: String(hotelId),
    checkIn,
    checkOut,
    adults: "3",
    children: "1",
  });

  // Followed as a link (a new tab, or before the page's script ran): the portal opens on the home page.
  await page.goto(href!);
  const portal = page.getByRole("dialog", { name: "Customer Portal" });
  await expect(portal).toBeVisible();
  await expect(portal.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/" && !url.searchParams.has("login") && !url.searchParams.has("returnTo"),
  );
  await portal.getByLabel("Email").fill(CUSTOMER.email);
  await portal.getByLabel("Password").fill(CUSTOMER.password);
  await portal.getByRole("button", { name: "Sign In" }).click();
  await expect(portal).toBeHidden();

  // Back in the wizard, signed in, with the stay and the party; ?login=true is not put back.
  await expect(page).toHaveURL(
    (url) => url.pathname === "/book" && url.searchParams.get("checkIn") === checkIn && !url.searchParams.has("login"),
  );
  await expect(page.getByText("Booking as Chris Customer")).toBeVisible();
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 4343");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
  await expect(page.getByLabel("Check-in")).toHaveAttribute("data-value", checkIn);
  await expect(page.getByLabel("Check-out")).toHaveAttribute("data-value", checkOut);
  await expect(page.getByLabel("Adults")).toHaveValue("3");
  await expect(page.getByLabel("Children")).toHaveValue("1");
});

test("an unsafe returnTo is ignored: signing in stays on the home page", async ({ page }) => {
  await page.goto(`/?login=true&returnTo=${encodeURIComponent("//evil.example/book")}`);
  const portal = page.getByRole("dialog", { name: "Customer Portal" });
  await expect(portal).toBeVisible();
  await portal.getByLabel("Email").fill(CUSTOMER.email);
  await portal.getByLabel("Password").fill(CUSTOMER.password);
  await portal.getByRole("button", { name: "Sign In" }).click();
  await expect(portal).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Open user menu" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.origin.includes("localhost") || url.origin.includes("127.0.0.1"));
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
});

test("/account states how long a sign-in lasts, from the session cookie's lifetime", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);
  await page.goto("/account");
  await expect(
    page.getByText(`Sign-ins last ${lifetimeInDays(SESSION_MAX_AGE_SECONDS)} at most; after that, sign in again.`),
  ).toBeVisible();
});

test("signing out on /my-dashboard goes home, not to 'Access Denied'", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);
  await page.goto("/my-dashboard");
  await header(page).getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
});

test("a visitor who is not signed in costs no session request; signed in, each page asks once; signed out, none again", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/auth/me") asked.push(new URL(page.url()).pathname);
  });
  const signInLink = header(page).getByRole("link", { name: "Sign In", exact: true });
  for (const path of ["/", "/hotels", "/about"]) {
    await page.goto(path);
    await expect(signInLink).toBeVisible();
  }
  expect(asked).toEqual([]);

  expect((await page.request.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);
  // The hint scripts may read, beside the HTTP-only session cookie (lib/server/http/session-cookie.ts).
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toMatchObject({ value: "1", httpOnly: false });
  await page.goto("/about");
  await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeVisible();
  expect(asked).toEqual(["/about"]);

  await header(page).getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(signInLink).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === SESSION_HINT_COOKIE)).toBe(false);
  const before = asked.length;
  await page.goto("/hotels");
  await expect(signInLink).toBeVisible();
  expect(asked.length).toBe(before);
});

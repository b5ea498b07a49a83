import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

const header = (page: Page) => page.getByRole("banner");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Customer Portal" });

async function openPortal(page: Page, button: "Sign In" | "Sign Up") {
  await page.goto("/about");
  await header(page).getByRole("link", { name: button, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe("accounts", () => {
  test("sign up → prefilled sign in → user menu → reload keeps it → sign out", async ({ page }) => {
    const email = `new.customer.${Date.now()}@example.com`;
    await openPortal(page, "Sign Up");
    const portal = dialog(page);
    await expect(portal.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await portal.getByLabel("Full name").fill("Hawwa New");
    await portal.getByLabel("Email").fill(email);
    await portal.getByLabel("Password", { exact: true }).fill("secret123");
    await portal.getByLabel("Confirm password").fill("secret124");
    await portal.getByRole("button", { name: "Create Account" }).click();
    await expect(portal.getByText("Passwords don't match")).toBeVisible();
    await portal.getByLabel("Confirm password").fill("secret123");
    await portal.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();

    await expect(portal.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(portal.getByLabel("Email")).toHaveValue(email);
    await portal.getByLabel("Password").fill("secret123");
    await portal.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(portal).toBeHidden();

    const menuButton = header(page).getByRole("button", { name: "Open user menu" });
    await expect(menuButton).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1]!)).toMatchObject({ email, name: "Hawwa New", role: "customer" });

    await page.reload();
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Hawwa New");
    await expect(menu).toContainText("Customer");
    await expect(menu.getByRole("menuitem", { name: "My Dashboard" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My Bookings" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")])).toEqual([null, null]);
    expect(((await (await page.request.get("/api/auth/me")).json()) as { user: unknown }).user).toBeNull();
  });

  test("a wrong password says 'Login failed'; empty fields show the spec's messages", async ({ page }) => {
    await openPortal(page, "Sign In");
    const portal = dialog(page);
    await portal.getByRole("button", { name: "Sign In" }).click();
    await expect(portal.getByText("Please enter a valid email address")).toBeVisible();
    await expect(portal.getByText("Password must be at least 6 characters")).toBeVisible();
    await portal.getByLabel("Email").fill("customer@example.com");
    await portal.getByLabel("Password").fill("not-the-password");
    await portal.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Please check your email and password.")).toBeVisible();
    await expect(portal).toBeVisible();
  });

  test("an administrator sees the Dashboard and Bookings links and reaches /dashboard", async ({ page }) => {
    await openPortal(page, "Sign In");
    await dialog(page).getByLabel("Email").fill("admin@example.com");
    await dialog(page).getByLabel("Password").fill("admin12345");
    await dialog(page).getByRole("button", { name: "Sign In" }).click();
    await expect(header(page).getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Bookings", exact: true })).toBeVisible();
    await header(page).getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await header(page).getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByRole("menu")).toContainText("Administrator");
    await expect(page.getByRole("menuitem", { name: "My Dashboard" })).toHaveCount(0);
  });

  test("/?login=true opens the portal on Sign In and cleans the address; axe finds nothing serious", async ({ page }) => {
    await page.goto("/?login=true");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/?signup=true");
    await expect(dialog(page).getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  });

  test("the Track tab finds a guest's bookings and lands on /track-bookings", async ({ page }) => {
    await page.goto("/?track=true");
    const portal = dialog(page);
    await expect(portal.getByRole("tab", { name: "Track Booking" })).toHaveAttribute("aria-selected", "true");
    await portal.getByLabel("Email").fill("nope");
    await portal.getByRole("button", { name: "Track Bookings" }).click();
    await expect(portal.getByText("Please enter a valid email address")).toBeVisible();
    await portal.getByLabel("Email").fill("Sofia.Rossi@Example.com");
    await portal.getByRole("button", { name: "Track Bookings" }).click();
    await expect(page).toHaveURL(/\/track-bookings$/);
    const stored = await page.evaluate(() => [sessionStorage.getItem("guestEmail"), sessionStorage.getItem("guestBookings")]);
    expect(stored[0]?.toLowerCase()).toBe("sofia.rossi@example.com");
    expect(JSON.parse(stored[1]!).length).toBeGreaterThan(0);
    await expect(page.getByTestId("booking-list").getByTestId("booking-summary").first()).toBeVisible();
  });

  test("a corrupt saved user is cleared", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      localStorage.setItem("auth_token", "x");
      localStorage.setItem("auth_user", "{not json");
    });
    await page.reload();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")])).toEqual([null, null]);
  });

  test("on a phone the menu's Sign In opens the portal @mobile-only", async ({ page }) => {
    await page.goto("/about");
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await header(page).getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });
});

import { expect, test, type Page } from "./support/test";
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
    expect(await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")])).toEqual([
      null,
      null,
    ]);
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

  test("an admin reaches every admin screen from the user menu and the dashboard's quick actions", async ({ page }) => {
    expect(
      (
        await page.request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } })
      ).status(),
    ).toBe(200);
    await page.goto("/about");
    await header(page).getByRole("button", { name: "Open user menu" }).click();
    const menu = page.getByRole("menu");
    for (const name of ["Dashboard", "Bookings", "Booking management", "Settings"])
      await expect(menu.getByRole("menuitem", { name, exact: true })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await header(page).getByRole("button", { name: "Open user menu" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Booking management", exact: true }).click();
    await expect(page).toHaveURL(/\/bookings-old$/);

    await page.goto("/dashboard");
    const quick = page.getByRole("region", { name: "Quick actions" });
    await quick.getByRole("link", { name: "Booking management" }).click();
    await expect(page).toHaveURL(/\/bookings-old$/);
    await page.goto("/dashboard");
    await page.getByRole("region", { name: "Quick actions" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("on a phone, the menu panel lists the admin screens too @mobile-only", async ({ page }) => {
    expect(
      (
        await page.request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } })
      ).status(),
    ).toBe(200);
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "Booking management", exact: true })).toBeVisible();
    await panel.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("/?login=true opens the portal on Sign In and cleans the address; axe finds nothing serious", async ({
    page,
  }) => {
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
    const stored = await page.evaluate(() => [
      sessionStorage.getItem("guestEmail"),
      sessionStorage.getItem("guestBookings"),
    ]);
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
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")]))
      .toEqual([null, null]);
  });

  test("on a phone the menu's buttons open the portal on their tab, with 44 px targets; signed in, the menu shows the account @mobile-only", async ({
    page,
  }) => {
    await page.goto("/about");
    const menuButton = header(page).getByRole("button", { name: "Open menu" });
    for (const [button, tab] of [
      ["Sign Up", "Sign Up"],
      ["Track Booking", "Track Booking"],
      ["Sign In", "Sign In"],
    ] as const) {
      await menuButton.click();
      await header(page).getByRole("link", { name: button, exact: true }).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      if (button === "Sign In") break;
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      // The panel closed behind the dialog: focus comes back to its button, not to the page's top.
      await expect(menuButton).toBeFocused();
    }

    const portal = dialog(page);
    // Sizes are read once the dialog's opening zoom has finished (a box mid-animation is scaled).
    await portal.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    for (const target of [
      portal.getByRole("tab", { name: "Sign In" }),
      portal.getByLabel("Email"),
      portal.getByRole("button", { name: "Sign In" }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await portal.getByLabel("Email").fill("customer@example.com");
    await portal.getByLabel("Password").fill("customer12345");
    await portal.getByRole("button", { name: "Sign In" }).click();
    await expect(portal).toBeHidden();

    await menuButton.click();
    const panel = header(page).locator("[id^=mobile-menu]");
    await expect(panel.getByText("Chris Customer", { exact: true })).toBeVisible();
    await expect(panel.getByText("Customer", { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/my-dashboard");
    await expect(panel.getByRole("link", { name: "My Bookings" })).toHaveAttribute("href", "/track-bookings");
    await expect(panel.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await panel.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await menuButton.click();
    await expect(panel.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });
});

// Replies the e2e database cannot produce on demand (failures, a slow server) are mocked.
test.describe("portal: failures and feedback", () => {
  const LOOKUP = /\/api\/bookings\/email\//;

  test("Track Booking: the e-mail is URL-encoded; none found, a failed reply, 429 and a network failure get their toasts", async ({
    page,
  }) => {
    const asked: string[] = [];
    let reply: "empty" | "500" | "429" | "abort" = "empty";
    await page.route(LOOKUP, (route) => {
      asked.push(route.request().url());
      if (reply === "abort") return route.abort("internetdisconnected");
      if (reply === "429")
        return route.fulfill({
          status: 429,
          headers: { "retry-after": "30" },
          contentType: "application/json",
          body: '{"error":"x","message":"x"}',
        });
      return route.fulfill({
        status: reply === "500" ? 500 : 200,
        contentType: "application/json",
        body: reply === "500" ? "{}" : "[]",
      });
    });
    await page.goto("/about?track=true");
    const portal = dialog(page);
    await expect(portal.getByRole("tab", { name: "Track Booking" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/about$/);
    const submit = portal.getByRole("button", { name: "Track Bookings" });

    await portal.getByLabel("Email").fill("a+b@example.com");
    await submit.click();
    await expect(page.getByText("No bookings found")).toBeVisible();
    await expect(page.getByText("We couldn't find any bookings for this email address.")).toBeVisible();
    expect(asked[0]).toContain("/api/bookings/email/a%2Bb%40example.com");

    reply = "500";
    await submit.click();
    await expect(page.getByText("Unable to retrieve bookings. Please try again.")).toBeVisible();
    reply = "429";
    await submit.click();
    await expect(page.getByText("Please wait 30 seconds and try again.", { exact: false })).toBeVisible();
    reply = "abort";
    await submit.click();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(portal).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => sessionStorage.getItem("guestBookings"))).toBeNull();
  });

  test("Sign In: disabled with a spinner while the request runs; a network failure says 'Error'", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.abort("internetdisconnected");
    });
    await openPortal(page, "Sign In");
    const portal = dialog(page);
    await portal.getByLabel("Email").fill("customer@example.com");
    await portal.getByLabel("Password").fill("customer12345");
    const submit = portal.getByRole("button", { name: "Sign In" });
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit.locator("svg.animate-spin")).toBeVisible();
    release();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(portal).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  });

  test("Sign Up: errors are tied to their fields; a taken e-mail says 'Signup failed' with the server's message", async ({
    page,
  }) => {
    await openPortal(page, "Sign Up");
    const portal = dialog(page);
    await portal.getByLabel("Full name").fill("A");
    await portal.getByLabel("Email").fill("customer@");
    await portal.getByLabel("Password", { exact: true }).fill("12345");
    await portal.getByRole("button", { name: "Create Account" }).click();
    await expect(portal.getByLabel("Full name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(portal.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(portal.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(portal.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "Password must be at least 6 characters",
    );

    await portal.getByLabel("Full name").fill("Chris Customer");
    await portal.getByLabel("Email").fill("Customer@Example.com");
    await portal.getByLabel("Password", { exact: true }).fill("customer12345");
    await portal.getByLabel("Confirm password").fill("customer12345");
    await portal.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Signup failed")).toBeVisible();
    await expect(page.getByText("An account with this email already exists.")).toBeVisible();
    await expect(portal.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  });

  test("focus returns to the header button on Escape, and to the user menu after signing in", async ({ page }) => {
    await openPortal(page, "Sign In");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeFocused();

    await header(page).getByRole("link", { name: "Sign In", exact: true }).click();
    const portal = dialog(page);
    await portal.getByLabel("Email").fill("customer@example.com");
    await portal.getByLabel("Password").fill("customer12345");
    await portal.getByLabel("Password").press("Enter");
    await expect(portal).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeFocused();
  });
});

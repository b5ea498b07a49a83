import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ymdFromToday } from "./support/dates";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS, lifetimeInDays } from "../../lib/auth/lifetimes";
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, SESSION_HINT_COOKIE } from "../../lib/auth/stored-session";
import { CONTENT_PAGES } from "./support/pages";

const FOOTER_PAGES = [
  "/careers",
  "/blog",
  "/press",
  "/gift-cards",
  "/help",
  "/cancellation",
  "/safety",
  "/privacy",
  "/terms",
  "/cookies",
];
const CONTENT_ROUTES = CONTENT_PAGES;

/**
 * Axe with the page scrolled back to the top: the shell's translucent sticky header, scrolled over a
 * dark section, is judged against what is under it (a header matter, reported to the integrator).
 */
async function axeFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expectNoSeriousA11yViolations(page);
}

async function withoutPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe("/offers", () => {
  test("shows only the promotions valid today, each linking to /book?promotionId @mobile", async ({
    page,
    request,
  }) => {
    const errors = await withoutPageErrors(page);
    const all: { id: number; validFrom: string; validUntil: string }[] = await (
      await request.get("/api/promotions")
    ).json();
    const today = ymdFromToday(0); // as the server decides promotion validity (UTC)
    const current = all.filter((p) => p.validFrom <= today && today <= p.validUntil);
    expect(current.length).toBeGreaterThan(0);

    await page.goto("/offers");
    await expect(page).toHaveTitle("Special Offers & Promotions · Lagoon Stays");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const grid = page.getByRole("region", { name: "Current Promotions" });
    const cards = grid.getByTestId("promotion-card");
    await expect(cards).toHaveCount(current.length);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(current.map((p) => `/book?promotionId=${p.id}`).sort());

    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/book\?promotionId=\d+$/);
    expect(errors).toEqual([]);
  });

  test("shows the summer discount and the loyalty program", async ({ page }) => {
    await page.goto("/offers");
    const summer = page.getByRole("region", { name: /save an extra 10%/ });
    await expect(summer).toContainText("SUMMER2025");
    await expect(summer).toContainText("Minimum 7 nights, June to August");
    await expect(summer).toContainText("Book before May 31, 2025");
    await expect(summer).toContainText("Stay completed by Aug 31, 2025");
    await expect(page.getByRole("heading", { name: "Our loyalty program" })).toBeVisible();
  });

  test("newsletter: an invalid address is explained under the field @mobile", async ({ page }) => {
    await page.goto("/offers");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    const email = form.getByLabel("Email address", { exact: true });
    await email.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await axeFromTop(page);
  });

  test("newsletter: a valid address subscribes through the API and asks to confirm by e-mail", async ({ page }) => {
    await page.goto("/offers");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address", { exact: true }).fill(`reader-${Date.now()}@example.com`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/newsletter") && r.request().method() === "POST"),
      form.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText("Subscription successful!")).toBeVisible();
    // The spec's exact toast; the double opt-in's confirmation step is said by the e-mail and the confirm page.
    await expect(page.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();
    expect(await response.json()).toEqual({
      message: "Please check your inbox: follow the link in the e-mail we sent you to confirm your subscription.",
    });
    await expect(form.getByLabel("Email address", { exact: true })).toHaveValue("");
  });

  test("newsletter: a failed request shows the error toast", async ({ page }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x","message":"x"}' }),
    );
    await page.goto("/offers");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address", { exact: true }).fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Failed to subscribe. Please try again.")).toBeVisible();
  });
});

test.describe("/about", () => {
  test("renders the story, six values, two leaders and a careers link @mobile", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us · Lagoon Stays");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: /Started in Malé in 2020/ })).toBeVisible();
    await expect(page.getByTestId("value-card")).toHaveCount(6);
    const team = page.getByRole("region", { name: "Leadership team" });
    await expect(team.getByRole("article")).toHaveCount(2);
    await expect(team.getByRole("img", { name: /Illustrated avatar of/ })).toHaveCount(2);
    const careers = page.getByRole("link", { name: "View open positions" });
    await expect(careers).toHaveAttribute("href", "/careers");
    await careers.click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  });
});

test.describe("/contact", () => {
  test("shows the office, phone, two e-mails, hours and the emergency line @mobile", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us · Lagoon Stays");
    const details = page.getByRole("complementary", { name: "Contact details" });
    await expect(details).toContainText(/Mal[eé]/);
    await expect(details.getByRole("link", { name: /^\+960/ })).toHaveCount(2);
    await expect(details.getByRole("link", { name: /@lagoonstays\.example$/ })).toHaveCount(2);
    await expect(page.getByTestId("contact-hours").getByRole("listitem")).toHaveText([
      "Mon-Fri 9AM-8PM EST",
      "Sat 10AM-6PM EST",
      "Sunday closed",
    ]);
    await expect(details.getByRole("heading", { name: "24/7 emergency line" })).toBeVisible();
  });

  test("explains each invalid field under it, with the spec's messages @mobile", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("A");
    await form.getByLabel("Email address", { exact: true }).fill("nope");
    await form.getByLabel("Message", { exact: true }).fill("too short");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Please enter your name");
    await expect(form.getByLabel("Email address", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(form.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription("Please select a subject");
    await expect(form.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      /Please enter a message \(minimum 10 characters\)/,
    );
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    // The phone is optional: no error for it.
    await expect(form.getByLabel(/Phone/)).not.toHaveAttribute("aria-invalid", "true");
    await axeFromTop(page);
  });

  test("preselects the subject from ?subject=", async ({ page }) => {
    await page.goto("/contact?subject=booking-assistance");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveText("Booking assistance");
    await page.goto("/contact?subject=not-a-subject");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveText("Select a subject");
  });

  test("sends a message: spinner, success toast, and the form resets", async ({ page }) => {
    await page.goto("/contact?subject=booking-assistance");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Playwright Visitor");
    await form.getByLabel("Email address", { exact: true }).fill("visitor@example.com");
    await form.getByLabel(/Phone/).fill("+960 777 0000");
    await form.getByLabel("Subject", { exact: true }).click();
    await page.getByRole("option", { name: "Feedback" }).click();
    await expect(form.getByLabel("Subject", { exact: true })).toHaveText("Feedback");
    await form.getByLabel("Message", { exact: true }).fill("Loved our stay on Maafushi, thank you!");

    // Hold the request a moment to see the button's busy state, then pass it on and keep the
    // server's reply (read here: the page itself does not read a successful reply's body, and
    // Chromium then never hands that body to the test).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let replied!: (reply: { status: number; body: unknown; sent: unknown }) => void;
    const reply = new Promise<{ status: number; body: unknown; sent: unknown }>((resolve) => (replied = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      const response = await route.fetch();
      const text = await response.text();
      replied({ status: response.status(), body: JSON.parse(text), sent: route.request().postDataJSON() });
      await route.fulfill({ response, body: text });
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
    release();
    const response = await reply;
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String), id: expect.any(String) });
    expect(response.sent).toMatchObject({ name: "Playwright Visitor", subject: "feedback", phone: "+960 777 0000" });

    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await expect(form.getByLabel("Email address", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
    // Back to the subject the page was opened with.
    await expect(form.getByLabel("Subject", { exact: true })).toHaveText("Booking assistance");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a failed request keeps the text and shows the failure toast", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down","message":"down"}' }),
    );
    await page.goto("/contact?subject=feedback");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Playwright Visitor");
    await form.getByLabel("Email address", { exact: true }).fill("visitor@example.com");
    await form.getByLabel("Message", { exact: true }).fill("This one will not arrive, sadly.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send your message. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("This one will not arrive, sadly.");
  });
});

test.describe("footer pages", () => {
  test("every footer link on the home page opens a real page with an h1", async ({ page }) => {
    test.slow(); // a dozen page loads in one test
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute("href")).filter((h): h is string => !!h && h.startsWith("/") && h !== "/"),
      );
    expect(hrefs).toEqual(expect.arrayContaining(FOOTER_PAGES));
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), href).toBeVisible();
      await expect(page.getByText("Page Not Found"), href).toHaveCount(0);
      expect(await page.title(), href).toMatch(/· Lagoon Stays$/);
    }
  });

  test("the help centre's questions open and close, by mouse and keyboard @mobile", async ({ page }) => {
    await page.goto("/help");
    const question = page.getByRole("button", { name: "Do I need an account to book?" });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = page.getByRole("region", { name: "Do I need an account to book?" });
    await expect(answer).toContainText("Anyone can book");
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
  });

  test("/cookies states the sign-in cookies' lifetimes the server sets, and the session copy in local storage", async ({
    page,
  }) => {
    await page.goto("/cookies");
    const session = page
      .getByRole("listitem")
      .filter({ has: page.getByText("next-auth.session-token", { exact: true }) });
    await expect(session).toContainText(`${lifetimeInDays(SESSION_MAX_AGE_SECONDS)}, or until you sign out`);
    await expect(session).not.toContainText("30 days");
    await expect(
      page.getByRole("listitem").filter({ has: page.getByText(SESSION_HINT_COOKIE, { exact: true }) }),
    ).toContainText(`${lifetimeInDays(SESSION_MAX_AGE_SECONDS)}, or until you sign out`);
    await expect(
      page.getByRole("listitem").filter({ has: page.getByText("lagoon.device", { exact: true }) }),
    ).toContainText(lifetimeInDays(DEVICE_COOKIE_MAX_AGE_SECONDS));
    await expect(page.getByText(`${AUTH_TOKEN_KEY}, ${AUTH_USER_KEY}`, { exact: true })).toBeVisible();
  });

  test("legal pages link their sections from 'On this page'", async ({ page }) => {
    await page.goto("/privacy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "Your rights" }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole("heading", { level: 2, name: /Your rights/ })).toBeInViewport();
  });
});

// On a desktop, csp.spec.ts checks these in the same visit as each page's policy. On the phone, a
// few pages per test (one browser context, its cache warm after the first page).
test.describe("accessibility of the content pages", () => {
  const groups = [CONTENT_ROUTES.slice(0, 5), CONTENT_ROUTES.slice(5, 9), CONTENT_ROUTES.slice(9)];
  for (const paths of groups) {
    test(`${paths.join(", ")}: no serious or critical axe violations @mobile-only`, async ({ page }) => {
      test.setTimeout(60_000 * paths.length); // the budget the one-page tests had, each
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }
});

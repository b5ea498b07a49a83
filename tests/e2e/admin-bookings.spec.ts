import { expect, test, type Page } from "./support/test";

import { expectNoSeriousA11yViolations } from "./support/axe";
import { ymdInDays } from "./support/dates";

const ADMIN = { email: "admin@example.com", password: "admin12345" };

const card = (page: Page, reference: string) =>
  page.locator(`[data-testid="admin-booking-card"][data-reference="${reference}"]`);

test.describe("admin bookings management (/bookings)", () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    await page.goto("/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Bookings Management" })).toBeVisible();
  });

  test("confirm a pending booking: its card moves to Active; cancel another: it moves to Cancelled", async ({
    page,
  }) => {
    const stats = page.getByTestId("booking-stats");
    for (const label of ["Total Bookings", "Confirmed", "Pending", "Total Revenue"])
      await expect(stats).toContainText(label);
    const pendingBefore = Number(await page.getByTestId("stat-Pending").locator("p.tabular").innerText());

    const pending = page.getByTestId("group-pending");
    await expect(card(page, "MV-DEMQA2")).toBeVisible();
    await expect(pending.locator(card(page, "MV-DEMQA2"))).toHaveCount(1);
    // Confirm only when pending; a confirmed booking offers Cancel but not Confirm; completed neither.
    await expect(card(page, "MV-DEMQB3").getByRole("button", { name: "Confirm" })).toHaveCount(0);
    await expect(card(page, "MV-DEMQB3").getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(card(page, "MV-DEMQD5").getByRole("button", { name: /Confirm|Cancel/ })).toHaveCount(0);

    // Confirming asks first too (issue 35).
    await card(page, "MV-DEMQA2").getByRole("button", { name: "Confirm" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirm this booking?" })
      .getByRole("button", { name: "Confirm booking" })
      .click();
    await expect(page.getByText("Booking status changed to confirmed")).toBeVisible();
    await expect(page.getByTestId("group-active").locator(card(page, "MV-DEMQA2"))).toHaveCount(1);
    await expect(pending.locator(card(page, "MV-DEMQA2"))).toHaveCount(0);
    await expect(card(page, "MV-DEMQA2").getByRole("button", { name: "Confirm" })).toHaveCount(0);
    await expect(page.getByTestId("stat-Pending").locator("p.tabular")).toHaveText(String(pendingBefore - 1));

    // Cancelling cannot be undone: it asks first, and "Keep booking" changes nothing.
    await expect(card(page, "MV-DEMQH9").getByRole("button", { name: "Send Payment Link" })).toBeVisible();
    await card(page, "MV-DEMQH9").getByRole("button", { name: "Cancel" }).click();
    const ask = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await expect(ask).toContainText("MV-DEMQH9");
    await ask.getByRole("button", { name: "Keep booking" }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId("group-pending").locator(card(page, "MV-DEMQH9"))).toHaveCount(1);
    await card(page, "MV-DEMQH9").getByRole("button", { name: "Cancel" }).click();
    await ask.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByText("Booking status changed to cancelled")).toBeVisible();
    await expect(page.getByTestId("group-cancelled").locator(card(page, "MV-DEMQH9"))).toHaveCount(1);
    await expect(card(page, "MV-DEMQH9").getByRole("button", { name: /Confirm|Cancel/ })).toHaveCount(0);
    // A cancelled booking is not to be paid: no payment link, and no "Payment pending" badge (issue 35).
    await expect(card(page, "MV-DEMQH9")).not.toContainText("Payment pending");
    await expect(card(page, "MV-DEMQH9").getByRole("button", { name: "Send Payment Link" })).toHaveCount(0);

    // The change is on the server: a reload shows it.
    await page.reload();
    await expect(page.getByTestId("group-active").locator(card(page, "MV-DEMQA2"))).toHaveCount(1);
    await expect(page.getByTestId("group-cancelled").locator(card(page, "MV-DEMQH9"))).toHaveCount(1);
  });

  test("a refused change shows the server's message", async ({ page }) => {
    const target = card(page, "GH-DEMQA2");
    await expect(target.getByRole("button", { name: "Confirm" })).toBeVisible();
    // Someone else cancels it meanwhile.
    const list = (await (await page.request.get("/api/bookings?kind=guestHouse")).json()) as {
      id: string;
      reference: string;
    }[];
    const id = list.find((b) => b.reference === "GH-DEMQA2")!.id;
    expect((await page.request.put(`/api/bookings/${id}/status`, { data: { status: "cancelled" } })).status()).toBe(
      200,
    );
    await target.getByRole("button", { name: "Confirm" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirm this booking?" })
      .getByRole("button", { name: "Confirm booking" })
      .click();
    await expect(
      page.getByText("The booking was changed by someone else in the meantime. Reload it and try again."),
    ).toBeVisible();
    await expect(page.getByTestId("group-cancelled").locator(card(page, "GH-DEMQA2"))).toHaveCount(1);
  });

  test("the list is fetched again when the window regains focus", async ({ page }) => {
    await expect(page.getByTestId("group-pending").locator(card(page, "MV-DEMQF7"))).toHaveCount(1);
    const list = (await (await page.request.get("/api/bookings?kind=hotel")).json()) as {
      id: string;
      reference: string;
    }[];
    const id = list.find((b) => b.reference === "MV-DEMQF7")!.id;
    expect((await page.request.put(`/api/bookings/${id}/status`, { data: { status: "cancelled" } })).status()).toBe(
      200,
    );
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByTestId("group-cancelled").locator(card(page, "MV-DEMQF7"))).toHaveCount(1);
  });

  test("fits a phone screen @mobile-only", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
    await expect(page.getByTestId("admin-booking-card").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto("/bookings-old");
    await page.getByRole("tab", { name: "Bookings" }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("the details dialog sets the payment status (paid, refunded…) for both kinds", async ({ page }) => {
    // Two fresh bookings (payment pending), so the demo ones other tests read keep their state.
    const stamp = Date.now();
    const guest = {
      customerName: "Payment Guest",
      customerEmail: `payment.${stamp}@example.com`,
      customerPhone: "+960 777 1212",
      agreeToTerms: true,
    };
    const hotels = (await (await page.request.get("/api/hotels")).json()) as { id: number; roomTypes: string[] }[];
    const hotelReply = await page.request.post("/api/bookings", {
      data: {
        ...guest,
        hotelId: hotels[1]!.id,
        roomType: hotels[1]!.roomTypes[0],
        checkIn: ymdInDays(90),
        checkOut: ymdInDays(92),
        adults: 2,
      },
    });
    expect(hotelReply.status(), await hotelReply.text()).toBe(201);
    const houses = (await (await page.request.get("/api/local-tourism")).json()) as {
      id: number;
      roomTypes: { name: string }[];
      mealPlans: { name: string }[];
      minimumStay?: number;
    }[];
    const house = houses.find((h) => (h.minimumStay ?? 1) <= 2)!;
    const houseReply = await page.request.post("/api/local-tourism/bookings", {
      data: {
        ...guest,
        tourismId: house.id,
        roomType: house.roomTypes[0]!.name,
        mealPlan: house.mealPlans[0]!.name,
        checkInDate: ymdInDays(90),
        checkOutDate: ymdInDays(92),
        guests: 1,
      },
    });
    expect(houseReply.status(), await houseReply.text()).toBe(201);
    const references = [hotelReply, houseReply].map(
      async (r) => ((await r.json()) as { booking: { reference: string } }).booking.reference,
    );
    await page.reload();
    for (const reference of await Promise.all(references)) {
      const target = card(page, reference);
      await expect(target).toContainText("Payment pending");
      await target.getByRole("button", { name: "Details" }).click();
      const dialog = page.getByRole("dialog", { name: "Booking Details" });
      const form = dialog.getByRole("form", { name: "Payment status" });
      await expect(form.getByRole("button", { name: "Update payment" })).toBeDisabled();
      await form.getByLabel("Payment status").selectOption("paid");
      await form.getByRole("button", { name: "Update payment" }).click();
      await expect(page.getByText("Payment status changed to paid")).toBeVisible();
      await expect(dialog).toContainText("Paid");
      await page.keyboard.press("Escape");
      await expect(target).toContainText("Paid");
      // Paid: the payment link is no longer offered.
      await expect(target.getByRole("button", { name: "Send Payment Link" })).toHaveCount(0);
      // The next booking's toast says the same: this one must be gone first (on a slow machine it
      // was still shown when the second appeared).
      await expect(page.getByText("Payment status changed to paid")).toHaveCount(0);
    }
    // It is stored: the API says so.
    const list = (await (await page.request.get(`/api/bookings?q=payment.${stamp}`)).json()) as {
      paymentStatus: string;
    }[];
    expect(list.map((b) => b.paymentStatus)).toEqual(["paid", "paid"]);
  });

  test("search and status filter; details dialog", async ({ page }) => {
    await page.getByLabel("Filter by status").selectOption("cancelled");
    await expect(page.getByTestId("group-pending")).toHaveCount(0);
    await expect(page.getByTestId("group-active")).toHaveCount(0);
    await expect(page.getByTestId("group-cancelled").getByTestId("admin-booking-card").first()).toBeVisible();

    await page.getByLabel("Filter by status").selectOption("all");
    await page.getByLabel("Search bookings").fill("mv-demqb3");
    await expect(page.getByTestId("admin-booking-card")).toHaveCount(1);
    await expect(card(page, "MV-DEMQB3")).toBeVisible();

    await card(page, "MV-DEMQB3").getByRole("button", { name: "Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking Details" });
    await expect(dialog).toContainText("MV-DEMQB3");
    await expect(dialog).toContainText("Special requests");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByLabel("Search bookings").fill("no such guest anywhere");
    await expect(page.getByText("No bookings found.")).toBeVisible();
  });

  test("Send Payment Link asks the server for the paymentRequest e-mail, with the spec's toasts", async ({ page }) => {
    const bodies: unknown[] = [];
    let reply = { status: 200, body: { message: "Email sent successfully" } as Record<string, string> };
    await page.route("**/api/email/send-notification", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: reply.status, contentType: "application/json", body: JSON.stringify(reply.body) });
    });
    const target = card(page, "MV-DEMQC4"); // confirmed, payment pending
    await target.getByRole("button", { name: "Send Payment Link" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Payment Link" });
    await expect(dialog.getByLabel("Email")).not.toHaveValue("");
    await dialog.getByRole("button", { name: "Send Payment Link" }).click();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(bodies[0]).toMatchObject({ templateType: "paymentRequest", bookingId: expect.any(String) });

    reply = { status: 500, body: { error: "SMTP is not configured", message: "SMTP is not configured" } };
    await target.getByRole("button", { name: "Send Payment Link" }).click();
    await dialog.getByRole("button", { name: "Send Payment Link" }).click();
    await expect(page.getByText("Failed to send email: SMTP is not configured")).toBeVisible();
    // Paid bookings have no payment link.
    await expect(card(page, "MV-DEMQB3").getByRole("button", { name: "Send Payment Link" })).toHaveCount(0);
  });
  test("with no SMTP server saved, Send Payment Link falls back to test mode: the guest's real e-mail is logged as a test, delivered to no one", async ({
    page,
  }) => {
    // The e2e server starts without SMTP settings (admin-email.spec.ts, later, saves them).
    expect(((await (await page.request.get("/api/email/config")).json()) as { configured: boolean }).configured).toBe(
      false,
    );
    await card(page, "MV-DEMQC4").getByRole("button", { name: "Send Payment Link" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Payment Link" });
    await dialog.getByRole("button", { name: "Send Payment Link" }).click();
    await expect(page.getByText("Email sent successfully (using test mode)")).toBeVisible();
    await expect(dialog).toBeHidden();

    const logs = (await (await page.request.get("/api/email/logs?status=test&limit=10")).json()) as {
      bookingReference: string;
      subject: string;
      status: string;
    }[];
    expect(logs.find((l) => l.bookingReference === "MV-DEMQC4")).toMatchObject({
      status: "test",
      subject: "Payment Required - Booking #MV-DEMQC4",
    });
    await page.goto("/bookings-old?tab=emails");
    const row = page
      .getByTestId("email-log-table")
      .getByRole("row")
      .filter({ hasText: "Payment Required - Booking #MV-DEMQC4" })
      .first();
    await expect(row).toContainText("test (not delivered)");
  });
});

test.describe("admin booking management (/bookings-old)", () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    await page.goto("/bookings-old");
    await expect(page.getByRole("heading", { level: 1, name: "Booking Management" })).toBeVisible();
  });

  test("overview, filtered table, CSV export of the filtered bookings, e-mail tracking", async ({ page }) => {
    await expect(page.getByTestId("overview-stats")).toContainText("Emails Sent");
    await expect(page.getByTestId("recent-bookings").locator("li")).toHaveCount(5);

    await page.getByRole("tab", { name: "Bookings" }).click();
    const rows = page.getByTestId("bookings-table").locator("tbody tr[data-reference]");
    const all = await rows.count();
    expect(all).toBeGreaterThan(5);
    await page.getByLabel("Filter by payment").selectOption("paid");
    // The filter is applied on the server: the address changes, then the table shows its page.
    await expect(page).toHaveURL(/payment=paid/);
    await expect(page.getByTestId("bookings-count")).toHaveText(/^Showing 1–\d+ of \d+ bookings$/);
    const paid = await rows.count();
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(all);
    for (const text of await rows.locator("td:nth-child(6)").allInnerTexts()) expect(text).toContain("Paid");
    await page.getByLabel("Filter by status").selectOption("completed");
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByTestId("bookings-count")).toHaveText(/^Showing 1–\d+ of \d+ bookings$/);
    const completedPaid = await rows.count();
    await expect(page.getByTestId("bookings-table").locator("tbody tr[data-reference]").first()).toContainText(
      "Completed",
    );
    await expect(rows.first().getByTestId("email-counts")).toContainText("0 sent");

    // Export is a link to the streamed CSV of the filtered list (every matching booking, not only this page).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const fs = await import("node:fs/promises");
    const csv = await fs.readFile((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Reference,Type,Property,Guest,Email/);
    expect(lines).toHaveLength(completedPaid + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/,completed,paid,/);

    await page.getByRole("tab", { name: "Email Tracking" }).click();
    await expect(page.getByText("No emails sent yet.").or(page.getByTestId("email-log-table"))).toBeVisible();
  });

  test("detail dialog with e-mail history; Send Email needs a template", async ({ page }) => {
    let body: unknown;
    await page.route("**/api/email/send-notification", async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ message: "ok" }) });
    });
    await page.getByRole("tab", { name: "Bookings" }).click();
    await page.getByRole("button", { name: "View MV-DEMQB3" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toContainText("Email History");
    // The payment status is set here too (MV-DEMQB3 is paid: the button waits for a change).
    const payment = details.getByRole("form", { name: "Payment status" });
    await expect(payment.getByLabel("Payment status")).toHaveValue("paid");
    await payment.getByLabel("Payment status").selectOption("refunded");
    await expect(payment.getByRole("button", { name: "Update payment" })).toBeEnabled();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Send email about MV-DEMQB3" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Email" });
    await expect(dialog.getByRole("button", { name: "Send Email" })).toBeDisabled();
    await dialog.getByLabel("Template").selectOption("bookingConfirmed");
    await dialog.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    expect(body).toMatchObject({ templateType: "bookingConfirmed", bookingId: expect.any(String) });
  });

  test("Generate Report opens a printable summary", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Generate Report" })).toHaveAttribute("href", "/bookings-old/report");
    await page.goto("/bookings-old/report");
    await expect(page.getByRole("heading", { level: 1, name: "Booking Report" })).toBeVisible();
    await expect(page.getByTestId("report-summary")).toContainText("Total bookings");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    // Every booking up to the newest 500 (the demo's 8 hotel + 5 guest-house ones, and any a spec made), and the header.
    const total = Number((await page.request.get("/api/bookings?limit=1")).headers()["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(13);
    await expect(page.getByRole("row")).toHaveCount(1 + Math.min(total, 500));
  });
});

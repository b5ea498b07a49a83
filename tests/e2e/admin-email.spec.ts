import { expect, test } from "./support/test";

import { expectNoSeriousA11yViolations } from "./support/axe";
import { testSmtpServer } from "./support/smtp";
import { ymdInDays } from "./support/dates";

const ADMIN = { email: "admin@example.com", password: "admin12345" };

const smtp = testSmtpServer();

// One flow: the SMTP settings are shared by the whole server, so these steps run in order.
test.describe.configure({ mode: "serial" });

test.describe("admin e-mail set-up", () => {
  test("configure SMTP against a real test server, send tests, view a template; bookings are e-mailed and logged", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/settings?tab=email");
    await expect(page.getByRole("tab", { name: "Email Setup" })).toHaveAttribute("aria-selected", "true");

    // Nothing saved yet (a fresh e2e database): the test buttons wait for a host.
    const form = page.getByRole("form", { name: "SMTP configuration" });
    await expect(page.getByText(/^Not configured yet/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Test", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Test All Templates" })).toBeDisabled();
    await expect(form.getByLabel("SMTP Port")).toHaveValue("587");
    await expect(form.getByLabel("From Name")).toHaveValue("Lagoon Stays");

    // The spec's rules, from the shared schema, before anything is sent.
    await form.getByLabel("SMTP Port").fill("0");
    await form.getByLabel("From Email").fill("not-an-email");
    await form.getByRole("button", { name: "Save Configuration" }).click();
    await expect(form.getByText("SMTP host is required.")).toBeVisible();
    await expect(form.getByText("Port must be a number greater than 0.")).toBeVisible();
    await expect(form.getByText("SMTP username is required.")).toBeVisible();
    await expect(form.getByText("Please enter a valid from email address.")).toBeVisible();

    await form.getByLabel("SMTP Host").fill("127.0.0.1");
    await form.getByLabel("SMTP Port").fill(String(smtp().port));
    await form.getByLabel("SMTP Username").fill("mailer");
    await form.getByLabel("SMTP Password").fill("e2e-smtp-password");
    await form.getByLabel("From Email").fill("bookings@lagoon.test");
    await form.getByRole("button", { name: "Save Configuration" }).click();
    await expect(page.getByText("Email Settings Saved")).toBeVisible();
    await expect(page.getByText("Your email configuration has been saved successfully.")).toBeVisible();
    await expect(form.getByLabel("SMTP Password")).toHaveValue("");
    await expect(page.getByText("Leave blank to keep current password.")).toBeVisible();

    // The password never comes back from the server.
    const config = await page.request.get("/api/email/config");
    expect(await config.text()).not.toContain("e2e-smtp-password");

    // A plain test e-mail, to the address in the box (the sender by default).
    await page.getByLabel("Send test e-mails to").fill("admin.inbox@example.com");
    await page.getByRole("button", { name: "Send Test", exact: true }).click();
    await expect(page.getByText("Test Email Sent")).toBeVisible();
    const test1 = await smtp().waitFor((m) => m.to.includes("admin.inbox@example.com"));
    expect(test1.subject).toBe("Test Email from Lagoon Stays");
    expect(test1.auth).toEqual({ user: "mailer", pass: "e2e-smtp-password" });

    // (axe cannot look inside the template preview's sandboxed frame: it runs on the page before.)
    // The earlier 'Email Settings Saved' toast fades out behind the new one: axe would read it
    // mid-fade as low-contrast text, so it runs once the toasts' transitions have finished.
    await page
      .locator("section[aria-label^='Notifications']")
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoSeriousA11yViolations(page);

    // A template: view it (placeholders highlighted), then send its test.
    await page.getByRole("button", { name: "View Booking Confirmed" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking Confirmed" });
    await expect(dialog.getByText("Booking Confirmed - #")).toBeVisible();
    await expect(dialog.locator("mark", { hasText: "{{bookingId}}" }).first()).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Template variables" })).toContainText("{{paymentLink}}");
    await expect(dialog.getByTestId("template-text")).toContainText("{{customerName}}");
    await expect(dialog.frameLocator("iframe").locator("mark", { hasText: "{{customerName}}" }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Send test of Check-in Reminder" }).click();
    await expect(page.getByText("Template Email Sent")).toBeVisible();
    await smtp().waitFor(
      (m) => m.subject === "[Test] Check-in Reminder - Your Stay Tomorrow" && m.to.includes("admin.inbox@example.com"),
    );

    // A visitor's booking is e-mailed to them and logged as sent.
    const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; roomTypes: string[] }[];
    const res = await request.post("/api/bookings", {
      data: {
        customerName: "Mail Guest",
        customerEmail: "mail.guest@example.com",
        customerPhone: "+960 777 4545",
        agreeToTerms: true,
        hotelId: hotels[0]!.id,
        roomType: hotels[0]!.roomTypes[0],
        checkIn: ymdInDays(25),
        checkOut: ymdInDays(27),
        adults: 2,
      },
    });
    expect(res.status()).toBe(201);
    const { booking } = (await res.json()) as { booking: { id: string; reference: string; manageUrl: string } };
    const received = await smtp().waitFor((m) => m.subject === `Booking Request Received - #${booking.reference}`);
    expect(received.to).toEqual(["mail.guest@example.com"]);
    expect(received.html).toContain(booking.manageUrl.replace(/&/g, "&amp;").split("?")[0]!);
    await expect
      .poll(async () => {
        const logs = (await (await page.request.get("/api/email/logs?limit=20")).json()) as {
          bookingReference: string | null;
          status: string;
        }[];
        return logs.find((l) => l.bookingReference === booking.reference)?.status;
      })
      .toBe("sent");

    // The admin confirms it on /bookings: the guest gets 'Booking Confirmed', and the log shows it.
    await page.goto("/bookings");
    await page
      .locator(`[data-testid="admin-booking-card"][data-reference="${booking.reference}"]`)
      .getByRole("button", { name: "Confirm" })
      .click();
    await page
      .getByRole("alertdialog", { name: "Confirm this booking?" })
      .getByRole("button", { name: "Confirm booking" })
      .click();
    await expect(page.getByText("Booking status changed to confirmed")).toBeVisible();
    const confirmed = await smtp().waitFor((m) => m.subject === `Booking Confirmed - #${booking.reference}`);
    expect(confirmed.to).toEqual(["mail.guest@example.com"]);
    await page.goto("/bookings-old");
    await page.getByRole("tab", { name: "Email Tracking" }).click();
    const row = page
      .getByTestId("email-log-table")
      .getByRole("row")
      .filter({ hasText: `Booking Confirmed - #${booking.reference}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/sent/i);
  });

  test("edit a template: checked against its variables, previewed in a sandboxed frame, used by the next send, then reset to default", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const cspErrors: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(m.text()))
        cspErrors.push(`${m.location().url}:${m.location().lineNumber} ${m.text()}`);
    });
    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/settings?tab=email");
    const card = page.getByTestId("template-paymentRequest");
    await page.getByRole("button", { name: "Edit Payment Request" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Payment Request" });
    const form = dialog.getByRole("form", { name: "Edit template" });
    await expect(form.getByLabel("Subject")).toHaveValue("Payment Required - Booking #{{bookingId}}");
    await expect(form.getByLabel("HTML body")).toHaveValue(/\{\{customerName\}\}/);

    // The shared schema, in the form: unknown variables and unpaired braces, in words, nothing saved.
    await form.getByLabel("Subject").fill("Pay {{amount}} now");
    await form.getByLabel("HTML body").fill("<p>{{customerName}</p>");
    await dialog.getByRole("button", { name: "Save Template" }).click();
    await expect(
      form.getByText("Subject: unknown variable {{amount}}. Use only this template's variables."),
    ).toBeVisible();
    await expect(
      form.getByText("HTML body: unbalanced braces. Write each variable as {{name}}, with two braces on each side."),
    ).toBeVisible();

    // The preview: placeholders highlighted, the admin's HTML in a sandboxed frame where nothing runs.
    await form.getByLabel("Subject").fill("Please pay for {{bookingId}}");
    await form
      .getByLabel("HTML body")
      .fill(
        '<h1>Hello {{customerName}}</h1><p><a href="{{paymentLink}}">{{paymentLink}}</a></p><script>parent.document.title = "pwned"</script><img src="/none.png" onerror="parent.document.title = \'pwned\'"><img alt="Logo" src="https://images.example.com/logo.png"><p style="background:url(https://images.example.com/bg.png)">Footer</p>',
      );
    await form.getByLabel("Text version").fill("Hello {{customerName}}, pay here: {{paymentLink}}");
    await expect(
      dialog.getByTestId("edit-preview-subject").locator("mark", { hasText: "{{bookingId}}" }),
    ).toBeVisible();
    await expect(dialog.getByTestId("edit-preview-text").locator("mark", { hasText: "{{paymentLink}}" })).toBeVisible();
    const preview = dialog.locator("iframe");
    await expect(preview).toHaveAttribute("sandbox", "");
    await expect(preview.contentFrame().locator("h1 mark", { hasText: "{{customerName}}" })).toBeVisible();
    await expect(preview.contentFrame().locator("a")).toHaveAttribute("href", "{{paymentLink}}");
    // Made inert for the preview only (no handler, no outside picture): the page's CSP is never asked.
    await expect(preview.contentFrame().locator("img[onerror]")).toHaveCount(0);
    await expect(preview.contentFrame().getByRole("img", { name: "Logo" })).not.toHaveAttribute("src", /.*/);
    await page.waitForTimeout(300);
    expect(await page.title()).not.toBe("pwned");

    await dialog.getByRole("button", { name: "Save Template" }).click();
    await expect(page.getByText("Template Saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Please pay for {{bookingId}}");
    await expect(card).toContainText("Edited");

    // The next send uses it, with the values filled in.
    await page.getByLabel("Send test e-mails to").fill("edited.template@example.com");
    await page.getByRole("button", { name: "Send test of Payment Request" }).click();
    const mail = await smtp().waitFor((m) => m.to.includes("edited.template@example.com"));
    expect(mail.subject).toBe("[Test] Please pay for MV-SAMPLE");
    expect(mail.html).toContain("<h1>Hello Sample Guest</h1>");
    expect(mail.html).toContain('<img alt="Logo" src="https://images.example.com/logo.png">');
    expect(mail.text).toContain("Hello Sample Guest, pay here: http");

    // 'Reset to default' asks first, then the default is back (for the cards and for sends).
    await page.getByRole("button", { name: "Edit Payment Request" }).click();
    await expect(form.getByLabel("Subject")).toHaveValue("Please pay for {{bookingId}}");
    await dialog.getByRole("button", { name: "Reset to default" }).click();
    await page.getByRole("alertdialog", { name: "Reset to default?" }).getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("Template Reset")).toBeVisible();
    await expect(card).toContainText("Payment Required - Booking #{{bookingId}}");
    await expect(card).not.toContainText("Edited");
    expect(
      ((await (await page.request.get("/api/email/templates/paymentRequest")).json()) as { customized: boolean })
        .customized,
    ).toBe(false);
    expect(cspErrors).toEqual([]);
  });

  test("Test All Templates sends the six, a second apart, and reports the count", async ({ page }) => {
    test.setTimeout(120_000);
    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/settings?tab=email");
    const before = smtp().received.length;
    await page.getByLabel("Send test e-mails to").fill("all.templates@example.com");
    await page.getByRole("button", { name: "Test All Templates" }).click();
    await expect(page.getByText("All Template Emails Sent")).toBeVisible({ timeout: 60_000 });
    const sent = smtp()
      .received.slice(before)
      .filter((m) => m.to.includes("all.templates@example.com"));
    expect(sent.map((m) => m.subject.replace(/#.*$/, "#"))).toEqual([
      "[Test] Booking Request Received - #",
      "[Test] Booking Confirmed - #",
      "[Test] Payment Required - Booking #",
      "[Test] Booking Cancelled - #",
      "[Test] Welcome to Lagoon Stays, Sample Guest!",
      "[Test] Check-in Reminder - Your Stay Tomorrow",
    ]);
    const times = sent.map((m) => m.parsed.date?.getTime() ?? 0);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(4_000);
  });

  test("the stored password stays with its server: a changed host needs it again, and no password goes out without TLS", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/settings?tab=email");
    const form = page.getByRole("form", { name: "SMTP configuration" });
    await expect(form.getByLabel("SMTP Host")).toHaveValue("127.0.0.1");

    // Another host with the password left blank: refused in the form, nothing saved.
    await form.getByLabel("SMTP Host").fill("smtp.elsewhere.example");
    await form.getByRole("button", { name: "Save Configuration" }).click();
    await expect(form.getByText("Enter the SMTP password again: the host, port or username changed.")).toBeVisible();
    expect(
      ((await (await page.request.get("/api/email/config")).json()) as { config: { smtpHost: string } }).config
        .smtpHost,
    ).toBe("127.0.0.1");

    // The same test server under a name that is not this machine's: saved with the password, but
    // the test send refuses to log in without TLS, and says so.
    await form.getByLabel("SMTP Host").fill("::ffff:127.0.0.1");
    await form.getByLabel("SMTP Password").fill("e2e-smtp-password");
    await form.getByRole("button", { name: "Save Configuration" }).click();
    await expect(page.getByText("Sending through ::ffff:127.0.0.1.")).toBeVisible();
    const auths = smtp().authAttempts.length;
    await page.getByLabel("Send test e-mails to").fill("tls.check@example.com");
    await page.getByRole("button", { name: "Send Test", exact: true }).click();
    await expect(page.getByText("Test Email Failed")).toBeVisible();
    await expect(
      page.getByText(/does not offer a secure connection \(STARTTLS\), so the password is not sent/),
    ).toBeVisible();
    expect(smtp().authAttempts.length).toBe(auths);

    // Back to the local name for whatever runs next.
    await form.getByLabel("SMTP Host").fill("127.0.0.1");
    await form.getByLabel("SMTP Password").fill("e2e-smtp-password");
    await form.getByRole("button", { name: "Save Configuration" }).click();
    await expect(page.getByText("Sending through 127.0.0.1.")).toBeVisible();
  });
});

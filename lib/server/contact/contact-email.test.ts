import { describe, expect, it } from "vitest";
import { composeContactEmail } from "./contact-email";

const base = {
  id: "8f5c1c1e-3c1a-4b7a-9c1e-000000000001",
  createdAt: "2026-03-01T10:00:00.000Z",
  name: "Mariyam Ali",
  email: "mariyam@example.com",
  phone: "",
  subject: "booking-assistance" as const,
  message: "Can we add an extra bed for our daughter?",
};

describe("composeContactEmail", () => {
  it("names the subject and sender, and carries every field", () => {
    const mail = composeContactEmail(base);
    expect(mail.subject).toBe("[Contact] Booking assistance — Mariyam Ali");
    expect(mail.text).toContain("E-mail:  mariyam@example.com");
    expect(mail.text).toContain("Phone:   not given");
    expect(mail.text).toContain(base.id);
    expect(mail.text).toContain(base.message);
  });

  it("escapes what the visitor typed in the HTML version", () => {
    const mail = composeContactEmail({
      ...base,
      name: "Eve <script>",
      message: 'Hi <img src=x onerror="alert(1)"> & bye',
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Eve &lt;script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; bye");
  });

  it("keeps the subject on one line", () => {
    const mail = composeContactEmail({ ...base, name: "Ana\r\nBcc: victim@example.com" });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

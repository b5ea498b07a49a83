import { describe, expect, it } from "vitest";
import { isLocalSmtpHost, smtpFailureReason, smtpTlsOptions, stripControlCharacters } from "./smtp-safety";

describe("isLocalSmtpHost", () => {
  it("keeps only this machine's names local", () => {
    for (const host of [
      "localhost",
      "LOCALHOST",
      "mail.localhost",
      "127.0.0.1",
      "127.3.4.5",
      "::1",
      "[::1]",
      " localhost. ",
    ])
      expect(isLocalSmtpHost(host), host).toBe(true);
    for (const host of [
      "smtp.example.com",
      "localhost.example.com",
      "10.0.0.5",
      "192.168.1.1",
      "0.0.0.0",
      "::ffff:127.0.0.1",
      "127.1",
      "fe80::1",
    ])
      expect(isLocalSmtpHost(host), host).toBe(false);
  });
});

describe("smtpTlsOptions", () => {
  it("465 is implicit TLS; any other port must upgrade with STARTTLS, except on this machine", () => {
    expect(smtpTlsOptions("smtp.example.com", 465)).toEqual({ secure: true, requireTLS: false });
    expect(smtpTlsOptions("smtp.example.com", 587)).toEqual({ secure: false, requireTLS: true });
    expect(smtpTlsOptions("smtp.example.com", 25)).toEqual({ secure: false, requireTLS: true });
    expect(smtpTlsOptions("127.0.0.1", 2525)).toEqual({ secure: false, requireTLS: false });
  });
});

describe("smtpFailureReason", () => {
  const err = (message: string, extra: Record<string, unknown>) => Object.assign(new Error(message), extra);

  it("describes nodemailer errors by kind, never with the server's text", () => {
    const banner = err("Invalid greeting. response=SSH-2.0-OpenSSH_9.2: SSH-2.0-OpenSSH_9.2", {
      code: "EPROTOCOL",
      response: "SSH-2.0-OpenSSH_9.2",
    });
    expect(smtpFailureReason(banner)).toBe("The server at that host and port did not answer like an SMTP server.");
    const auth = err("Invalid login: 535 5.7.8 secret details", { code: "EAUTH", responseCode: 535 });
    expect(smtpFailureReason(auth)).toBe(
      "Authentication failed: the SMTP server refused the username or password (SMTP code 535).",
    );
    expect(smtpFailureReason(err("connect ECONNREFUSED 10.0.0.5:6379", { code: "ESOCKET" }))).toMatch(
      /connection refused/,
    );
    expect(smtpFailureReason(err("Error upgrading connection with STARTTLS: 502 no", { code: "ETLS" }))).toMatch(
      /does not offer a secure connection/,
    );
    expect(
      smtpFailureReason(
        err("Server terminates connection. response=421 redis", { code: "ECONNECTION", responseCode: 421 }),
      ),
    ).toBe("The connection to the SMTP server failed or was closed (SMTP code 421).");
    expect(smtpFailureReason(err("whatever: body", { code: "EWEIRD" }))).toBe("Sending failed.");
  });

  it("leaves our own errors (no code) to their message", () => {
    expect(smtpFailureReason(new Error("The stored SMTP password cannot be decrypted"))).toBeNull();
    expect(smtpFailureReason("text")).toBeNull();
  });
});

describe("stripControlCharacters", () => {
  it("drops NUL and control bytes (PostgreSQL text refuses NUL), keeps the rest", () => {
    expect(stripControlCharacters("a\u0000b\u0007c\td ✓")).toBe("abc\td ✓");
  });
});

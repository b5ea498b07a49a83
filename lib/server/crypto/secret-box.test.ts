import { describe, expect, it } from "vitest";
import { readConfig } from "../config/env";
import { decryptSecret, encryptSecret, secretKey } from "./secret-box";

describe("secret box", () => {
  const key = secretKey(readConfig({ EMAIL_CONFIG_SECRET: "test-secret" }));

  it("round-trips a secret and never stores the plaintext", () => {
    const stored = encryptSecret("smtp p@ssw0rd ✓", key);
    expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain("p@ssw0rd");
    expect(decryptSecret(stored, key)).toBe("smtp p@ssw0rd ✓");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptSecret("same", key)).not.toBe(encryptSecret("same", key));
  });

  it("refuses a tampered value or the wrong key", () => {
    const stored = encryptSecret("secret", key);
    const parts = stored.split(":");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0]! ^= 1;
    expect(() => decryptSecret([...parts.slice(0, 3), flipped.toString("base64url")].join(":"), key)).toThrow();
    expect(() => decryptSecret(stored, secretKey(readConfig({ EMAIL_CONFIG_SECRET: "another" })))).toThrow();
    expect(() => decryptSecret("plaintext", key)).toThrow("Not an encrypted secret.");
  });

  it("derives the key from EMAIL_CONFIG_SECRET, else NEXTAUTH_SECRET", () => {
    expect(
      secretKey(readConfig({ NEXTAUTH_SECRET: "x" })).equals(secretKey(readConfig({ EMAIL_CONFIG_SECRET: "x" }))),
    ).toBe(true);
    expect(
      secretKey(readConfig({ EMAIL_CONFIG_SECRET: "x" })).equals(secretKey(readConfig({ EMAIL_CONFIG_SECRET: "y" }))),
    ).toBe(false);
  });
});

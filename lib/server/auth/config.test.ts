import { describe, expect, it } from "vitest";
import { readConfig } from "../config/env";
import { secureCookies } from "./config";

describe("secureCookies", () => {
  it("is on whenever the site's URL is https", () => {
    expect(secureCookies(readConfig({ SITE_URL: "https://shop.example" }))).toBe(true);
    expect(secureCookies(readConfig({ NODE_ENV: "development", NEXTAUTH_URL: "HTTPS://shop.example" }))).toBe(true);
    expect(secureCookies(readConfig({ NODE_ENV: "test", NEXTAUTH_URL: "https://shop.example" }))).toBe(true);
    // One setting (lib/server/config/env.ts): SITE_URL wins over NEXTAUTH_URL.
    expect(
      secureCookies(
        readConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example", NEXTAUTH_URL: "http://localhost:3000" }),
      ),
    ).toBe(true);
    expect(
      secureCookies(
        readConfig({ NODE_ENV: "test", SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "https://shop.example" }),
      ),
    ).toBe(false);
  });

  it("is on in production, also over http or without a URL", () => {
    expect(secureCookies(readConfig({ NODE_ENV: "production" }))).toBe(true);
    expect(secureCookies(readConfig({ NODE_ENV: "production", SITE_URL: "http://shop.example" }))).toBe(true);
    expect(secureCookies(readConfig({ NODE_ENV: "production", SITE_URL: "http://localhost.shop.example" }))).toBe(true);
    expect(secureCookies(readConfig({ NODE_ENV: "production", SITE_URL: "not a url" }))).toBe(true);
  });

  it("is off in production when the URL is set to plain http on this machine (local runs, the e2e server)", () => {
    for (const url of [
      "http://localhost:3000",
      "http://LOCALHOST",
      "http://127.0.0.1:3101",
      "http://127.1.2.3",
      "http://[::1]:3000",
      "http://app.localhost:3000",
    ]) {
      expect(secureCookies(readConfig({ NODE_ENV: "production", SITE_URL: url })), url).toBe(false);
    }
    expect(secureCookies(readConfig({ NODE_ENV: "production", NEXTAUTH_URL: "http://127.0.0.1:3101" }))).toBe(false);
    expect(
      secureCookies(
        readConfig({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3101", NEXTAUTH_URL: "https://shop.example" }),
      ),
    ).toBe(false);
  });

  it("is off in development and tests over http", () => {
    expect(secureCookies(readConfig({}))).toBe(false);
    expect(secureCookies(readConfig({ NODE_ENV: "development", SITE_URL: "http://shop.example" }))).toBe(false);
    expect(secureCookies(readConfig({ NODE_ENV: "test" }))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { configuredSiteUrl, siteUrl } from "./site";

describe("the site's own address: one setting", () => {
  it("is SITE_URL, else NEXTAUTH_URL, without a trailing slash", () => {
    expect(siteUrl({ SITE_URL: "https://stays.example/", NEXTAUTH_URL: "https://auth.example" })).toBe("https://stays.example");
    expect(siteUrl({ NEXTAUTH_URL: " https://stays.example// " })).toBe("https://stays.example");
    expect(siteUrl({ SITE_URL: "  ", NEXTAUTH_URL: "https://stays.example" })).toBe("https://stays.example");
    expect(configuredSiteUrl({ NEXTAUTH_URL: "https://stays.example" })).toBe("https://stays.example");
  });

  it("falls back to http://localhost:PORT when neither is set", () => {
    expect(configuredSiteUrl({})).toBeUndefined();
    expect(siteUrl({})).toBe("http://localhost:3000");
    expect(siteUrl({ PORT: "3112" })).toBe("http://localhost:3112");
  });
});

import { describe, expect, it } from "vitest";
import { imageCacheBytes, imageHostAllowed, parseImageHosts, remotePatternsFor } from "./remote-hosts.mjs";
import { isAllowedImageSource } from "@/lib/validation/content";

describe("IMAGE_REMOTE_HOSTS", () => {
  it("is empty by default: no remote host at all", () => {
    expect(parseImageHosts(undefined)).toEqual({ hosts: [], invalid: [] });
    expect(parseImageHosts("  ")).toEqual({ hosts: [], invalid: [] });
    expect(remotePatternsFor([])).toEqual([]);
  });

  it("takes host names, exact or with one leading wildcard, lower-cased and unique", () => {
    expect(parseImageHosts("images.example.com, *.cdn.example.net **.pics.example.org\nIMAGES.example.com.")).toEqual({
      hosts: ["images.example.com", "*.cdn.example.net", "**.pics.example.org"],
      invalid: [],
    });
    expect(remotePatternsFor(["images.example.com"])).toEqual([
      { protocol: "https", hostname: "images.example.com", port: "", pathname: "/**" },
    ]);
  });

  it("refuses entries that would reopen the proxy or are not host names", () => {
    const { hosts, invalid } = parseImageHosts(
      "*, **, *.com, https://x.example.com, x.example.com:8443, 10.0.0.1, localhost, a.*.example.com, ok.example.com",
    );
    expect(hosts).toEqual(["ok.example.com"]);
    expect(invalid).toEqual([
      "*",
      "**",
      "*.com",
      "https://x.example.com",
      "x.example.com:8443",
      "10.0.0.1",
      "localhost",
      "a.*.example.com",
    ]);
  });

  it("matches like Next's remotePatterns: * is one label, ** any depth", () => {
    const hosts = ["images.example.com", "*.cdn.example.net", "**.pics.example.org"];
    expect(imageHostAllowed("images.example.com", hosts)).toBe(true);
    expect(imageHostAllowed("IMAGES.example.com", hosts)).toBe(true);
    expect(imageHostAllowed("evil.example.com", hosts)).toBe(false);
    expect(imageHostAllowed("images.example.com.evil.io", hosts)).toBe(false);
    expect(imageHostAllowed("a.cdn.example.net", hosts)).toBe(true);
    expect(imageHostAllowed("a.b.cdn.example.net", hosts)).toBe(false);
    expect(imageHostAllowed("cdn.example.net", hosts)).toBe(false);
    expect(imageHostAllowed("a.b.pics.example.org", hosts)).toBe(true);
    expect(imageHostAllowed("pics.example.org", hosts)).toBe(false);
    expect(imageHostAllowed("evilpics.example.org", hosts)).toBe(false);
  });
});

describe("IMAGE_CACHE_MAX_MB", () => {
  it("bounds the disk cache: 256 MB by default, the given size, 0 for none; nonsense → default", () => {
    expect(imageCacheBytes(undefined)).toBe(256 * 1024 * 1024);
    expect(imageCacheBytes("64")).toBe(64 * 1024 * 1024);
    expect(imageCacheBytes("0")).toBe(0);
    expect(imageCacheBytes("lots")).toBe(256 * 1024 * 1024);
    expect(imageCacheBytes("-5")).toBe(256 * 1024 * 1024);
  });
});

describe("isAllowedImageSource (the content API's check)", () => {
  it("public paths always; https only from an allowed host; the browser leaves it to the server", () => {
    expect(isAllowedImageSource("/images/hotels/a.webp", {})).toBe(true);
    expect(isAllowedImageSource("https://evil.example/x.jpg", {})).toBe(false);
    expect(isAllowedImageSource("https://evil.example/x.jpg", { IMAGE_REMOTE_HOSTS: "images.example.com" })).toBe(
      false,
    );
    expect(isAllowedImageSource("https://images.example.com/x.jpg", { IMAGE_REMOTE_HOSTS: "images.example.com" })).toBe(
      true,
    );
    expect(isAllowedImageSource("https://evil.example/x.jpg", null)).toBe(true);
  });
});

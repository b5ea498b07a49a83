import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";

import {
  mediaPublicConfig,
  mediaPublicOrigins,
  mediaPublicRemotePatterns,
  parseS3PublicUrl,
  publicMediaAddress,
  s3ObjectPrefix,
} from "./public-url.mjs";
import { contentSecurityPolicy } from "@/lib/security/csp.mjs";
import { shownPicture } from "./pictures";

const KEY = "0123456789abcdef0123456789abcdef.webp";
const imgSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("img-src ")) ?? "";

describe("S3_PUBLIC_URL", () => {
  it("unset or blank: nothing changes — pictures stay at /media/…, no remote host, no extra CSP origin", () => {
    for (const value of [undefined, "", "   "]) {
      const config = mediaPublicConfig({ S3_PUBLIC_URL: value, S3_BUCKET: "pictures" });
      expect(config).toEqual({ base: null, prefix: "" });
      if (config.error !== undefined) throw new Error(config.error);
      expect(publicMediaAddress(`/media/${KEY}`, config)).toBe(`/media/${KEY}`);
      expect(mediaPublicRemotePatterns(config)).toEqual([]);
      expect(mediaPublicOrigins(config)).toEqual([]);
    }
    expect(imgSrc(contentSecurityPolicy({ images: [] }))).toBe("img-src 'self' data: blob:");
  });

  it("takes an https address with an optional path; one trailing slash is dropped", () => {
    expect(parseS3PublicUrl("https://cdn.example.com")).toEqual({ base: "https://cdn.example.com" });
    expect(parseS3PublicUrl(" https://CDN.Example.com/ ")).toEqual({ base: "https://cdn.example.com" });
    expect(parseS3PublicUrl("https://pub-1a2b.r2.dev/lagoon/pictures/")).toEqual({
      base: "https://pub-1a2b.r2.dev/lagoon/pictures",
    });
    expect(parseS3PublicUrl("https://cdn.example.com:8443/p")).toEqual({ base: "https://cdn.example.com:8443/p" });
  });

  it.each([
    ["http://cdn.example.com", "plain http"],
    ["cdn.example.com", "no scheme"],
    ["//cdn.example.com", "protocol-relative"],
    ["https://cdn.example.com/?v=1", "a query"],
    ["https://cdn.example.com/#top", "a fragment"],
    ["https://user:secret@cdn.example.com", "credentials"],
    ["https://cdn.example.com/a b", "a space"],
    ["https://cdn.example.com/a//b", "an empty segment"],
    ["https://cdn.example.com/a/%2e%2e/b", "an encoded segment"],
    ["https://cdn.example.com/a/./b", "a dot segment"],
    ["https://cdn.example.com:443", "the default port written out"],
    ["https://203.0.113.9", "an IP address"],
    ["https://localhost", "a name without a dot"],
    ["https://cdn.example.com/pictures junk", "trailing junk"],
    ["https://cdn.example.com\\pictures", "a backslash"],
    ["ftp://cdn.example.com", "another scheme"],
  ])("refuses %s (%s) with a sentence naming the variable and the value", (value) => {
    const parsed = parseS3PublicUrl(value);
    expect(parsed.base).toBeUndefined();
    expect(parsed.error).toMatch(/^S3_PUBLIC_URL must be the https address/);
    expect(parsed.error).toContain(value);
  });

  it("is refused without S3_BUCKET: a folder on this server is not behind that address", () => {
    const config = mediaPublicConfig({ S3_PUBLIC_URL: "https://cdn.example.com" });
    expect(config.error).toMatch(/S3_PUBLIC_URL is set but S3_BUCKET is not/);
  });

  it("maps a stored picture's address to base/prefix/key, with the store's prefix rules; other addresses unchanged", () => {
    expect(s3ObjectPrefix(" /site/media ")).toBe("site/media/");
    expect(s3ObjectPrefix("")).toBe("");
    const config = mediaPublicConfig({
      S3_PUBLIC_URL: "https://cdn.example.com/lagoon/",
      S3_BUCKET: "pictures",
      S3_PREFIX: "/uploads",
    });
    if (config.error !== undefined) throw new Error(config.error);
    expect(publicMediaAddress(`/media/${KEY}`, config)).toBe(`https://cdn.example.com/lagoon/uploads/${KEY}`);
    expect(publicMediaAddress("/images/hotels/a.webp", config)).toBe("/images/hotels/a.webp");
    expect(publicMediaAddress("https://images.example.org/a.jpg", config)).toBe("https://images.example.org/a.jpg");
    expect(publicMediaAddress(`/media/${KEY}?x=1`, config)).toBe(`/media/${KEY}?x=1`);
    expect(publicMediaAddress(`/media/../${KEY}`, config)).toBe(`/media/../${KEY}`);
  });

  it("lets Next's image optimizer fetch those addresses, and nothing else of that host", () => {
    const config = mediaPublicConfig({
      S3_PUBLIC_URL: "https://cdn.example.com/lagoon",
      S3_BUCKET: "pictures",
      S3_PREFIX: "uploads",
    });
    if (config.error !== undefined) throw new Error(config.error);
    const patterns = mediaPublicRemotePatterns(config);
    const allowed = (url: string) => hasRemoteMatch([], patterns, new URL(url));
    expect(allowed(publicMediaAddress(`/media/${KEY}`, config))).toBe(true);
    expect(allowed(`https://cdn.example.com/elsewhere/${KEY}`)).toBe(false);
    expect(allowed(`https://cdn.example.com/lagoon/uploads/${KEY}?w=1`)).toBe(false);
    expect(allowed(`http://cdn.example.com/lagoon/uploads/${KEY}`)).toBe(false);
    expect(allowed(`https://evil.example.com/lagoon/uploads/${KEY}`)).toBe(false);
    // The CSP lets the browser load the pictures from that origin too.
    expect(imgSrc(contentSecurityPolicy({ nonce: "n", images: mediaPublicOrigins(config) }))).toBe(
      "img-src 'self' data: blob: https://cdn.example.com",
    );
  });

  it("a port in the address is kept in the pattern and the CSP origin", () => {
    const config = mediaPublicConfig({ S3_PUBLIC_URL: "https://cdn.example.com:8443", S3_BUCKET: "pictures" });
    if (config.error !== undefined) throw new Error(config.error);
    expect(
      hasRemoteMatch([], mediaPublicRemotePatterns(config), new URL(publicMediaAddress(`/media/${KEY}`, config))),
    ).toBe(true);
    expect(mediaPublicOrigins(config)).toEqual(["https://cdn.example.com:8443"]);
  });
});

describe("shownPicture", () => {
  it("uses the page's entry (its address and alt text), else the address itself and the component's wording", () => {
    const pictures = {
      [`/media/${KEY}`]: { src: `https://cdn.example.com/${KEY}`, alt: "Villas at dawn" },
      "/media/b.webp": { src: "/media/b.webp", alt: "" },
    };
    expect(shownPicture(pictures, `/media/${KEY}`, "Lodge, Baa")).toEqual({
      src: `https://cdn.example.com/${KEY}`,
      alt: "Villas at dawn",
    });
    expect(shownPicture(pictures, "/media/b.webp", "Lodge, Baa")).toEqual({ src: "/media/b.webp", alt: "Lodge, Baa" });
    expect(shownPicture(pictures, "/images/a.webp", "Lodge, Baa")).toEqual({
      src: "/images/a.webp",
      alt: "Lodge, Baa",
    });
    expect(shownPicture(undefined, "/images/a.webp", "Lodge, Baa")).toEqual({
      src: "/images/a.webp",
      alt: "Lodge, Baa",
    });
  });
});

describe("next.config.mjs", () => {
  const load = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'const c = (await import("./next.config.mjs")).default; console.log(JSON.stringify(c.images.remotePatterns));',
      ],
      {
        env: { ...process.env, S3_PUBLIC_URL: "", S3_BUCKET: "", IMAGE_REMOTE_HOSTS: "", ...env },
        encoding: "utf8",
      },
    );

  it("refuses to load — so the server refuses to start — with a bad S3_PUBLIC_URL, saying why", () => {
    const bad = load({ S3_PUBLIC_URL: "https://cdn.example.com/?v=2", S3_BUCKET: "pictures" });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain(
      "Refusing to start: S3_PUBLIC_URL must be the https address the bucket's pictures are public at, like https://cdn.example.com",
    );
    const noBucket = load({ S3_PUBLIC_URL: "https://cdn.example.com" });
    expect(noBucket.status).not.toBe(0);
    expect(noBucket.stderr).toContain("Refusing to start: S3_PUBLIC_URL is set but S3_BUCKET is not");
  });

  it("with a good one, allows its host for the image optimizer; without, no remote host is added", () => {
    const good = load({ S3_PUBLIC_URL: "https://cdn.example.com/lagoon", S3_BUCKET: "pictures" });
    expect(good.status, good.stderr).toBe(0);
    expect(JSON.parse(good.stdout)).toEqual([
      { protocol: "https", hostname: "cdn.example.com", port: "", pathname: "/lagoon/**", search: "" },
    ]);
    const unset = load({});
    expect(unset.status, unset.stderr).toBe(0);
    expect(JSON.parse(unset.stdout)).toEqual([]);
  });
});

import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { assertPicturesExist, localPictureExists, pictureNotFound } = await import("./image-sources");

const base = mkdtempSync(path.join(tmpdir(), "pictures-"));
const root = path.join(base, "images");
mkdirSync(path.join(root, "hotels"), { recursive: true });
writeFileSync(path.join(root, "hotels", "a.webp"), "x");
writeFileSync(path.join(base, "secret.txt"), "x");
symlinkSync(path.join(base, "secret.txt"), path.join(root, "escape.webp"));
symlinkSync(path.join(root, "hotels", "a.webp"), path.join(root, "inside.webp"));

describe("localPictureExists", () => {
  it("takes a file under the folder, refuses missing files, folders, odd paths and symlinks out", async () => {
    expect(await localPictureExists("/images/hotels/a.webp", root)).toBe(true);
    expect(await localPictureExists("/images/inside.webp", root)).toBe(true);
    expect(await localPictureExists("/images/hotels/b.webp", root)).toBe(false);
    expect(await localPictureExists("/images/hotels", root)).toBe(false);
    expect(await localPictureExists("/images/escape.webp", root)).toBe(false);
    expect(await localPictureExists("/images/../secret.txt", root)).toBe(false);
    expect(await localPictureExists("/images/hotels/a%2ewebp", root)).toBe(false);
  });
});

describe("assertPicturesExist", () => {
  it("names each field with a missing picture; remote URLs and kept pictures pass", async () => {
    await expect(
      assertPicturesExist({ image: "/images/hotels/a.webp", more: ["https://example.com/x.jpg"] }, [], root),
    ).resolves.toBeUndefined();
    await expect(
      assertPicturesExist({ image: "/images/gone.webp" }, ["/images/gone.webp"], root),
    ).resolves.toBeUndefined();
    const error = await assertPicturesExist(
      { image: "/images/hotels/a.webp", more: ["/images/gone.webp"] },
      [],
      root,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "VALIDATION",
      message: pictureNotFound("/images/gone.webp"),
      details: { more: [pictureNotFound("/images/gone.webp")] },
    });
  });
});

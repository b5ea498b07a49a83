import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { MAX_STORED_SIDE, MAX_UPLOAD_BYTES, processPicture } from "./process";

const photo = (width: number, height: number, format: "jpeg" | "png" | "webp" | "avif" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#88aa44" } })
    [format]()
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position, a camera, a comment, and text appended after its end. */
async function photoWithGps() {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#204060" } })
    .withExif({
      IFD0: { Make: "SecretCam", Model: "X1", ImageDescription: "home" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2406/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 336/100",
      },
    })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from("TRAILING-SECRET-DATA")]);
}

describe("processPicture", () => {
  it("re-encodes each accepted format as WebP named by its content hash", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      const out = await processPicture(await photo(40, 30, format));
      expect(out.mime).toBe("image/webp");
      expect(out.key).toBe(`${out.hash}.webp`);
      expect(out.hash).toMatch(/^[0-9a-f]{32}$/);
      expect((await sharp(out.data).metadata()).format).toBe("webp");
      expect([out.width, out.height]).toEqual([40, 30]);
    }
  });

  it("the same picture gives the same name", async () => {
    const input = await photo(30, 20);
    expect((await processPicture(input)).key).toBe((await processPicture(input)).key);
  });

  it("drops EXIF (GPS, camera) and anything appended", async () => {
    const input = await photoWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("SecretCam");
    const out = await processPicture(input);
    const after = await sharp(out.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(out.data.toString("latin1")).not.toMatch(/SecretCam|TRAILING-SECRET|GPS/);
  });

  it("scales the longest side down to MAX_STORED_SIDE, never up", async () => {
    const out = await processPicture(await photo(3000, 1500));
    expect([out.width, out.height]).toEqual([MAX_STORED_SIDE, MAX_STORED_SIDE / 2]);
  });

  it("refuses, with a 400 and a sentence: wrong bytes, a polyglot, too large, too many pixels, damaged", async () => {
    const jpeg = await photo(20, 20);
    const cases: [Uint8Array, RegExp][] = [
      [Buffer.from("#!/bin/sh\necho hi\n"), /not a JPEG, PNG, WebP or AVIF picture/],
      [Buffer.from("<html><script>alert(1)</script></html>"), /not a JPEG, PNG, WebP or AVIF picture/],
      [Buffer.concat([jpeg, Buffer.from("<script>alert(document.cookie)</script>")]), /web page or script content/],
      [
        Buffer.concat([jpeg.subarray(0, 30), Buffer.from("<?php system('id'); ?>"), jpeg.subarray(30)]),
        /web page or script content/,
      ],
      [Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), /too large: at most 15 MB/],
      [jpeg.subarray(0, 100), /damaged or cannot be read/],
      [new Uint8Array(0), /empty/],
    ];
    for (const [input, message] of cases) {
      await expect(processPicture(input)).rejects.toMatchObject({ message: expect.stringMatching(message) });
      await expect(processPicture(input)).rejects.toHaveProperty(
        "code",
        expect.stringMatching(/BAD_REQUEST|PAYLOAD_TOO_LARGE/),
      );
    }
  });

  it("refuses a picture over the pixel cap before decoding it", async () => {
    // A PNG of 8000 × 6000 (48 MP) of one colour compresses to a small file.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(processPicture(huge)).rejects.toMatchObject({
      message: expect.stringMatching(/too many pixels \(8000 × 6000\)/),
    });
  });
});

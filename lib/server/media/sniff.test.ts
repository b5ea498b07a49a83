import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { findActiveContent, sniffPictureFormat } from "./sniff";

const picture = (format: "jpeg" | "png" | "webp" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366aa" } })
    [format]()
    .toBuffer();

describe("sniffPictureFormat: the format by the bytes, whatever the name", () => {
  it("knows JPEG, PNG, WebP and AVIF by their magic numbers", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      expect(sniffPictureFormat(await picture(format)), format).toBe(format);
    }
  });

  it("refuses everything else: scripts, HTML, SVG, GIF, PDF, ZIP, HEIC that is not AVIF, too short", async () => {
    const refused = [
      "#!/bin/sh\nrm -rf /\n",
      "<?php system($_GET['c']); ?>",
      "<html><script>alert(1)</script></html>",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "GIF89a\x01\x00\x01\x00\x00\x00\x00;",
      "%PDF-1.7\n%âãÏÓ\n1 0 obj",
      "PK\x03\x04\x14\x00\x00\x00\x08\x00",
      "\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic",
      "\xff\xd8",
    ];
    for (const text of refused)
      expect(sniffPictureFormat(Buffer.from(text, "latin1")), JSON.stringify(text)).toBeNull();
    expect(sniffPictureFormat(new Uint8Array(0))).toBeNull();
  });

  it("an AVIF brand among the compatible ones counts; one in the minor-version slot does not", () => {
    const box = (brands: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 8 + brands.length]), Buffer.from(`ftyp${brands}`, "latin1")]);
    expect(sniffPictureFormat(box("mif1\x00\x00\x00\x00avif"))).toBe("avif");
    expect(sniffPictureFormat(box("mif1avif"))).toBeNull();
  });
});

describe("findActiveContent: a polyglot's web page or script inside a picture", () => {
  it("finds HTML, script and PHP anywhere in the bytes, in any case", async () => {
    const jpeg = await picture("jpeg");
    for (const payload of [
      "<script>alert(1)</script>",
      "<?php echo 1; ?>",
      "<HTML><BODY>",
      "<svg onload=alert(1)>",
      "<iframe src=x>",
      "<img src=x onerror=alert(1)>",
    ]) {
      const polyglot = Buffer.concat([jpeg.subarray(0, 20), Buffer.from(payload), jpeg.subarray(20)]);
      expect(findActiveContent(polyglot), payload).not.toBeNull();
      expect(findActiveContent(Buffer.concat([jpeg, Buffer.from(payload)])), `${payload} appended`).not.toBeNull();
    }
  });

  it("a plain picture of each format has none", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const)
      expect(findActiveContent(await picture(format)), format).toBeNull();
  });
});

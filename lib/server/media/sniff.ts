import "server-only";

/*
 * What a file is, told by its bytes alone (never its name or the type the browser declared): the
 * four picture formats an admin may upload, and the markers of a file that is also something a
 * browser or a server would run (a "polyglot": a picture with HTML, script or PHP inside).
 */

export type PictureFormat = "jpeg" | "png" | "webp" | "avif";

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The picture format `bytes` start with (magic numbers), or null for anything else. */
export function sniffPictureFormat(bytes: Uint8Array): PictureFormat | null {
  if (bytes.length < 12) return null;
  // JPEG: SOI then the first marker's FF.
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  // PNG: the 8-byte signature.
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === "PNG" &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return "png";
  // WebP: a RIFF container of form WEBP.
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // AVIF: an ISO-BMFF 'ftyp' box whose major or a compatible brand is avif/avis.
  if (ascii(bytes, 4, 8) === "ftyp") {
    const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
    const end = Math.min(bytes.length, size >= 16 && size <= 256 ? size : 0);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/**
 * Markers of content a browser renders or a server executes. Each is 5+ characters, matched
 * without regard to case, so that compressed picture data holds one by chance far below once in a
 * thousand uploads of the largest size; a picture's own metadata (EXIF, XMP's `<x:xmpmeta`, ICC)
 * has none.
 */
const ACTIVE_CONTENT =
  /<script|<\?php|<html|<!doctype|<body|<iframe|<svg[\s/>]|<object|<embed|javascript:|onerror\s*=|onload\s*=/;

/** The first active marker inside `bytes` (a polyglot's HTML, script or PHP), or null. */
export function findActiveContent(bytes: Uint8Array): string | null {
  // latin1 keeps one character per byte, so a marker is found wherever it sits.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1").toLowerCase();
  return ACTIVE_CONTENT.exec(text)?.[0] ?? null;
}

import sharp from "sharp";
import { expect, type Locator, type Page } from "./test";

// What the picture-upload specs (media-uploads.spec.ts) share: the admin's session, the photos
// they upload, the admin picture control's steps (lib/server/media; components/admin/picture-upload.tsx)
// and the visitor's checks of what was stored.

export async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
}

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A plain 800×600 JPEG of one colour (`r` picks it: different bytes, a different stored picture). */
export const plainPhoto = (r: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** A photo with a GPS position in its EXIF, as a phone would send it (`b` picks its colour). */
export const phonePhoto = (b = 170) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 120, b } } })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "4/1 10/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 30/1 0/1" },
    })
    .jpeg()
    .toBuffer();

export const STORED_PICTURE = /^\/media\/[0-9a-f]{32}\.webp$/;

/**
 * Uploads one picture into a dialog's single-picture field (`label` as the form names it, e.g.
 * "Main image") and returns the stored address the field then holds; its preview shows.
 */
export async function uploadMainPicture(
  dialog: Locator,
  label: string,
  photo: Buffer,
  fileName = "photo.jpg",
): Promise<string> {
  await dialog
    .getByLabel(`Upload a picture for ${label.toLowerCase()}`)
    .setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: photo });
  const address = dialog.getByLabel(label, { exact: true });
  await expect(address).toHaveValue(STORED_PICTURE);
  await expect(dialog.getByRole("img", { name: `${label}, picture 1` })).toBeVisible();
  return address.inputValue();
}

/**
 * Uploads two pictures at once into a dialog's gallery field (`label`, e.g. "Gallery images"),
 * then moves the second first; returns the gallery's addresses in that new order.
 */
export async function uploadTwoAndSwap(dialog: Locator, label: string, photos: [Buffer, Buffer]): Promise<string[]> {
  await dialog.getByLabel(`Upload pictures for ${label.toLowerCase()}`).setInputFiles([
    { name: "first.jpg", mimeType: "image/jpeg", buffer: photos[0] },
    { name: "second.jpg", mimeType: "image/jpeg", buffer: photos[1] },
  ]);
  const gallery = dialog.getByRole("list", { name: `${label}: chosen pictures` });
  await expect(gallery.getByRole("listitem")).toHaveCount(2);
  const srcs = () => gallery.getByRole("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
  const before = await srcs();
  await gallery.getByRole("button", { name: "Move picture 2 earlier" }).click();
  await expect.poll(srcs).toEqual([before[1], before[0]]);
  // The previews are the stored addresses themselves.
  for (const src of before) expect(src).toMatch(STORED_PICTURE);
  return [before[1]!, before[0]!];
}

/** Types a picture's alt text beside it (`field` e.g. "main image", picture `n`); it is saved on the picture when the box is left. */
export async function setAltText(dialog: Locator, field: string, n: number, text: string) {
  const alt = dialog.getByLabel(`Alt text for ${field}, picture ${n}`);
  await alt.fill(text);
  await alt.blur();
  await expect(dialog.getByText("Alt text saved")).toBeVisible();
}

/** The first img of `scope` drawn from the stored picture `url` (through Next's image optimizer). */
export const pictureOf = (scope: Page | Locator, url: string) =>
  scope.locator(`img[src*="${encodeURIComponent(url)}"]`).first();

/** Waits until `img` is shown and its bytes have loaded (a broken image has no natural width). */
export async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** The stored file itself: an image type, nosniff, cached for good, no EXIF (GPS) left. */
export async function expectStoredClean(page: Page, url: string) {
  const stored = await page.request.get(url);
  expect(stored.status()).toBe(200);
  expect(stored.headers()["content-type"]).toBe("image/webp");
  expect(stored.headers()["x-content-type-options"]).toBe("nosniff");
  expect(stored.headers()["cache-control"]).toContain("immutable");
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();
}

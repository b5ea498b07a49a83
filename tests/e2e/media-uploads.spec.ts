import { expect, test, hydrating } from "./support/test";
import {
  expectLoaded,
  expectStoredClean,
  phonePhoto,
  pictureOf,
  plainPhoto,
  setAltText,
  signInAsAdmin,
  toast,
  uploadMainPicture,
  uploadTwoAndSwap,
} from "./support/media";

// Issue 38: admins upload pictures in the dashboard's dialogs; a signed-out visitor sees them,
// resized by Next's image optimizer from /media/<hash>.webp, on the listing and the detail page.
test.describe.configure({ timeout: 120_000 });

test("an admin creates a hotel with an uploaded main picture and two reordered gallery pictures → the visitor sees them on /hotels and the hotel's page, at both widths", async ({
  page,
  browser,
}) => {
  const name = `E2E Upload Lodge ${Date.now().toString(36)}`;

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Hotels", exact: true }).click();
  await page.getByRole("button", { name: "Add New Hotel" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Hotel name", { exact: true }).fill(name);
  await dialog.getByLabel("Location", { exact: true }).fill("Baa Atoll, Maldives");
  const url = await uploadMainPicture(dialog, "Main image", await phonePhoto(), "lagoon.jpg");
  await dialog.getByLabel("Price per night (USD)", { exact: true }).fill("290");
  await dialog.getByRole("tab", { name: "Details & Rooms" }).click();
  await dialog.getByLabel("Description", { exact: true }).fill("A lodge whose photo an admin uploaded.");
  await dialog.getByLabel("Location description", { exact: true }).fill("By the lagoon.");
  // Two gallery pictures at once, then the second moved first.
  const galleryUrls = await uploadTwoAndSwap(dialog, "Additional images", [
    await plainPhoto(200),
    await plainPhoto(40),
  ]);
  await dialog.getByRole("button", { name: "Create Hotel" }).click();
  await expect(toast(page, "Hotel created successfully")).toBeVisible();
  const row = page.getByTestId("hotels-table").getByRole("row").filter({ hasText: name });
  const href = await row.getByRole("link", { name: `View ${name}` }).getAttribute("href");
  expect(href).toMatch(/^\/hotels\/\d+$/);

  try {
    const visitor = await browser.newContext();
    const visitorPage = hydrating(await visitor.newPage());
    // The listing's card.
    await visitorPage.goto(`/hotels?q=${encodeURIComponent(name)}`);
    await expectLoaded(pictureOf(visitorPage.getByRole("article", { name }), url));

    await visitorPage.goto(href!);
    await expect(visitorPage.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectLoaded(pictureOf(visitorPage, url));
    // The gallery in the order the admin chose.
    for (const [i, src] of galleryUrls.entries()) {
      const photo = visitorPage.getByRole("img", { name: `${name}: photo ${i + 1} of 2` });
      await expect(photo).toBeAttached();
      expect(await photo.getAttribute("src")).toContain(encodeURIComponent(src));
    }
    await expectStoredClean(visitorPage, url);
    await visitor.close();
    // …and at phone width: the card and the page's main picture.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phonePage = hydrating(await phone.newPage());
    await phonePage.goto(`/hotels?q=${encodeURIComponent(name)}`);
    await expectLoaded(pictureOf(phonePage.getByRole("article", { name }), url));
    await phonePage.goto(href!);
    await expect(phonePage.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectLoaded(pictureOf(phonePage, url));
    await phone.close();
  } finally {
    // No room type on sale: other specs book "the last hotel", which must not be this one.
    expect((await page.request.delete(`/api/hotels/${href!.split("/").pop()}`)).ok()).toBe(true);
  }
});

test("an admin creates a guest house with an uploaded main picture and two reordered gallery pictures → the visitor sees them on /guest-houses and the house's page @mobile", async ({
  page,
  browser,
}) => {
  const title = `E2E Upload Guest House ${Date.now().toString(36)}`;
  // Different colours on each run and project: every picture is a new upload, not one stored before.
  const tint = Date.now() % 200;

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Guest Houses", exact: true }).click();
  await page.getByRole("button", { name: "Add Guest House" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Accommodation type", { exact: true }).selectOption("guest_house");
  await dialog.getByLabel("Location", { exact: true }).fill("Maafushi, Kaafu Atoll");
  await dialog.getByLabel("Description", { exact: true }).fill("A guest house whose photos an admin uploaded.");
  await dialog.getByLabel("Price per night (USD)", { exact: true }).fill("85");
  await dialog.getByRole("tab", { name: "Rooms & Meals" }).click();
  await dialog.getByLabel("Activities", { exact: true }).fill("Snorkelling");
  await dialog.getByLabel("Facilities", { exact: true }).fill("WiFi\nSea view");
  await dialog.getByRole("tab", { name: "Images & Policies" }).click();
  const url = await uploadMainPicture(dialog, "Main image", await phonePhoto(tint), "house.jpg");
  const altText = `A blue door on a sandy lane ${Date.now().toString(36)}`;
  await setAltText(dialog, "main image", 1, altText);
  const galleryUrls = await uploadTwoAndSwap(dialog, "Gallery images", [
    await plainPhoto(tint + 10),
    await plainPhoto(tint + 30),
  ]);
  await dialog.getByRole("button", { name: "Create Guest House" }).click();
  await expect(toast(page, "Local tourism package created successfully")).toBeVisible();
  const row = page.getByTestId("guest-houses-table").getByRole("row").filter({ hasText: title });
  const href = await row.getByRole("link", { name: `View ${title}` }).getAttribute("href");
  expect(href).toMatch(/^\/guest-house\/\d+$/);

  try {
    // Signed out, at the project's width (a desktop's or a phone's).
    const visitor = await browser.newContext();
    const visitorPage = hydrating(await visitor.newPage());
    // The listing's card, its picture named by the stored alt text.
    await visitorPage.goto(`/guest-houses?q=${encodeURIComponent(title)}`);
    const card = visitorPage.getByRole("article", { name: title });
    await expect(card.getByRole("img", { name: altText, exact: true })).toHaveCount(1);
    await expectLoaded(pictureOf(card, url));

    await visitorPage.goto(href!);
    await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectLoaded(pictureOf(visitorPage, url));
    // The gallery: the main picture first (its alt text), then the two in the order the admin chose.
    await visitorPage.getByRole("tab", { name: "Gallery" }).click();
    const gallery = visitorPage.getByTestId("gallery");
    for (const [i, src] of [url, ...galleryUrls].entries()) {
      const photo = gallery.getByRole("img", {
        name: i === 0 ? altText : `${title}: photo ${i + 1} of 3`,
        exact: true,
      });
      expect(await photo.getAttribute("src")).toContain(encodeURIComponent(src));
      await expectLoaded(photo);
    }
    await expectStoredClean(visitorPage, url);
    await visitor.close();
  } finally {
    // Other specs count the active guest houses.
    expect((await page.request.delete(`/api/local-tourism/${href!.split("/").pop()}`)).ok()).toBe(true);
  }
});

test("an admin gives an uploaded picture its alt text and reuses it from the media library → the visitor's page uses that alt", async ({
  page,
  browser,
}) => {
  const name = `E2E Alt Lodge ${Date.now().toString(36)}`;
  const altText = `Overwater villas at dawn ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Hotels", exact: true }).click();
  await page.getByRole("button", { name: "Add New Hotel" }).click();
  const dialog = page.getByRole("dialog", { name: /hotel/i });
  await dialog.getByLabel("Hotel name", { exact: true }).fill(name);
  await dialog.getByLabel("Location", { exact: true }).fill("Baa Atoll, Maldives");
  const url = await uploadMainPicture(dialog, "Main image", await plainPhoto(Date.now() % 256), "villas.jpg");
  // The alt text beside the picture, saved on the picture when the field is left.
  await setAltText(dialog, "main image", 1, altText);
  await dialog.getByLabel("Price per night (USD)", { exact: true }).fill("310");
  await dialog.getByRole("tab", { name: "Details & Rooms" }).click();
  await dialog.getByLabel("Description", { exact: true }).fill("A lodge whose gallery reuses a library picture.");
  await dialog.getByLabel("Location description", { exact: true }).fill("By the lagoon.");

  // The gallery takes the same picture from the library (newest first: it is there, with its alt text).
  await dialog.getByRole("button", { name: "Choose additional images from the library" }).click();
  const library = page.getByRole("dialog", { name: "Media library" });
  const item = library.locator(`button[data-url="${url}"]`);
  await expect(item).toBeVisible();
  await expect(item).toContainText(altText);
  await item.click();
  await expect(library).toBeHidden();
  const gallery = dialog.getByRole("list", { name: "Additional images: chosen pictures" });
  await expect(gallery.getByRole("listitem")).toHaveCount(1);
  await expect(gallery.getByLabel("Alt text for additional images, picture 1")).toHaveValue(altText);
  await dialog.getByRole("button", { name: "Create Hotel" }).click();
  await expect(toast(page, "Hotel created successfully")).toBeVisible();
  const row = page.getByTestId("hotels-table").getByRole("row").filter({ hasText: name });
  const href = await row.getByRole("link", { name: `View ${name}` }).getAttribute("href");

  try {
    const visitor = await browser.newContext();
    const visitorPage = hydrating(await visitor.newPage());
    // The listing's card names its picture by the alt text too.
    await visitorPage.goto(`/hotels?q=${encodeURIComponent(name)}`);
    const card = visitorPage.getByRole("article", { name });
    await expect(card.getByRole("img", { name: altText, exact: true })).toHaveCount(1);
    expect(await card.getByRole("img", { name: altText, exact: true }).getAttribute("src")).toContain(
      encodeURIComponent(url),
    );

    await visitorPage.goto(href!);
    await expect(visitorPage.getByRole("heading", { level: 1, name })).toBeVisible();
    // The hero and the gallery photo both carry the admin's alt text, not the page's default wording.
    const pictures = visitorPage.getByRole("img", { name: altText, exact: true });
    await expect(pictures).toHaveCount(2);
    for (const src of await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src"))))
      expect(src).toContain(encodeURIComponent(url));
    await visitor.close();
  } finally {
    expect((await page.request.delete(`/api/hotels/${href!.split("/").pop()}`)).ok()).toBe(true);
  }
});

import { expect, test } from "./support/test";

// Issue 18: the image optimiser is no open proxy. With IMAGE_REMOTE_HOSTS unset (the e2e server's
// default) it refuses every remote host, and still serves and resizes the site's own pictures.
test.describe("/_next/image", () => {
  test("refuses a remote host that is not allow-listed", async ({ request }) => {
    for (const url of ["https://evil.example/x.jpg", "https://images.unsplash.com/photo-1.jpg"]) {
      const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(res.status(), url).toBe(400);
      expect(await res.text()).toContain('"url" parameter is not allowed');
    }
  });

  test("serves a local picture resized", async ({ request }) => {
    const res = await request.get(
      `/_next/image?url=${encodeURIComponent("/images/destinations/maldives-1.webp")}&w=640&q=75`,
      {
        headers: { accept: "image/avif,image/webp,*/*" },
      },
    );
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^image\//);
  });
});

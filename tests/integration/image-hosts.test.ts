/**
 * Issue 18: the server fetches and resizes remote images only from IMAGE_REMOTE_HOSTS (default
 * none), so the content API refuses an image URL from any other host on save, saying why.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { POST as postDestination } from "@/app/api/destinations/route";
import { PUT as putHotel } from "@/app/api/hotels/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { MESSAGES } from "@/lib/validation/content";
import { call } from "../support/http";
import { adminHeaders } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-image-hosts";

let admin: Record<string, string>;
const destination = (image: string) => ({
  name: "Baa Atoll",
  country: "Maldives",
  image,
  description: "Manta rays and quiet islands.",
});

beforeAll(async () => {
  admin = await adminHeaders();
});

// The integration project allows example.com (the shared test content's images): each test here sets its own list.
const configured = process.env.IMAGE_REMOTE_HOSTS;
afterEach(() => {
  if (configured === undefined) delete process.env.IMAGE_REMOTE_HOSTS;
  else process.env.IMAGE_REMOTE_HOSTS = configured;
});

describe("image URLs from remote hosts", () => {
  it("with no IMAGE_REMOTE_HOSTS, an https image is refused (400 on the field); a picture under /images/ is saved", async () => {
    delete process.env.IMAGE_REMOTE_HOSTS;
    const refused = await call(postDestination, "/api/destinations", undefined, {
      method: "POST",
      headers: admin,
      body: destination("https://evil.example/x.jpg"),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual({ image: [MESSAGES.imageHost] });
    const local = await call(postDestination, "/api/destinations", undefined, {
      method: "POST",
      headers: admin,
      body: destination("/images/destinations/maldives-1.webp"),
    });
    expect(local.status).toBe(201);
  });

  it("an allowed host's image is saved; another host's is still refused, in lists too", async () => {
    process.env.IMAGE_REMOTE_HOSTS = "images.example.com, *.cdn.example.net";
    const allowed = await call(postDestination, "/api/destinations", undefined, {
      method: "POST",
      headers: admin,
      body: destination("https://images.example.com/baa.jpg"),
    });
    expect(allowed.status).toBe(201);
    const wildcard = await call(postDestination, "/api/destinations", undefined, {
      method: "POST",
      headers: admin,
      body: destination("https://eu.cdn.example.net/baa.jpg"),
    });
    expect(wildcard.status).toBe(201);
    const other = await call(postDestination, "/api/destinations", undefined, {
      method: "POST",
      headers: admin,
      body: destination("https://images.example.com.evil.io/baa.jpg"),
    });
    expect(other.status).toBe(400);
    expect(other.json.details).toEqual({ image: [MESSAGES.imageHost] });

    const hotel = await getDb().hotel.findFirstOrThrow({ orderBy: { id: "asc" } });
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = hotel as unknown as Record<string, unknown>;
    void _id;
    void _c;
    void _u;
    const put = await call(
      putHotel,
      `/api/hotels/${hotel.id}`,
      { id: String(hotel.id) },
      {
        method: "PUT",
        headers: admin,
        body: {
          ...fields,
          additionalImages: ["/images/hotels/andaman-longtail-kamala-2.webp", "https://evil.example/b.jpg"],
        },
      },
    );
    expect(put.status).toBe(400);
    expect(Object.values(put.json.details as Record<string, string[]>).flat()).toContain(MESSAGES.imageHost);
  });
});

import { describe, expect, it } from "vitest";

import { detailMetadata, metaDescription } from "./detail-metadata";

describe("detail pages' metadata", () => {
  it("keeps a description of 200 characters whole and cuts a longer one to 197 and an ellipsis", () => {
    const exact = "x".repeat(200);
    expect(metaDescription(exact)).toBe(exact);
    const long = `${"word ".repeat(39)}wordy tail`;
    expect(long.length).toBeGreaterThan(200);
    const cut = metaDescription(long);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(198);
    expect(cut).toBe(`${long.slice(0, 197).trimEnd()}…`);
  });

  it("titles the page 'name, place', links its canonical path and shares its photo", () => {
    expect(
      detailMetadata({
        name: "Reef Lodge",
        place: "Maafushi, Maldives",
        description: "On the reef.",
        path: "/guest-house/3",
        image: "/images/a.webp",
      }),
    ).toEqual({
      title: "Reef Lodge, Maafushi, Maldives",
      description: "On the reef.",
      alternates: { canonical: "/guest-house/3" },
      openGraph: { title: "Reef Lodge", images: [{ url: "/images/a.webp", alt: "Reef Lodge, Maafushi, Maldives" }] },
    });
    expect(
      detailMetadata({
        name: "Bali",
        place: "Indonesia",
        description: "",
        path: "/destinations/2",
        image: "/b.webp",
        shareTitle: "Bali, Indonesia",
      }).openGraph?.title,
    ).toBe("Bali, Indonesia");
  });
});

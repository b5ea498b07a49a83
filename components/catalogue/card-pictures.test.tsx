import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { DestinationDTO, GuestHouseDTO, HotelDTO, PromotionDTO } from "@/lib/types/catalogue";
import type { PagePictures } from "@/lib/media/pictures";
import { shownPrice } from "@/lib/pricing/stay-quote";
import { HotelCard } from "./hotel-card";
import { GuestHouseCard } from "./guest-house-card";
import { PromotionCard } from "./promotion-card";
import { DestinationCard } from "./destination-card";
import { PhotoGallery } from "./detail-parts";
import { PropertyHero } from "./detail-hero";

// The cards, heroes and galleries take a page's uploaded pictures (lib/server/media/page-pictures.ts,
// one look-up per page) and show each picture from its address with its own alt text; a picture
// the page did not list (the demo's /images/…), or one without alt text, keeps the component's wording.

const A = "/media/0123456789abcdef0123456789abcdef.webp";
const B = "/media/fedcba9876543210fedcba9876543210.webp";
const CDN_A = "https://cdn.example.com/0123456789abcdef0123456789abcdef.webp";
const pictures: PagePictures = { [A]: { src: CDN_A, alt: "Overwater villas at dawn" }, [B]: { src: B, alt: "" } };

const shown = shownPrice({
  baseCents: 20_000,
  seasons: [],
  roomKey: "x",
  stay: null,
  sampleNight: "2030-01-01",
  propertyKind: "hotel",
  rules: [],
});
const stamps = { createdAt: "2030-01-01T00:00:00.000Z", updatedAt: "2030-01-01T00:00:00.000Z" };
const hotel = (image: string): HotelDTO => ({
  id: 7,
  name: "Coral Lodge",
  location: "Baa Atoll",
  price: 200,
  image,
  rating: 4.5,
  reviews: 3,
  lovedPercentage: 90,
  description: "",
  locationDescription: "",
  amenities: [],
  roomTypes: [],
  additionalImages: [],
  policies: "",
  cancellationPolicy: null,
  ratePlans: null,
  checkInTime: "14:00",
  checkOutTime: "12:00",
  ...stamps,
});
const house = (mainImage: string): GuestHouseDTO => ({
  id: 8,
  title: "Breeze Inn",
  type: "guest_house",
  description: "",
  location: "Maafushi",
  mainImage,
  galleryImages: [],
  pricePerNight: 80,
  checkInTime: "14:00",
  checkOutTime: "12:00",
  maxGuests: null,
  minimumStay: 1,
  facilities: [],
  activities: [],
  policies: "",
  cancellationPolicy: null,
  ratePlans: null,
  roomTypes: [],
  mealPlans: [],
  dailyCapacity: null,
  isActive: true,
  ...stamps,
});
const promotion = (image: string): PromotionDTO => ({
  id: 9,
  title: "Lagoon Escape",
  image,
  location: "Maldives",
  discount: 20,
  rating: 4.8,
  reviews: 10,
  originalPrice: 300,
  discountedPrice: 240,
  description: "",
  validFrom: "2030-01-01",
  validUntil: "2030-12-31",
  terms: "",
  maxBookings: 0,
  hotelId: null,
  ...stamps,
});
const destination = (image: string): DestinationDTO => ({
  id: 10,
  name: "Baa Atoll",
  country: "Maldives",
  image,
  hotels: 3,
  priceFrom: 150,
  description: "",
  attractions: [],
  bestTimeToVisit: "",
  currency: "",
  language: "",
  timezone: "",
  ...stamps,
});

/** Every <img>'s alt and src (next/image's optimizer address) in the markup. */
function images(markup: string) {
  return [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    alt: /alt="([^"]*)"/.exec(tag)?.[1],
    src: decodeURIComponent(/ src="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? ""),
  }));
}

const cards = [
  [
    "hotel card",
    (image: string, p?: PagePictures) => <HotelCard hotel={hotel(image)} shown={shown} bookHref="/book" pictures={p} />,
    "Coral Lodge, Baa Atoll",
  ],
  [
    "guest-house card",
    (image: string, p?: PagePictures) => <GuestHouseCard guestHouse={house(image)} shown={shown} pictures={p} />,
    "Breeze Inn, Maafushi",
  ],
  [
    "promotion card",
    (image: string, p?: PagePictures) => <PromotionCard promotion={promotion(image)} shown={shown} pictures={p} />,
    "Lagoon Escape, Maldives",
  ],
  [
    "destination card",
    (image: string, p?: PagePictures) => <DestinationCard destination={destination(image)} pictures={p} />,
    "Baa Atoll, Maldives",
  ],
  [
    "property hero",
    (image: string, p?: PagePictures) => (
      <PropertyHero
        titleId="t"
        title="Coral Lodge"
        location="Baa Atoll"
        image={image}
        listing={{ label: "Hotels", href: "/hotels" }}
        price="$200"
        pictures={p}
      >
        {null}
      </PropertyHero>
    ),
    "Coral Lodge, Baa Atoll",
  ],
] as const;

describe.each(cards)("the %s", (_, render, fallback) => {
  it("shows an uploaded picture from the page's address for it, with its stored alt text", () => {
    expect(images(renderToStaticMarkup(render(A, pictures)))).toEqual([
      { alt: "Overwater villas at dawn", src: expect.stringContaining(`url=${CDN_A}`) },
    ]);
  });

  it("falls back to its own wording: an uploaded picture without alt text, a picture the page did not list, no pictures at all", () => {
    expect(images(renderToStaticMarkup(render(B, pictures)))).toEqual([
      { alt: fallback, src: expect.stringContaining(`url=${B}`) },
    ]);
    expect(images(renderToStaticMarkup(render("/images/hotels/a.webp", pictures)))).toEqual([
      { alt: fallback, src: expect.stringContaining("url=/images/hotels/a.webp") },
    ]);
    expect(images(renderToStaticMarkup(render(A, undefined)))).toEqual([
      { alt: fallback, src: expect.stringContaining(`url=${A}`) },
    ]);
  });
});

describe("the photo gallery", () => {
  it("gives each photo its page address and alt text, the others 'name: photo i of n'", () => {
    const markup = renderToStaticMarkup(
      <PhotoGallery images={[A, B, "/images/x.webp"]} name="Coral Lodge" pictures={pictures} />,
    );
    expect(images(markup).map((i) => i.alt)).toEqual([
      "Overwater villas at dawn",
      "Coral Lodge: photo 2 of 3",
      "Coral Lodge: photo 3 of 3",
    ]);
    expect(images(markup)[0]!.src).toContain(`url=${CDN_A}`);
  });
});

import { destinations } from "./destinations";
import { guestHouses } from "./guest-houses";
import { hotels } from "./hotels";
import { promotions } from "./promotions";
import type { Scene } from "./types";

export { destinations, guestHouses, hotels, promotions };

/** The landing-page hero picture. */
export const heroScene: Scene = {
  path: "/images/hero/lagoon-resort.webp",
  kind: "overwater-villas",
  time: "golden",
  seed: 3,
  alt: "Tropical lagoon resort with thatched overwater villas and palms in golden evening light",
};

/**
 * Every scene the catalogue refers to, each path once: the hero, hotel main and gallery images,
 * destination, promotion and guest-house pictures. Room-type images are plain paths that point at
 * scenes of the same hotel, so they add nothing here.
 */
export function allScenes(): Scene[] {
  const scenes: Scene[] = [
    heroScene,
    ...hotels.flatMap((h) => [h.image, ...h.additionalImages]),
    ...destinations.map((d) => d.image),
    ...promotions.map((p) => p.image),
    ...guestHouses.flatMap((g) => [g.mainImage, ...g.galleryImages]),
  ];
  const byPath = new Map<string, Scene>();
  for (const scene of scenes) {
    if (!byPath.has(scene.path)) byPath.set(scene.path, scene);
  }
  return [...byPath.values()];
}

import type { Scene, SceneKind } from "../../../prisma/seed-data/types";
import { makeCtx, type Ctx } from "../lib/context";
import { jungleTemple, limestoneCliffs, longtailBoats, riceTerraces } from "./asia";
import { beachPalms, infinityPool, islandAerial, overwaterVillas, reefLagoon, sandbankPicnic } from "./coast";
import { guestHouseGarden, guestHouseStreet } from "./guest-house";
import { diningDeck, roomInterior, spa } from "./interiors";
import { santoriniSunset, santoriniVillage } from "./santorini";

type Draw = (ctx: Ctx) => string;

/** One drawing function per scene kind. */
const DRAW: Record<SceneKind, Draw> = {
  "overwater-villas": overwaterVillas,
  "beach-palms": beachPalms,
  "reef-lagoon": reefLagoon,
  "infinity-pool": infinityPool,
  "island-aerial": islandAerial,
  "sandbank-picnic": sandbankPicnic,
  "rice-terraces": riceTerraces,
  "jungle-temple": jungleTemple,
  "longtail-boats": longtailBoats,
  "limestone-cliffs": limestoneCliffs,
  "santorini-village": santoriniVillage,
  "santorini-sunset": santoriniSunset,
  "guest-house-street": guestHouseStreet,
  "guest-house-garden": guestHouseGarden,
  "room-interior": roomInterior,
  "dining-deck": diningDeck,
  spa,
};

/** Full SVG document for a scene at the given pixel size. */
export function renderSceneSvg(scene: Scene, W: number, H: number): string {
  const ctx = makeCtx(scene, W, H);
  const body = DRAW[scene.kind](ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ctx.defs.render()}${body}</svg>`;
}

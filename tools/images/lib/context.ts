import type { Scene, TimeOfDay } from "../../../prisma/seed-data/types";
import { mix } from "./color";
import { applyLight, paletteFor, type Palette } from "./palette";
import { Rng } from "./rng";
import { Defs } from "./svg";

/** Everything a scene drawing needs. */
export interface Ctx {
  W: number;
  H: number;
  rng: Rng;
  time: TimeOfDay;
  pal: Palette;
  defs: Defs;
  /** Object colour under the scene's light. */
  lit(color: string, strength?: number): string;
  /** Object colour faded towards the horizon haze (t = 0 near, 1 fully hazed). */
  haze(color: string, t: number): string;
  /** True for dusk and night (silhouettes, lit windows, stars). */
  dark: boolean;
}

export function makeCtx(scene: Scene, W: number, H: number): Ctx {
  const rng = new Rng(scene.seed);
  const pal = paletteFor(scene.time, rng);
  return {
    W,
    H,
    rng,
    time: scene.time,
    pal,
    defs: new Defs(),
    lit: (color, strength = 1) => applyLight(pal, color, strength),
    haze: (color, t) => mix(applyLight(pal, color), pal.skyHorizon, t),
    dark: scene.time === "dusk" || scene.time === "night",
  };
}

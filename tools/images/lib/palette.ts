import type { TimeOfDay } from "../../../prisma/seed-data/types";
import { mix, scale, shift } from "./color";
import type { Rng } from "./rng";

/** Colours and lighting of one time of day. */
export interface Palette {
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  /** Sun (or moon) disc and the halo around it. */
  sun: string;
  glow: string;
  /** Height of the sun above the horizon as a fraction of the sky height; < 0 = below. */
  sunAltitude: number;
  moon: boolean;
  /** Star opacity, 0 = none. */
  stars: number;
  seaFar: string;
  seaNear: string;
  /** Bright shallow-lagoon turquoise. */
  lagoon: string;
  sand: string;
  cloud: string;
  cloudShade: string;
  cloudOpacity: number;
  /** Light falling on objects: tint colour, how much of it, and brightness factor. */
  tint: string;
  tintAmount: number;
  brightness: number;
  /** Windows, lanterns and candles are lit. */
  lightsOn: boolean;
  /** Sparkle / highlight colour on water. */
  sparkle: string;
}

const BASE: Record<TimeOfDay, Palette> = {
  morning: {
    skyTop: "#6fb3e6",
    skyMid: "#aad6ef",
    skyHorizon: "#fbe2c6",
    sun: "#fff6dc",
    glow: "#ffe2ad",
    sunAltitude: 0.42,
    moon: false,
    stars: 0,
    seaFar: "#2b7fb5",
    seaNear: "#4cc9cc",
    lagoon: "#7fe3d8",
    sand: "#f5e6cc",
    cloud: "#ffffff",
    cloudShade: "#f2d5c9",
    cloudOpacity: 0.9,
    tint: "#ffe3c2",
    tintAmount: 0.08,
    brightness: 1,
    lightsOn: false,
    sparkle: "#fff7e6",
  },
  noon: {
    skyTop: "#2a7fd0",
    skyMid: "#63b2ea",
    skyHorizon: "#c9ecf9",
    sun: "#ffffff",
    glow: "#fff7d1",
    sunAltitude: 0.8,
    moon: false,
    stars: 0,
    seaFar: "#14609f",
    seaNear: "#2fcfc2",
    lagoon: "#8ef0df",
    sand: "#fbf1dc",
    cloud: "#ffffff",
    cloudShade: "#d6e6f3",
    cloudOpacity: 0.95,
    tint: "#ffffff",
    tintAmount: 0,
    brightness: 1.03,
    lightsOn: false,
    sparkle: "#ffffff",
  },
  golden: {
    skyTop: "#5d8cc4",
    skyMid: "#f1c48f",
    skyHorizon: "#ffc97e",
    sun: "#fff1b8",
    glow: "#ffbf66",
    sunAltitude: 0.24,
    moon: false,
    stars: 0,
    seaFar: "#2a6c98",
    seaNear: "#3fb0ad",
    lagoon: "#86dcc4",
    sand: "#f7dfb8",
    cloud: "#fff0d4",
    cloudShade: "#f0a97c",
    cloudOpacity: 0.9,
    tint: "#ffb257",
    tintAmount: 0.16,
    brightness: 0.97,
    lightsOn: false,
    sparkle: "#ffe4a3",
  },
  sunset: {
    skyTop: "#2f3b7c",
    skyMid: "#cc5a7a",
    skyHorizon: "#ffa158",
    sun: "#ffdf8c",
    glow: "#ff8b4c",
    sunAltitude: 0.05,
    moon: false,
    stars: 0,
    seaFar: "#3d3b72",
    seaNear: "#2a5e80",
    lagoon: "#4e8fa0",
    sand: "#e8b79a",
    cloud: "#ffb48a",
    cloudShade: "#9c4b78",
    cloudOpacity: 0.85,
    tint: "#ff7a4a",
    tintAmount: 0.24,
    brightness: 0.74,
    lightsOn: true,
    sparkle: "#ffc98a",
  },
  dusk: {
    skyTop: "#151b47",
    skyMid: "#4d4186",
    skyHorizon: "#e49aa2",
    sun: "#ffd3b0",
    glow: "#f3a1a0",
    sunAltitude: -0.06,
    moon: false,
    stars: 0.55,
    seaFar: "#22305f",
    seaNear: "#28496e",
    lagoon: "#3f6f8c",
    sand: "#b9a3b4",
    cloud: "#a58ac2",
    cloudShade: "#4c4787",
    cloudOpacity: 0.7,
    tint: "#7b6ad0",
    tintAmount: 0.3,
    brightness: 0.55,
    lightsOn: true,
    sparkle: "#f4b8c0",
  },
  night: {
    skyTop: "#050a22",
    skyMid: "#0f1d4b",
    skyHorizon: "#2c4179",
    sun: "#f4f1dc",
    glow: "#8fa6e0",
    sunAltitude: 0.6,
    moon: true,
    stars: 1,
    seaFar: "#0b1a3d",
    seaNear: "#113452",
    lagoon: "#1d5068",
    sand: "#5c6683",
    cloud: "#3d4c7a",
    cloudShade: "#19244f",
    cloudOpacity: 0.45,
    tint: "#3552a5",
    tintAmount: 0.4,
    brightness: 0.36,
    lightsOn: true,
    sparkle: "#dfe6ff",
  },
};

/** Palette for a time of day, nudged by the scene's random stream so no two skies are identical. */
export function paletteFor(time: TimeOfDay, rng: Rng): Palette {
  const base = BASE[time];
  const hue = rng.range(-9, 9);
  const sat = rng.range(-0.06, 0.06);
  const seaHue = rng.range(-10, 10);
  const j = (c: string, k = 1) => shift(c, hue * k, sat * k, rng.range(-0.025, 0.025));
  const s = (c: string) => shift(c, seaHue, rng.range(-0.05, 0.05), rng.range(-0.03, 0.03));
  return {
    ...base,
    skyTop: j(base.skyTop),
    skyMid: j(base.skyMid),
    skyHorizon: j(base.skyHorizon, 0.6),
    glow: j(base.glow, 0.5),
    seaFar: s(base.seaFar),
    seaNear: s(base.seaNear),
    lagoon: s(base.lagoon),
    sand: shift(base.sand, rng.range(-6, 6), 0, rng.range(-0.02, 0.02)),
    cloud: j(base.cloud, 0.4),
    cloudShade: j(base.cloudShade, 0.6),
  };
}

/** Apply the palette's light (tint + brightness) to an object colour. */
export function applyLight(p: Palette, color: string, strength = 1): string {
  const tinted = mix(color, p.tint, p.tintAmount * strength);
  return scale(tinted, 1 + (p.brightness - 1) * strength);
}

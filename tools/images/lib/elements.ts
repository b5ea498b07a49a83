/**
 * Shared scenery: sky, sun/moon, stars, clouds, sea, palms, islands, villas, boats and small props.
 * Every function returns SVG markup; gradients and filters go into ctx.defs.
 */
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./context";
import { circle, ellipse, f, lerp, line, mirrorY, path, poly, quad, quadTangent, rect, smooth, type Pt } from "./svg";

/* ───────────────────────────── sky ───────────────────────────── */

export interface Celestial {
  x: number;
  y: number;
  r: number;
  /** Disc above (or touching) the horizon. */
  visible: boolean;
  moon: boolean;
}

/** Decide where the sun (or moon at night) sits for this scene. */
export function placeSun(ctx: Ctx, horizonY: number, x?: number): Celestial {
  const { W, pal, rng, time } = ctx;
  const cx = x ?? W * rng.range(0.18, 0.82);
  const large = time === "golden" || time === "sunset";
  const r = W * (pal.moon ? rng.range(0.022, 0.03) : large ? rng.range(0.042, 0.055) : rng.range(0.03, 0.04));
  const altitude = pal.sunAltitude * rng.range(0.85, 1.15);
  return { x: cx, y: horizonY - altitude * horizonY, r, visible: altitude > -0.02, moon: pal.moon };
}

/** Gradient sky down to the horizon, with halo, stars and the sun or moon. */
export function sky(ctx: Ctx, horizonY: number, sun: Celestial, top = 0): string {
  const { W, pal, defs, rng } = ctx;
  const fill = defs.linear([
    [0, pal.skyTop],
    [0.58, pal.skyMid],
    [1, pal.skyHorizon],
  ]);
  let out = rect(0, top, W, horizonY - top + 2, fill);

  // Halo around the sun (or the afterglow just under the horizon).
  const gy = Math.min(sun.y, horizonY);
  const haloR = W * (sun.moon ? 0.28 : ctx.time === "noon" ? 0.4 : 0.6);
  const halo = defs.radialAbs(
    [
      [0, pal.glow, sun.moon ? 0.35 : 0.75],
      [0.35, pal.glow, sun.moon ? 0.12 : 0.3],
      [1, pal.glow, 0],
    ],
    sun.x,
    gy,
    haloR,
  );
  out += rect(0, top, W, horizonY - top + 2, halo);

  if (pal.stars > 0) out += stars(ctx, horizonY * 0.8, pal.stars);

  if (sun.visible) {
    if (sun.moon) {
      const hide = defs.mask(
        `${rect(0, 0, W, horizonY + 10, "#fff")}${circle(sun.x + sun.r * 0.45, sun.y - sun.r * 0.25, sun.r * 0.92, "#000")}`,
      );
      out += circle(sun.x, sun.y, sun.r * 1.6, pal.sun, `opacity="0.12" filter="${defs.blur(sun.r * 0.4)}"`);
      out += circle(sun.x, sun.y, sun.r, pal.sun, `mask="${hide}"`);
    } else {
      const disc = defs.radial([
        [0, lighten(pal.sun, 0.4)],
        [0.8, pal.sun],
        [1, mix(pal.sun, pal.glow, 0.4)],
      ]);
      out += circle(sun.x, sun.y, sun.r * 1.5, pal.sun, `opacity="0.35" filter="${defs.blur(sun.r * 0.35)}"`);
      out += circle(sun.x, sun.y, sun.r, disc);
    }
  }
  // A few high, thin streaks add depth to warm skies.
  if (ctx.time === "golden" || ctx.time === "sunset" || ctx.time === "dusk") {
    for (let i = 0; i < rng.int(2, 4); i++) {
      const y = horizonY * rng.range(0.25, 0.85);
      const w = W * rng.range(0.25, 0.55);
      const x = rng.range(-0.1, 0.8) * W;
      out += ellipse(
        x + w / 2,
        y,
        w / 2,
        horizonY * rng.range(0.006, 0.014),
        lighten(pal.glow, 0.25),
        `opacity="${f(rng.range(0.25, 0.5))}" filter="${defs.blur(3)}"`,
      );
    }
  }
  return out;
}

export function stars(ctx: Ctx, maxY: number, opacity: number): string {
  const { W, rng } = ctx;
  let out = "";
  const n = Math.round((W / 1200) * 110);
  for (let i = 0; i < n; i++) {
    const r = rng.chance(0.08) ? rng.range(1.4, 2.1) : rng.range(0.5, 1.2);
    out += circle(
      rng.range(0, W),
      rng.range(0, maxY) * rng.range(0.3, 1),
      r,
      "#fffbe8",
      `opacity="${f((opacity * rng.range(0.35, 1) * 100) / 100)}"`,
    );
  }
  return out;
}

/** One flat-bottomed cartoon cloud. */
export function cloud(ctx: Ctx, cx: number, cy: number, w: number): string {
  const { rng, pal, defs } = ctx;
  const fill = defs.linear([
    [0, lighten(pal.cloud, 0.1)],
    [0.7, pal.cloud],
    [1, pal.cloudShade],
  ]);
  const puffs = rng.int(4, 7);
  let body = "";
  for (let i = 0; i < puffs; i++) {
    const t = puffs === 1 ? 0.5 : i / (puffs - 1);
    const r = w * (0.09 + 0.15 * Math.sin(Math.PI * (0.1 + 0.8 * t))) * rng.range(0.8, 1.25);
    const x = cx - w * 0.42 + w * 0.84 * t + rng.range(-0.03, 0.03) * w;
    body += circle(x, cy - r * rng.range(0.25, 0.6), r, fill);
  }
  body += ellipse(cx, cy, w * 0.5, w * 0.07, fill);
  const cut = defs.clip(rect(cx - w, cy - w, w * 2, w + w * 0.04, "#fff"));
  return `<g opacity="${f(pal.cloudOpacity)}" clip-path="${cut}">${body}</g>`;
}

/** A handful of clouds between the top and the horizon, smaller near the horizon. */
export function clouds(ctx: Ctx, horizonY: number, count: number, top = 0): string {
  const { W, rng } = ctx;
  let out = "";
  for (let i = 0; i < count; i++) {
    const depth = rng.float();
    const w = W * lerp(0.28, 0.1, depth) * rng.range(0.75, 1.15);
    const y = Math.max(top + w * 0.45, lerp(top + (horizonY - top) * 0.2, horizonY * 0.88, depth));
    out += cloud(ctx, rng.range(-0.05, 1.05) * W, y, w);
  }
  return out;
}

/**
 * How a scene under an open sky begins: the horizon at a height in `horizonAt` (fractions of H),
 * the sun (or moon), the sky down to the horizon and a number of clouds in `cloudCount`.
 */
export function openSky(
  ctx: Ctx,
  horizonAt: readonly [number, number],
  cloudCount: readonly [number, number],
): { horizon: number; sun: Celestial; svg: string } {
  const horizon = ctx.H * ctx.rng.range(horizonAt[0], horizonAt[1]);
  const sun = placeSun(ctx, horizon);
  const svg = sky(ctx, horizon, sun) + clouds(ctx, horizon, ctx.rng.int(cloudCount[0], cloudCount[1]));
  return { horizon, sun, svg };
}

export function birds(ctx: Ctx, x: number, y: number, spread: number, n: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.4, spread * 0.4);
    const s = rng.range(5, 11) * (ctx.W / 1200);
    d += `M${f(bx - s)} ${f(by)}q${f(s * 0.5)} ${f(-s * 0.6)} ${f(s)} 0q${f(s * 0.5)} ${f(-s * 0.6)} ${f(s)} 0`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(1.6 * (ctx.W / 1200))}" stroke-linecap="round" opacity="0.75"/>`;
}

/* ───────────────────────────── water ───────────────────────────── */

export interface SeaOptions {
  far?: string;
  near?: string;
  sun?: Celestial;
  /** Number of ripple strokes. */
  ripples?: number;
}

/** Sea from the horizon down: gradient, ripples and the sun's glitter path. */
export function sea(ctx: Ctx, top: number, bottom: number, opts: SeaOptions = {}): string {
  const { W, pal, defs, rng } = ctx;
  const far = opts.far ?? pal.seaFar;
  const near = opts.near ?? pal.seaNear;
  const fill = defs.linear([
    [0, mix(far, pal.skyHorizon, 0.25)],
    [0.08, far],
    [1, near],
  ]);
  const h = bottom - top;
  let out = rect(0, top, W, h + 1, fill);
  out += rect(0, top, W, Math.max(1.5, h * 0.006), lighten(pal.skyHorizon, 0.2), `opacity="0.45"`);

  // Ripples: short light strokes, denser and thinner towards the horizon.
  const n = opts.ripples ?? 70;
  let d = "";
  for (let i = 0; i < n; i++) {
    const t = Math.pow(rng.float(), 1.6);
    const y = top + h * t;
    const len = W * (0.01 + 0.07 * t) * rng.range(0.5, 1.3);
    const x = rng.range(-0.05, 1.05) * W;
    d += `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-2 - 3 * t)} ${f(len)} 0`;
  }
  out += `<path d="${d}" fill="none" stroke="${pal.sparkle}" stroke-width="${f(1.2 * (W / 1200))}" stroke-linecap="round" opacity="0.35"/>`;

  // Glitter path under the sun or moon.
  const sun = opts.sun;
  if (sun && (sun.visible || ctx.time === "dusk")) {
    let g = "";
    const strength = ctx.time === "noon" ? 0.45 : 0.85;
    const rows = 34;
    for (let i = 0; i < rows; i++) {
      const t = Math.pow(i / rows, 1.3);
      const y = top + h * 0.72 * t + rng.range(0, 3);
      const spread = sun.r * (0.6 + 2.4 * t);
      const w = sun.r * (0.4 + 1.6 * t) * rng.range(0.4, 1.1);
      const x = sun.x + rng.range(-1, 1) * spread;
      g += `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(1.5 + 3 * t)}" rx="${f(1 + t)}" fill="${sun.moon ? pal.sun : lighten(pal.sun, 0.2)}" opacity="${f(strength * (1 - t * 0.75) * rng.range(0.5, 1))}"/>`;
    }
    out += `<g filter="${defs.blur(0.8)}">${g}</g>`;
  }
  return out;
}

/** Soft pale patch of shallow water (lagoon over sand). */
export function shallows(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.75): string {
  const { pal, defs } = ctx;
  return ellipse(cx, cy, rx, ry, pal.lagoon, `opacity="${f(opacity)}" filter="${defs.blur(Math.max(rx, ry) * 0.12)}"`);
}

/* ───────────────────────────── vegetation ───────────────────────────── */

export interface PalmOptions {
  lean?: number;
  trunk?: string;
  leaf?: string;
  fronds?: number;
  /** Draw with a single flat colour (distant palms). */
  flat?: string;
  coconuts?: boolean;
}

/** Coconut palm rooted at (x, baseY), h pixels tall. */
export function palm(ctx: Ctx, x: number, baseY: number, h: number, opts: PalmOptions = {}): string {
  const { rng, defs } = ctx;
  const lean = opts.lean ?? rng.range(-0.35, 0.35);
  const base: Pt = [x, baseY];
  const top: Pt = [x + lean * h, baseY - h * (1 - Math.abs(lean) * 0.15)];
  const ctrl: Pt = [x + lean * h * rng.range(0.1, 0.45), baseY - h * 0.55];
  const trunkColor = opts.flat ?? ctx.lit(opts.trunk ?? "#8a6a4a");
  const leafColor = opts.flat ?? ctx.lit(opts.leaf ?? "#2f8a4b");
  const backLeaf = opts.flat ?? darken(leafColor, 0.22);

  // Trunk: tapered band along the curve, with ring marks.
  const left: Pt[] = [];
  const right: Pt[] = [];
  const rings: string[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = quad(base, ctrl, top, t);
    const d = quadTangent(base, ctrl, top, t);
    const w = lerp(h * 0.032, h * 0.018, t);
    left.push([p[0] - d[1] * w, p[1] + d[0] * w]);
    right.push([p[0] + d[1] * w, p[1] - d[0] * w]);
    if (!opts.flat && i > 0 && i < steps) {
      rings.push(`M${f(p[0] - d[1] * w)} ${f(p[1] + d[0] * w)}L${f(p[0] + d[1] * w)} ${f(p[1] - d[0] * w)}`);
    }
  }
  const trunkFill = opts.flat
    ? trunkColor
    : defs.linear(
        [
          [0, lighten(trunkColor, 0.15)],
          [0.6, trunkColor],
          [1, darken(trunkColor, 0.3)],
        ],
        0,
        0,
        1,
        0,
      );
  let out = path(poly([...left, ...right.reverse()]), trunkFill);
  if (rings.length) {
    out += `<path d="${rings.join("")}" stroke="${darken(trunkColor, 0.35)}" stroke-width="${f(h * 0.006)}" opacity="0.45"/>`;
  }

  // Fronds: midrib curve with leaflets hanging off both sides.
  const count = opts.fronds ?? rng.int(8, 10);
  const fronds: { d: string; back: boolean }[] = [];
  for (let k = 0; k < count; k++) {
    const spread = (k / (count - 1) - 0.5) * Math.PI * 1.85;
    const angle = -Math.PI / 2 + spread + rng.range(-0.15, 0.15);
    const len = h * rng.range(0.34, 0.48) * (Math.abs(spread) < 0.5 ? 0.8 : 1);
    const end: Pt = [top[0] + Math.cos(angle) * len, top[1] + Math.sin(angle) * len * 0.55 + len * 0.38];
    const c: Pt = [top[0] + Math.cos(angle) * len * 0.55, top[1] + Math.sin(angle) * len * 0.55 - len * 0.22];
    let d = `M${f(top[0])} ${f(top[1])}Q${f(c[0])} ${f(c[1])} ${f(end[0])} ${f(end[1])}`;
    for (let t = 0.08; t <= 0.98; t += 0.062) {
      const p = quad(top, c, end, t);
      const dir = quadTangent(top, c, end, t);
      const l = len * 0.3 * (1 - t * 0.7) * (0.7 + 0.5 * Math.sin(Math.PI * Math.min(1, t * 1.5)));
      for (const side of [-1, 1]) {
        const a = side * 0.75;
        let dx = dir[0] * Math.cos(a) - dir[1] * Math.sin(a);
        let dy = dir[0] * Math.sin(a) + dir[1] * Math.cos(a);
        dy += 1.1;
        const n = Math.hypot(dx, dy) || 1;
        dx /= n;
        dy /= n;
        d += `M${f(p[0])} ${f(p[1])}q${f(dx * l * 0.5 + dir[0] * l * 0.15)} ${f(dy * l * 0.35)} ${f(dx * l)} ${f(dy * l)}`;
      }
    }
    fronds.push({ d, back: Math.abs(spread) < 0.9 && k % 2 === 0 });
  }
  const width = f(Math.max(1.1, h * 0.0085));
  const mid = f(Math.max(1.2, h * 0.008));
  for (const fr of fronds.filter((x) => x.back)) {
    out += `<path d="${fr.d}" fill="none" stroke="${backLeaf}" stroke-width="${width}" stroke-linecap="round"/>`;
  }
  if (opts.coconuts !== false && !opts.flat) {
    const nut = ctx.lit("#6b4a22");
    for (let i = 0; i < 3; i++)
      out += circle(top[0] + (i - 1) * h * 0.025, top[1] + h * 0.03 + (i % 2) * h * 0.012, h * 0.02, nut);
  }
  for (const fr of fronds.filter((x) => !x.back)) {
    out += `<path d="${fr.d}" fill="none" stroke="${leafColor}" stroke-width="${width}" stroke-linecap="round"/>`;
  }
  out += `<path d="${fronds.map((x) => x.d.split("M").slice(0, 2).join("M")).join("")}" fill="none" stroke="${darken(leafColor, 0.15)}" stroke-width="${mid}" stroke-linecap="round"/>`;
  return out;
}

/** Rounded clump of foliage (bushes, tree canopies). */
export function bush(ctx: Ctx, cx: number, cy: number, r: number, color: string, puffs = 7): string {
  const { rng, defs } = ctx;
  const base = ctx.lit(color);
  const fill = defs.linear([
    [0, lighten(base, 0.18)],
    [1, darken(base, 0.25)],
  ]);
  let out = "";
  for (let i = 0; i < puffs; i++) {
    const a = (i / puffs) * Math.PI - Math.PI;
    const pr = r * rng.range(0.45, 0.65);
    out += circle(cx + Math.cos(a) * r * 0.6, cy + Math.sin(a) * r * 0.45 + pr * 0.3, pr, fill);
  }
  out += ellipse(cx, cy + r * 0.2, r, r * 0.45, fill);
  return out;
}

/** Five-petal flower (hibiscus / frangipani) seen from the front. */
export function flower(ctx: Ctx, cx: number, cy: number, r: number, petal: string, centre: string, rot = 0): string {
  let out = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">`;
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="0" cy="${f(-r * 0.55)}" rx="${f(r * 0.38)}" ry="${f(r * 0.58)}" fill="${ctx.lit(petal)}" transform="rotate(${i * 72})"/>`;
  }
  out += circle(0, 0, r * 0.22, ctx.lit(centre));
  return `${out}</g>`;
}

/** Broad tropical leaf (banana / bird-of-paradise) from a base point at an angle (radians). */
export function leaf(ctx: Ctx, x: number, y: number, len: number, angle: number, color: string, slits = true): string {
  const { rng } = ctx;
  const w = len * rng.range(0.18, 0.26);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const P = (u: number, v: number): Pt => [x + c * u - s * v, y + s * u + c * v];
  const tip = P(len, 0);
  const d =
    `M${f(x)} ${f(y)}` +
    `C${P(len * 0.25, -w)
      .map(f)
      .join(" ")} ${P(len * 0.75, -w)
      .map(f)
      .join(" ")} ${tip.map(f).join(" ")}` +
    `C${P(len * 0.75, w)
      .map(f)
      .join(" ")} ${P(len * 0.25, w)
      .map(f)
      .join(" ")} ${f(x)} ${f(y)}Z`;
  const col = ctx.lit(color);
  let out = path(d, col);
  out += `<path d="M${f(x)} ${f(y)}L${tip.map(f).join(" ")}" stroke="${darken(col, 0.25)}" stroke-width="${f(len * 0.012)}"/>`;
  if (slits) {
    let v = "";
    for (let u = 0.15; u < 0.9; u += 0.09) {
      const p0 = P(len * u, 0);
      const side = rng.sign();
      const p1 = P(len * (u + 0.07), side * w * 0.8);
      v += `M${p0.map(f).join(" ")}L${p1.map(f).join(" ")}`;
    }
    out += `<path d="${v}" stroke="${darken(col, 0.18)}" stroke-width="${f(len * 0.006)}" opacity="0.7"/>`;
  }
  return out;
}

/* ───────────────────────────── islands & buildings ───────────────────────────── */

/** Low distant island on the horizon: sand sliver, green mound, tiny palms, all hazed. */
export function distantIsland(ctx: Ctx, cx: number, horizonY: number, w: number, haze = 0.45): string {
  const { rng, pal } = ctx;
  const h = w * rng.range(0.06, 0.1);
  const green = ctx.haze("#2f7a4a", haze);
  const pts: Pt[] = [[cx - w / 2, horizonY]];
  const bumps = rng.int(4, 7);
  for (let i = 1; i < bumps; i++) {
    const t = i / bumps;
    pts.push([cx - w / 2 + w * t, horizonY - h * (0.55 + 0.45 * Math.sin(Math.PI * t)) * rng.range(0.75, 1.1)]);
  }
  pts.push([cx + w / 2, horizonY]);
  let out = path(`${smooth(pts)}Z`, green);
  for (let i = 0; i < rng.int(2, 5); i++) {
    const px = cx + rng.range(-0.4, 0.4) * w;
    out += palm(ctx, px, horizonY - h * 0.5, h * rng.range(1.2, 1.8), { flat: green, fronds: 7 });
  }
  out += ellipse(cx, horizonY, w * 0.52, h * 0.12, mix(ctx.lit(pal.sand), pal.skyHorizon, haze * 0.6));
  return out;
}

export interface VillaOptions {
  roof?: "hip" | "cone";
  /** Mirror image in the water below. */
  reflect?: boolean;
}

/** Overwater villa on stilts; (x, waterY) is the centre of its footprint on the water, s its width. */
export function overwaterVilla(ctx: Ctx, x: number, waterY: number, s: number, opts: VillaOptions = {}): string {
  const { rng, pal, defs } = ctx;
  const roofKind = opts.roof ?? (rng.chance(0.5) ? "hip" : "cone");
  const deckY = waterY - s * 0.16;
  const wallH = s * 0.27;
  const wallTop = deckY - wallH;
  const wood = ctx.lit("#8a5a36");
  const wall = ctx.lit(rng.pick(["#efe2cb", "#e8d6b9", "#f3ead9", "#d9b88f"]));
  const thatchLight = ctx.lit("#d2a566");
  const thatchDark = ctx.lit("#8c5d2e");

  let v = "";
  // Stilts.
  let stilts = "";
  for (let i = 0; i < 6; i++) {
    const sx = x - s * 0.48 + (s * 0.96 * i) / 5;
    stilts += `M${f(sx)} ${f(deckY)}L${f(sx)} ${f(waterY + s * 0.02)}`;
  }
  v += `<path d="${stilts}" stroke="${darken(wood, 0.3)}" stroke-width="${f(s * 0.022)}"/>`;
  // Deck and its shadowed front edge.
  v += rect(x - s * 0.56, deckY - s * 0.03, s * 1.12, s * 0.05, wood);
  v += rect(x - s * 0.56, deckY + s * 0.015, s * 1.12, s * 0.012, darken(wood, 0.35));
  // Walls with a shaded side.
  v += rect(x - s * 0.38, wallTop, s * 0.76, wallH, wall);
  v += rect(x + s * 0.22, wallTop, s * 0.16, wallH, darken(wall, 0.12));
  // Glass doors: reflect the sky by day, glow warmly at night.
  const glassDay = defs.linear([
    [0, mix(pal.skyMid, "#2d5566", 0.45)],
    [1, darken(mix(pal.skyHorizon, "#2d5566", 0.6), 0.2)],
  ]);
  const glow = "#ffcf7a";
  const glass = pal.lightsOn ? glow : glassDay;
  for (let i = 0; i < 3; i++) {
    v += rect(x - s * 0.33 + i * s * 0.18, wallTop + wallH * 0.22, s * 0.14, wallH * 0.72, glass);
  }
  if (pal.lightsOn) {
    v += ellipse(
      x - s * 0.06,
      wallTop + wallH * 0.6,
      s * 0.42,
      wallH * 0.7,
      glow,
      `opacity="0.25" filter="${defs.blur(s * 0.06)}"`,
    );
  }
  // Roof.
  const thatch = defs.linear([
    [0, thatchLight],
    [1, thatchDark],
  ]);
  if (roofKind === "hip") {
    const roof: Pt[] = [
      [x - s * 0.6, wallTop + s * 0.02],
      [x + s * 0.6, wallTop + s * 0.02],
      [x + s * 0.22, wallTop - s * 0.3],
      [x - s * 0.22, wallTop - s * 0.3],
    ];
    v += path(poly(roof), thatch);
    let lines = "";
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      lines += `M${f(lerp(x - s * 0.6, x + s * 0.6, t))} ${f(wallTop + s * 0.02)}L${f(lerp(x - s * 0.22, x + s * 0.22, t))} ${f(wallTop - s * 0.3)}`;
    }
    v += `<path d="${lines}" stroke="${darken(thatchDark, 0.2)}" stroke-width="${f(s * 0.006)}" opacity="0.45"/>`;
    v += rect(x - s * 0.23, wallTop - s * 0.315, s * 0.46, s * 0.025, darken(thatchDark, 0.25));
  } else {
    const peak: Pt = [x, wallTop - s * 0.42];
    const roof = `M${f(x - s * 0.62)} ${f(wallTop + s * 0.03)}Q${f(x - s * 0.3)} ${f(wallTop - s * 0.12)} ${f(peak[0])} ${f(peak[1])}Q${f(x + s * 0.3)} ${f(wallTop - s * 0.12)} ${f(x + s * 0.62)} ${f(wallTop + s * 0.03)}Z`;
    v += path(roof, thatch);
    let lines = "";
    for (let i = 1; i < 10; i++) {
      const bx = lerp(x - s * 0.62, x + s * 0.62, i / 10);
      lines += `M${f(bx)} ${f(wallTop + s * 0.03)}L${f(peak[0])} ${f(peak[1])}`;
    }
    v += `<path d="${lines}" stroke="${darken(thatchDark, 0.2)}" stroke-width="${f(s * 0.005)}" opacity="0.4"/>`;
  }
  // Eave shadow line.
  v += rect(x - s * 0.58, wallTop + s * 0.015, s * 1.16, s * 0.012, darken(thatchDark, 0.4), `opacity="0.6"`);
  // Ladder into the water.
  v += `<path d="M${f(x + s * 0.45)} ${f(deckY)}L${f(x + s * 0.45)} ${f(waterY)}M${f(x + s * 0.52)} ${f(deckY)}L${f(x + s * 0.52)} ${f(waterY)}" stroke="${ctx.lit("#cfd4d6")}" stroke-width="${f(s * 0.008)}"/>`;

  let out = "";
  if (opts.reflect !== false) {
    out += mirrorY(v, waterY, `opacity="0.28" filter="${defs.blur(s * 0.015)}"`);
    if (pal.lightsOn) {
      out += rect(
        x - s * 0.35,
        waterY + s * 0.02,
        s * 0.5,
        s * 0.35,
        glow,
        `opacity="0.25" filter="${defs.blur(s * 0.05)}"`,
      );
    }
  }
  return out + v;
}

/** Wooden jetty through perspective points; widths taper with distance. */
export function jetty(ctx: Ctx, pts: readonly Pt[], widths: readonly number[]): string {
  const wood = ctx.lit("#a0704a");
  const side = darken(wood, 0.35);
  let out = "";
  let posts = "";
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i] as Pt;
    const b = pts[i + 1] as Pt;
    const wa = widths[i] ?? 4;
    const wb = widths[i + 1] ?? wa;
    out += path(
      poly([
        [a[0], a[1] - wa * 0.25],
        [b[0], b[1] - wb * 0.25],
        [b[0], b[1] + wb * 0.2],
        [a[0], a[1] + wa * 0.2],
      ]),
      wood,
    );
    out += path(
      poly([
        [a[0], a[1] + wa * 0.2],
        [b[0], b[1] + wb * 0.2],
        [b[0], b[1] + wb * 0.35],
        [a[0], a[1] + wa * 0.35],
      ]),
      side,
    );
    const n = Math.max(2, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / ((wa + wb) * 0.9)));
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const w = lerp(wa, wb, t);
      const px = lerp(a[0], b[0], t);
      const py = lerp(a[1], b[1], t) + w * 0.35;
      posts += `M${f(px)} ${f(py)}l0 ${f(w * 0.9)}`;
    }
  }
  const w0 = widths[widths.length - 1] ?? 4;
  return `<path d="${posts}" stroke="${darken(wood, 0.45)}" stroke-width="${f(Math.max(1.5, w0 * 0.12))}"/>${out}`;
}

/* ───────────────────────────── boats ───────────────────────────── */

/** Maldivian dhoni: high curved prow and a small cabin. dir = 1 bow to the right. */
export function dhoni(ctx: Ctx, x: number, waterY: number, s: number, dir: 1 | -1 = 1): string {
  const { rng, defs } = ctx;
  const hullColor = ctx.lit(rng.pick(["#f4f1ea", "#e9e3d3", "#3f7fa8"]));
  const stripe = ctx.lit(rng.pick(["#2b6f9e", "#c8553d", "#2f8a6a"]));
  const hull =
    `M${f(-s * 0.5)} ${f(-s * 0.09)}` +
    `L${f(s * 0.3)} ${f(-s * 0.09)}` +
    `Q${f(s * 0.46)} ${f(-s * 0.12)} ${f(s * 0.52)} ${f(-s * 0.3)}` +
    `Q${f(s * 0.5)} ${f(-s * 0.05)} ${f(s * 0.32)} ${f(s * 0.03)}` +
    `L${f(-s * 0.42)} ${f(s * 0.03)}Q${f(-s * 0.5)} ${f(0)} ${f(-s * 0.5)} ${f(-s * 0.09)}Z`;
  let b = path(hull, hullColor);
  b += rect(-s * 0.46, -s * 0.075, s * 0.8, s * 0.025, stripe);
  const cabinColor = ctx.lit("#e8dcc2");
  b += rect(-s * 0.32, -s * 0.2, s * 0.42, s * 0.11, cabinColor);
  b += rect(-s * 0.3, -s * 0.175, s * 0.38, s * 0.045, ctx.pal.lightsOn ? "#ffcf7a" : ctx.lit("#4b6b78"));
  b += rect(-s * 0.36, -s * 0.225, s * 0.5, s * 0.03, ctx.lit("#7a5030"));
  const g = `<g transform="translate(${f(x)} ${f(waterY)}) scale(${dir} 1)">${b}</g>`;
  return mirrorY(g, waterY, `opacity="0.25" filter="${defs.blur(s * 0.01)}"`) + g;
}

/** Thai long-tail boat with garlands on the bow, canopy and long engine shaft. */
export function longtail(ctx: Ctx, x: number, waterY: number, s: number, dir: 1 | -1 = 1, reflect = true): string {
  const { rng, defs } = ctx;
  const wood = ctx.lit(rng.pick(["#8b5a33", "#7a4b2a", "#9c6a3c"]));
  const band = ctx.lit(rng.pick(["#2a7fb8", "#d0483c", "#2f9a6a", "#e7b53a"]));
  const hull =
    `M${f(-s * 0.5)} ${f(-s * 0.08)}` +
    `L${f(s * 0.28)} ${f(-s * 0.075)}` +
    `Q${f(s * 0.45)} ${f(-s * 0.09)} ${f(s * 0.56)} ${f(-s * 0.27)}` +
    `L${f(s * 0.5)} ${f(-s * 0.05)}` +
    `Q${f(s * 0.4)} ${f(s * 0.035)} ${f(s * 0.2)} ${f(s * 0.035)}` +
    `L${f(-s * 0.46)} ${f(s * 0.02)}Z`;
  let b = "";
  // Engine shaft trailing into the water behind the stern.
  b += `<path d="M${f(-s * 0.47)} ${f(-s * 0.12)}L${f(-s * 0.8)} ${f(s * 0.05)}" stroke="${ctx.lit("#444")}" stroke-width="${f(s * 0.012)}"/>`;
  b += rect(-s * 0.52, -s * 0.16, s * 0.09, s * 0.06, ctx.lit("#5a5a5a"), `rx="${f(s * 0.01)}"`);
  b += path(hull, wood);
  b += path(
    `M${f(-s * 0.49)} ${f(-s * 0.065)}L${f(s * 0.3)} ${f(-s * 0.06)}Q${f(s * 0.44)} ${f(-s * 0.07)} ${f(s * 0.53)} ${f(-s * 0.2)}L${f(s * 0.52)} ${f(-s * 0.16)}Q${f(s * 0.43)} ${f(-s * 0.045)} ${f(s * 0.3)} ${f(-s * 0.04)}L${f(-s * 0.48)} ${f(-s * 0.045)}Z`,
    band,
  );
  // Canopy.
  if (rng.chance(0.75)) {
    const tarp = ctx.lit(rng.pick(["#2b78c2", "#e06b3a", "#f2c14e", "#3aa37a"]));
    b += `<path d="M${f(-s * 0.25)} ${f(-s * 0.08)}l0 ${f(-s * 0.13)}M${f(s * 0.1)} ${f(-s * 0.08)}l0 ${f(-s * 0.13)}" stroke="${darken(wood, 0.3)}" stroke-width="${f(s * 0.008)}"/>`;
    b += path(
      `M${f(-s * 0.3)} ${f(-s * 0.2)}Q${f(-s * 0.07)} ${f(-s * 0.26)} ${f(s * 0.15)} ${f(-s * 0.2)}L${f(s * 0.15)} ${f(-s * 0.18)}L${f(-s * 0.3)} ${f(-s * 0.18)}Z`,
      tarp,
    );
  }
  // Garlands on the bow post.
  const colours = ["#e8413c", "#f6c945", "#3fae5c", "#3a7fd5", "#f08ac0", "#ffffff"];
  for (let i = 0; i < 6; i++) {
    const c = ctx.lit(colours[(i + rng.int(0, 5)) % colours.length] as string);
    const ax = s * 0.55 - i * s * 0.008;
    const ay = -s * 0.25 + i * s * 0.012;
    b += path(`M${f(ax)} ${f(ay)}l${f(-s * 0.02)} ${f(s * 0.09 + i * s * 0.004)}l${f(s * 0.02)} ${f(-s * 0.01)}Z`, c);
  }
  const g = `<g transform="translate(${f(x)} ${f(waterY)}) scale(${dir} 1)">${b}</g>`;
  return (reflect ? mirrorY(g, waterY, `opacity="0.22" filter="${defs.blur(s * 0.012)}"`) : "") + g;
}

/** Small sailing boat far out at sea. */
export function sailboat(ctx: Ctx, x: number, waterY: number, s: number): string {
  const sail = ctx.lit("#fbf8f0");
  let out = path(
    `M${f(x - s * 0.5)} ${f(waterY - s * 0.12)}L${f(x + s * 0.5)} ${f(waterY - s * 0.12)}L${f(x + s * 0.35)} ${f(waterY)}L${f(x - s * 0.38)} ${f(waterY)}Z`,
    ctx.lit("#f2efe6"),
  );
  out += path(
    `M${f(x)} ${f(waterY - s * 1.1)}L${f(x)} ${f(waterY - s * 0.18)}L${f(x + s * 0.45)} ${f(waterY - s * 0.18)}Z`,
    sail,
  );
  out += path(
    `M${f(x - s * 0.05)} ${f(waterY - s * 0.9)}L${f(x - s * 0.05)} ${f(waterY - s * 0.18)}L${f(x - s * 0.38)} ${f(waterY - s * 0.18)}Z`,
    darken(sail, 0.08),
  );
  return out;
}

/* ───────────────────────────── props ───────────────────────────── */

/** Sun lounger side view; (x, y) = ground under its middle. */
export function lounger(ctx: Ctx, x: number, y: number, s: number, cushion: string, dir: 1 | -1 = 1): string {
  const frame = ctx.lit("#8a5a36");
  const c = ctx.lit(cushion);
  let g = "";
  g += `<path d="M${f(-s * 0.4)} 0l0 ${f(-s * 0.12)}M${f(s * 0.35)} 0l0 ${f(-s * 0.12)}" stroke="${frame}" stroke-width="${f(s * 0.03)}"/>`;
  g += rect(-s * 0.5, -s * 0.16, s * 0.72, s * 0.05, frame);
  g += rect(-s * 0.5, -s * 0.2, s * 0.72, s * 0.05, c, `rx="${f(s * 0.02)}"`);
  g += path(
    `M${f(s * 0.2)} ${f(-s * 0.16)}L${f(s * 0.5)} ${f(-s * 0.42)}L${f(s * 0.55)} ${f(-s * 0.38)}L${f(s * 0.27)} ${f(-s * 0.13)}Z`,
    frame,
  );
  g += path(
    `M${f(s * 0.19)} ${f(-s * 0.2)}L${f(s * 0.48)} ${f(-s * 0.45)}L${f(s * 0.52)} ${f(-s * 0.41)}L${f(s * 0.24)} ${f(-s * 0.17)}Z`,
    c,
  );
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)">${g}</g>`;
}

/** Beach umbrella with a scalloped, striped canopy. */
export function umbrella(ctx: Ctx, x: number, groundY: number, s: number, colorA: string, colorB = "#ffffff"): string {
  const top = groundY - s;
  const w = s * 0.75;
  let out = line(x, groundY, x, top, ctx.lit("#6d4c30"), s * 0.025);
  const segs = 6;
  for (let i = 0; i < segs; i++) {
    const x0 = x - w + (2 * w * i) / segs;
    const x1 = x - w + (2 * w * (i + 1)) / segs;
    const tip: Pt = [x, top - s * 0.02];
    const col = ctx.lit(i % 2 === 0 ? colorA : colorB);
    const yb = top + s * 0.22;
    out += path(
      `M${f(tip[0])} ${f(tip[1])}L${f(x0)} ${f(yb)}Q${f((x0 + x1) / 2)} ${f(yb - s * 0.07)} ${f(x1)} ${f(yb)}Z`,
      col,
    );
  }
  return out;
}

/** Hanging lantern glowing when lights are on. */
export function lantern(ctx: Ctx, x: number, y: number, s: number, body = "#d9822b"): string {
  const { pal, defs } = ctx;
  const on = pal.lightsOn;
  let out = "";
  if (on) out += circle(x, y, s * 1.6, "#ffc766", `opacity="0.35" filter="${defs.blur(s * 0.7)}"`);
  out += ellipse(x, y, s * 0.45, s * 0.6, on ? mix(body, "#ffd98a", 0.55) : ctx.lit(body));
  out += rect(x - s * 0.22, y - s * 0.72, s * 0.44, s * 0.14, ctx.lit("#3b2a1f"));
  out += rect(x - s * 0.22, y + s * 0.58, s * 0.44, s * 0.12, ctx.lit("#3b2a1f"));
  return out;
}

/** String of small bulbs hanging in a catenary between two points. */
export function stringLights(ctx: Ctx, a: Pt, b: Pt, sag: number, bulbs: number): string {
  const { pal, defs } = ctx;
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag];
  const d = `M${f(a[0])} ${f(a[1])}Q${f(mid[0])} ${f(mid[1] + sag)} ${f(b[0])} ${f(b[1])}`;
  let out = `<path d="${d}" fill="none" stroke="${ctx.lit("#3a302a")}" stroke-width="${f(ctx.W / 900)}"/>`;
  const ctrl: Pt = [mid[0], mid[1] + sag];
  let glow = "";
  let dots = "";
  for (let i = 1; i < bulbs; i++) {
    const p = quad(a, ctrl, b, i / bulbs);
    const r = ctx.W / 380;
    if (pal.lightsOn) glow += circle(p[0], p[1] + r, r * 3.2, "#ffcf70", `opacity="0.45"`);
    dots += circle(p[0], p[1] + r, r, pal.lightsOn ? "#fff0c0" : ctx.lit("#f3ead0"));
  }
  if (glow) out += `<g filter="${defs.blur(ctx.W / 300)}">${glow}</g>`;
  return out + dots;
}

/** Soft darkening towards the frame edges. */
export function vignette(ctx: Ctx, strength = 0.28): string {
  const { W, H, defs } = ctx;
  const fill = defs.radial(
    [
      [0.55, "#000000", 0],
      [1, "#06121c", strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, W, H, fill);
}

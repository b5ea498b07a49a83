/** Maldivian seascapes: overwater villas, beaches, reefs, pools, aerial islands, sandbanks. */
import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/context";
import {
  birds,
  bush,
  clouds,
  dhoni,
  distantIsland,
  flower,
  jetty,
  lounger,
  openSky,
  overwaterVilla,
  palm,
  placeSun,
  sailboat,
  sea,
  shallows,
  sky,
  umbrella,
  vignette,
} from "../lib/elements";
import { circle, ellipse, f, lerp, path, poly, rect, smooth, type Pt } from "../lib/svg";

/** Sand beach from a wavy shoreline down to the bottom, with wet band and foam. */
function beach(ctx: Ctx, shoreY: number, amplitude: number): string {
  const { W, H, rng, pal, defs } = ctx;
  const pts: Pt[] = [];
  const n = 7;
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i <= n; i++) {
    const x = (W * i) / n;
    pts.push([x, shoreY + Math.sin(phase + i * 0.9) * amplitude + rng.range(-0.3, 0.3) * amplitude]);
  }
  const shore = smooth(pts);
  const sand = ctx.lit(pal.sand);
  const fill = defs.linear([
    [0, darken(sand, 0.12)],
    [0.08, sand],
    [1, lighten(sand, 0.15)],
  ]);
  let out = path(`${shore}L${W} ${H}L0 ${H}Z`, fill);
  // Foam line just above the shoreline.
  const foam = pts.map(([x, y]) => [x, y - amplitude * 0.25] as Pt);
  out += `<path d="${smooth(foam)}" fill="none" stroke="#ffffff" stroke-width="${f(W * 0.006)}" opacity="${ctx.dark ? 0.25 : 0.7}" stroke-linecap="round"/>`;
  out += `<path d="${shore}" fill="none" stroke="${darken(sand, 0.2)}" stroke-width="${f(W * 0.01)}" opacity="0.35"/>`;
  // Scattered shells / footprints for texture.
  let dots = "";
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, W);
    const y = rng.range(shoreY + amplitude * 2, H);
    dots += `M${f(x)} ${f(y)}h${f(rng.range(2, 6))}`;
  }
  out += `<path d="${dots}" stroke="${darken(sand, 0.15)}" stroke-width="2" stroke-linecap="round" opacity="0.4"/>`;
  return out;
}

/** Palm shadow on the sand. */
function palmShadow(ctx: Ctx, x: number, y: number, h: number): string {
  return ellipse(
    x + h * 0.25,
    y + h * 0.02,
    h * 0.3,
    h * 0.035,
    "#3a2a1a",
    `opacity="0.14" filter="${ctx.defs.blur(h * 0.015)}"`,
  );
}

export function overwaterVillas(ctx: Ctx): string {
  const { W, H, rng, pal } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.4, 0.48], [2, 4]);
  let out = svg;
  if (rng.chance(0.75)) out += distantIsland(ctx, W * rng.range(0.15, 0.85), horizon, W * rng.range(0.12, 0.25));
  out += sea(ctx, horizon, H, { sun, near: mix(pal.seaNear, pal.lagoon, 0.35) });
  out += shallows(ctx, W * rng.range(0.3, 0.7), H * 0.92, W * 0.6, H * 0.16, 0.55);

  // Jetty recedes from the front edge towards a point just below the horizon.
  const fromLeft = rng.chance(0.5);
  const near: Pt = [W * (fromLeft ? rng.range(0.05, 0.25) : rng.range(0.75, 0.95)), H * 1.02];
  const far: Pt = [W * (fromLeft ? rng.range(0.7, 0.92) : rng.range(0.08, 0.3)), horizon + H * rng.range(0.05, 0.08)];
  const bend: Pt = [lerp(near[0], far[0], 0.35) + W * rng.range(-0.12, 0.12), lerp(near[1], far[1], 0.55)];
  const spine: Pt[] = [];
  const widths: number[] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a: Pt = [lerp(near[0], bend[0], t), lerp(near[1], bend[1], t)];
    const b: Pt = [lerp(bend[0], far[0], t), lerp(bend[1], far[1], t)];
    spine.push([lerp(a[0], b[0], t), lerp(a[1], b[1], t)]);
    widths.push(lerp(W * 0.03, W * 0.005, Math.pow(t, 0.7)));
  }
  const spineFarToNear = [...spine].reverse();
  const widthsFarToNear = [...widths].reverse();
  out += jetty(ctx, spineFarToNear, widthsFarToNear);

  // Villas alternate on both sides of the jetty, far ones first.
  const count = rng.int(4, 7);
  const roof = rng.chance(0.5) ? "hip" : "cone";
  const villas: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = lerp(0.18, 0.98, i / (count - 1));
    const idx = t * steps;
    const i0 = Math.floor(idx);
    const k = idx - i0;
    const p0 = spine[Math.min(steps, i0)] as Pt;
    const p1 = spine[Math.min(steps, i0 + 1)] as Pt;
    const p: Pt = [lerp(p0[0], p1[0], k), lerp(p0[1], p1[1], k)];
    const depth = (p[1] - horizon) / (H - horizon);
    const s = W * lerp(0.05, 0.3, Math.pow(Math.max(0, depth), 1.2));
    const side = i % 2 === 0 ? 1 : -1;
    const vx = p[0] + side * s * 0.78;
    const deck = p[1] - s * 0.03;
    // Short walkway from the jetty to the villa deck, then the villa itself.
    const walk = rect(Math.min(p[0], vx), deck - s * 0.025, Math.abs(vx - p[0]), s * 0.04, ctx.lit("#a0704a"));
    villas.push(walk + overwaterVilla(ctx, vx, p[1] + s * 0.16, s, { roof }));
  }
  out += villas.reverse().join("");

  if (!ctx.dark && rng.chance(0.6))
    out += birds(
      ctx,
      W * rng.range(0.2, 0.8),
      horizon * rng.range(0.3, 0.6),
      W * 0.06,
      rng.int(3, 6),
      darken(pal.skyTop, 0.4),
    );
  // A framing palm at one edge.
  if (rng.chance(0.7)) {
    const left = !fromLeft;
    out += palm(ctx, left ? -W * 0.02 : W * 1.02, H * 1.02, H * rng.range(0.75, 0.95), {
      lean: left ? rng.range(0.15, 0.3) : -rng.range(0.15, 0.3),
    });
  }
  return out + vignette(ctx, 0.22);
}

export function beachPalms(ctx: Ctx): string {
  const { W, H, rng, pal } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.44, 0.54], [2, 5]);
  let out = svg;
  const shoreY = H * rng.range(0.7, 0.78);
  if (rng.chance(0.5)) out += distantIsland(ctx, W * rng.range(0.2, 0.8), horizon, W * rng.range(0.1, 0.2));
  out += sea(ctx, horizon, shoreY + H * 0.05, { sun, near: pal.lagoon });
  if (rng.chance(0.6))
    out += sailboat(ctx, W * rng.range(0.15, 0.85), horizon + H * rng.range(0.02, 0.06), W * rng.range(0.02, 0.035));
  out += beach(ctx, shoreY, H * 0.015);

  // Palms grow from one or both sides and lean over the beach.
  const sides = rng.pick(["left", "right", "both"] as const);
  const palms: { x: number; h: number; lean: number }[] = [];
  const add = (fromLeft: boolean) => {
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const x = fromLeft ? W * rng.range(0.02, 0.25) : W * rng.range(0.75, 0.98);
      const lean = (fromLeft ? 1 : -1) * rng.range(0.12, 0.4);
      palms.push({ x, h: H * rng.range(0.5, 0.85), lean });
    }
  };
  if (sides !== "right") add(true);
  if (sides !== "left") add(false);
  palms.sort((a, b) => a.h - b.h);

  // Props: loungers + umbrella, or a hammock, or a beached dhoni.
  const prop = rng.pick(["loungers", "hammock", "boat"] as const);
  const groundY = H * rng.range(0.86, 0.93);
  let props = "";
  if (prop === "loungers") {
    const cx = W * rng.range(0.35, 0.65);
    const cushion = rng.pick(["#f4efe6", "#2f8fa8", "#e9735a", "#f2c14e"]);
    props += umbrella(ctx, cx, groundY - H * 0.01, H * 0.24, rng.pick(["#e9735a", "#2b7fb8", "#2f9a7a"]));
    props += lounger(ctx, cx - W * 0.09, groundY, W * 0.12, cushion, 1);
    props += lounger(ctx, cx + W * 0.09, groundY, W * 0.12, cushion, -1);
  } else if (prop === "boat") {
    props += dhoni(ctx, W * rng.range(0.35, 0.65), shoreY + H * 0.015, W * 0.22, rng.chance(0.5) ? 1 : -1);
  }
  for (const p of palms) {
    out += palmShadow(ctx, p.x, H * 0.97, p.h);
    out += palm(ctx, p.x, H * 1.02, p.h, { lean: p.lean });
  }
  if (prop === "hammock" && palms.length >= 1) {
    const a = palms[0] as (typeof palms)[number];
    const ax = a.x + a.lean * a.h * 0.35;
    const bx = ax + (a.x < W / 2 ? 1 : -1) * W * 0.2;
    const y = H * 0.8;
    props += palm(ctx, bx, H * 1.02, H * 0.55, { lean: (a.x < W / 2 ? 1 : -1) * 0.1 });
    const cloth = ctx.lit(rng.pick(["#e9735a", "#f2c14e", "#3a9ab8"]));
    props += path(
      `M${f(ax)} ${f(y)}Q${f((ax + bx) / 2)} ${f(y + H * 0.12)} ${f(bx)} ${f(y)}Q${f((ax + bx) / 2)} ${f(y + H * 0.07)} ${f(ax)} ${f(y)}Z`,
      cloth,
    );
  }
  out += props;
  return out + vignette(ctx, 0.2);
}

/** Branching coral drawn as round-capped strokes. */
function branchCoral(ctx: Ctx, x: number, y: number, size: number, color: string): string {
  const { rng } = ctx;
  let d = "";
  const grow = (px: number, py: number, angle: number, len: number, depth: number) => {
    const nx = px + Math.cos(angle) * len;
    const ny = py + Math.sin(angle) * len;
    d += `M${f(px)} ${f(py)}L${f(nx)} ${f(ny)}`;
    if (depth <= 0) return;
    const branches = rng.int(2, 3);
    for (let i = 0; i < branches; i++) grow(nx, ny, angle + rng.range(-0.7, 0.7), len * rng.range(0.6, 0.8), depth - 1);
  };
  for (let i = 0; i < rng.int(2, 4); i++)
    grow(x + rng.range(-size * 0.1, size * 0.1), y, -Math.PI / 2 + rng.range(-0.6, 0.6), size * 0.35, 3);
  return `<path d="${d}" stroke="${ctx.lit(color, 0.6)}" stroke-width="${f(size * 0.07)}" stroke-linecap="round" fill="none"/>`;
}

function brainCoral(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  const col = ctx.lit(color, 0.6);
  let out = path(`M${f(x - r)} ${f(y)}A${f(r)} ${f(r * 0.75)} 0 0 1 ${f(x + r)} ${f(y)}Z`, col);
  let d = "";
  for (let i = 1; i < 4; i++) {
    const rr = r * (1 - i * 0.22);
    d += `M${f(x - rr)} ${f(y)}A${f(rr)} ${f(rr * 0.75)} 0 0 1 ${f(x + rr)} ${f(y)}`;
  }
  out += `<path d="${d}" fill="none" stroke="${darken(col, 0.2)}" stroke-width="${f(r * 0.06)}" stroke-dasharray="${f(r * 0.12)} ${f(r * 0.08)}"/>`;
  return out;
}

function fanCoral(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  const col = ctx.lit(color, 0.6);
  let d = "";
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (Math.PI * i) / 10;
    d += `M${f(x)} ${f(y)}L${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r * 1.1)}`;
  }
  const arcs = [0.45, 0.75, 1]
    .map((k) => `M${f(x - r * k)} ${f(y)}A${f(r * k)} ${f(r * k * 1.1)} 0 0 1 ${f(x + r * k)} ${f(y)}`)
    .join("");
  return `<path d="${d}${arcs}" fill="none" stroke="${col}" stroke-width="${f(r * 0.05)}" opacity="0.9"/>`;
}

function fish(ctx: Ctx, x: number, y: number, s: number, body: string, stripe: string, dir: 1 | -1): string {
  const b = ctx.lit(body, 0.6);
  let g = ellipse(0, 0, s * 0.5, s * 0.26, b);
  g += path(`M${f(-s * 0.42)} 0L${f(-s * 0.75)} ${f(-s * 0.22)}L${f(-s * 0.68)} 0L${f(-s * 0.75)} ${f(s * 0.22)}Z`, b);
  g += rect(-s * 0.05, -s * 0.25, s * 0.1, s * 0.5, ctx.lit(stripe, 0.6), `rx="${f(s * 0.04)}"`);
  g += circle(s * 0.3, -s * 0.05, s * 0.05, "#1b1b1b");
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)">${g}</g>`;
}

function turtle(ctx: Ctx, x: number, y: number, s: number): string {
  const shell = ctx.lit("#6b7a3a", 0.6);
  const skin = ctx.lit("#9aa36a", 0.6);
  let g = "";
  g += ellipse(-s * 0.2, -s * 0.35, s * 0.12, s * 0.3, skin, `transform="rotate(-40 ${f(-s * 0.2)} ${f(-s * 0.35)})"`);
  g += ellipse(-s * 0.2, s * 0.35, s * 0.12, s * 0.3, skin, `transform="rotate(40 ${f(-s * 0.2)} ${f(s * 0.35)})"`);
  g += ellipse(s * 0.55, 0, s * 0.16, s * 0.12, skin);
  g += ellipse(0, 0, s * 0.5, s * 0.36, shell);
  let d = "";
  for (let i = -1; i <= 1; i++)
    d += `M${f(i * s * 0.18 - s * 0.08)} ${f(-s * 0.12)}l${f(s * 0.16)} 0l${f(s * 0.05)} ${f(s * 0.12)}l${f(-s * 0.05)} ${f(s * 0.12)}l${f(-s * 0.16)} 0l${f(-s * 0.05)} ${f(-s * 0.12)}Z`;
  g += `<path d="${d}" fill="${lighten(shell, 0.12)}" stroke="${darken(shell, 0.3)}" stroke-width="${f(s * 0.015)}"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ctx.rng.range(-20, 10))})">${g}</g>`;
}

/** Half-and-half view: sky and surface above, sunlit reef below. */
export function reefLagoon(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const surface = H * rng.range(0.28, 0.36);
  const horizon = surface - H * 0.03;
  const sun = placeSun(ctx, horizon);
  let out = sky(ctx, horizon, sun);
  out += clouds(ctx, horizon, rng.int(1, 3));
  if (rng.chance(0.6)) out += distantIsland(ctx, W * rng.range(0.2, 0.8), horizon, W * rng.range(0.15, 0.3));
  out += sea(ctx, horizon, surface, { sun, ripples: 20 });

  // Underwater body.
  const deep = ctx.lit(mix(pal.seaFar, "#0b3a63", 0.4), 0.6);
  const light = ctx.lit(pal.lagoon, 0.5);
  const water = defs.linear([
    [0, light],
    [0.55, ctx.lit(pal.seaNear, 0.6)],
    [1, deep],
  ]);
  const wave: Pt[] = [];
  for (let i = 0; i <= 12; i++) wave.push([(W * i) / 12, surface + Math.sin(i * 1.7 + rng.range(0, 1)) * H * 0.008]);
  out += path(`${smooth(wave)}L${W} ${H}L0 ${H}Z`, water);
  out += `<path d="${smooth(wave)}" fill="none" stroke="#ffffff" stroke-width="${f(W * 0.004)}" opacity="0.75"/>`;

  // Light rays fanning down from the surface.
  let rays = "";
  for (let i = 0; i < rng.int(5, 8); i++) {
    const x = rng.range(0, W);
    const w = W * rng.range(0.02, 0.06);
    const slant = W * rng.range(0.05, 0.15) * (sun.x > W / 2 ? -1 : 1);
    rays += path(
      poly([
        [x, surface],
        [x + w, surface],
        [x + w * 2.5 + slant, H],
        [x + slant, H],
      ]),
      "#ffffff",
      `opacity="${f(rng.range(0.06, 0.14))}"`,
    );
  }
  out += `<g filter="${defs.blur(W * 0.006)}">${rays}</g>`;

  // Sandy floor.
  const floorY = H * rng.range(0.82, 0.88);
  const floor: Pt[] = [];
  for (let i = 0; i <= 8; i++) floor.push([(W * i) / 8, floorY + rng.range(-1, 1) * H * 0.03]);
  const sandCol = ctx.lit(mix(pal.sand, pal.lagoon, 0.3), 0.6);
  out += path(
    `${smooth(floor)}L${W} ${H}L0 ${H}Z`,
    defs.linear([
      [0, sandCol],
      [1, darken(sandCol, 0.2)],
    ]),
  );

  // Corals along the floor.
  const palette = ["#ff7f6e", "#f6a04d", "#c86dd7", "#ff9fb8", "#f3d35b", "#6fd0b0", "#e85d75"];
  let corals = "";
  const count = rng.int(9, 14);
  for (let i = 0; i < count; i++) {
    const x = (W * (i + rng.range(0, 1))) / count;
    const y = floorY + rng.range(-0.01, 0.05) * H;
    const size = H * rng.range(0.08, 0.18);
    const col = rng.pick(palette);
    const kind = rng.int(0, 2);
    if (kind === 0) corals += branchCoral(ctx, x, y, size, col);
    else if (kind === 1) corals += brainCoral(ctx, x, y, size * 0.45, col);
    else corals += fanCoral(ctx, x, y, size * 0.6, col);
  }
  out += corals;

  // Fish: a few bright ones and a silvery school.
  for (let i = 0; i < rng.int(4, 7); i++) {
    const [body, stripe] = rng.pick([
      ["#ffb629", "#ffffff"],
      ["#ff7b3a", "#ffffff"],
      ["#3fa8ff", "#ffe45c"],
      ["#ffe14d", "#2a2a2a"],
    ] as const);
    out += fish(
      ctx,
      rng.range(0.05, 0.95) * W,
      rng.range(surface + H * 0.12, floorY - H * 0.1),
      W * rng.range(0.025, 0.045),
      body,
      stripe,
      rng.chance(0.5) ? 1 : -1,
    );
  }
  const sx = rng.range(0.2, 0.8) * W;
  const sy = rng.range(surface + H * 0.15, surface + H * 0.3);
  let school = "";
  for (let i = 0; i < 26; i++) {
    school += ellipse(
      sx + rng.range(-1, 1) * W * 0.09,
      sy + rng.range(-1, 1) * H * 0.05,
      W * 0.007,
      W * 0.0025,
      lighten(light, 0.5),
    );
  }
  out += `<g opacity="0.75">${school}</g>`;
  if (rng.chance(0.5))
    out += turtle(ctx, rng.range(0.2, 0.8) * W, rng.range(surface + H * 0.15, floorY - H * 0.2), W * 0.09);
  // Bubbles.
  let bubbles = "";
  for (let i = 0; i < 18; i++)
    bubbles += circle(rng.range(0, W), rng.range(surface + H * 0.05, floorY), rng.range(2, 6) * (W / 1200), "none");
  out += `<g stroke="#ffffff" stroke-width="1.5" opacity="0.5">${bubbles}</g>`;
  return out + vignette(ctx, 0.25);
}

export function infinityPool(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const horizon = H * rng.range(0.36, 0.42);
  const sun = placeSun(ctx, horizon);
  const edge = H * rng.range(0.54, 0.58);
  const deckY = H * rng.range(0.76, 0.8);
  let out = sky(ctx, horizon, sun);
  out += clouds(ctx, horizon, rng.int(1, 4));
  if (rng.chance(0.5)) out += distantIsland(ctx, W * rng.range(0.15, 0.85), horizon, W * rng.range(0.1, 0.2));
  out += sea(ctx, horizon, edge, { sun, near: mix(pal.seaFar, pal.seaNear, 0.55) });

  // Pool: mirrors the sky at the far edge and turns bright aqua towards us.
  const terraceLeft = rng.chance(0.5);
  const terraceW = W * rng.range(0.22, 0.32);
  const poolX0 = terraceLeft ? terraceW : 0;
  const poolX1 = terraceLeft ? W : W - terraceW;
  const pool = defs.linear([
    [0, ctx.lit(mix(pal.skyHorizon, "#8fe6ef", 0.55), 0.6)],
    [0.25, ctx.lit("#5fd8e6", 0.7)],
    [1, ctx.lit("#1aa6c9", 0.8)],
  ]);
  out += rect(poolX0, edge, poolX1 - poolX0, deckY - edge, pool);
  // Infinity edge: a bright hairline where pool meets sea.
  out += rect(poolX0, edge - 1.5, poolX1 - poolX0, 3, "#ffffff", `opacity="0.7"`);
  // Caustic ripples.
  let rip = "";
  for (let i = 0; i < 55; i++) {
    const t = rng.float();
    const y = lerp(edge + 6, deckY - 6, t);
    const len = W * lerp(0.02, 0.07, t);
    const x = rng.range(poolX0, poolX1 - len);
    rip += `M${f(x)} ${f(y)}q${f(len / 4)} ${f(-3 - 4 * t)} ${f(len / 2)} 0t${f(len / 2)} 0`;
  }
  out += `<path d="${rip}" fill="none" stroke="#ffffff" stroke-width="${f(1.5 + W / 1200)}" opacity="0.4"/>`;
  if (sun.visible && !sun.moon) {
    out += ellipse(
      sun.x,
      lerp(edge, deckY, 0.3),
      sun.r * 1.6,
      sun.r * 0.25,
      pal.sun,
      `opacity="0.4" filter="${defs.blur(sun.r * 0.2)}"`,
    );
  }

  // Raised stone terrace beside the pool, with a planted palm.
  const stone = ctx.lit(rng.pick(["#e9e1d3", "#d8cbb6", "#efe8dc"]));
  const tx0 = terraceLeft ? 0 : poolX1;
  out += rect(
    tx0,
    edge - H * 0.02,
    terraceW,
    deckY - edge + H * 0.02,
    defs.linear([
      [0, lighten(stone, 0.1)],
      [1, darken(stone, 0.12)],
    ]),
  );
  out += rect(
    terraceLeft ? terraceW - W * 0.008 : poolX1,
    edge - H * 0.02,
    W * 0.008,
    deckY - edge + H * 0.02,
    darken(stone, 0.2),
  );
  const planterX = tx0 + terraceW * 0.5;
  out += palm(ctx, planterX, edge + H * 0.02, H * rng.range(0.55, 0.7), {
    lean: (terraceLeft ? 1 : -1) * rng.range(0.05, 0.15),
  });
  out += bushRow(ctx, tx0, edge + H * 0.02, terraceW);

  // Deck: stone coping and teak planks converging to a vanishing point.
  const teak = ctx.lit(rng.pick(["#b07a4e", "#c49a6c", "#a0714a", "#d8c7aa"]));
  out += rect(
    0,
    deckY,
    W,
    H - deckY,
    defs.linear([
      [0, teak],
      [1, darken(teak, 0.2)],
    ]),
  );
  out += rect(0, deckY - H * 0.012, W, H * 0.024, ctx.lit("#f1ece3"));
  const vp = W * rng.range(0.35, 0.65);
  let planks = "";
  for (let i = -14; i <= 14; i++) {
    planks += `M${f(vp + i * W * 0.035)} ${f(deckY + H * 0.012)}L${f(vp + i * W * 0.09)} ${f(H)}`;
  }
  out += `<path d="${planks}" stroke="${darken(teak, 0.3)}" stroke-width="1.5" opacity="0.45"/>`;

  // Loungers and an umbrella in the foreground.
  const cushion = rng.pick(["#f7f2ea", "#2f8fa8", "#e9735a", "#e6d3b3"]);
  const n = rng.int(2, 3);
  const span = W * 0.22;
  const lx = terraceLeft ? W - span * n - W * 0.02 : W * 0.1;
  const dir = (terraceLeft ? -1 : 1) as 1 | -1;
  if (rng.chance(0.75))
    out += umbrella(
      ctx,
      lx + span * (n - 0.5),
      H * 0.96,
      H * 0.34,
      rng.pick(["#f4efe6", "#e9735a", "#2b7fb8"]),
      "#ffffff",
    );
  for (let i = 0; i < n; i++) out += lounger(ctx, lx + span * (i + 0.4), H * 0.985, W * 0.18, cushion, dir);
  const fx = terraceLeft ? W * 0.08 : W * 0.92;
  for (let i = 0; i < 5; i++) {
    out += flower(
      ctx,
      fx + rng.range(-1, 1) * W * 0.04,
      deckY + rng.range(0.04, 0.14) * H,
      W * 0.014,
      "#ffffff",
      "#f7c948",
      rng.range(0, 72),
    );
  }
  return out + vignette(ctx, 0.2);
}

/** Low row of shrubs along a terrace. */
function bushRow(ctx: Ctx, x0: number, y: number, w: number): string {
  const { rng } = ctx;
  let out = "";
  const n = Math.max(2, Math.round(w / (ctx.W * 0.07)));
  for (let i = 0; i < n; i++) {
    out += bush(
      ctx,
      x0 + ((i + 0.5) * w) / n,
      y,
      ctx.W * rng.range(0.035, 0.05),
      rng.pick(["#3f8f4f", "#4f9a55", "#2f7a44"]),
      5,
    );
  }
  return out;
}

/** Blobby island outline from polar noise. */
function islandShape(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, rot: number, k: number): string {
  const { rng } = ctx;
  const pts: Pt[] = [];
  const n = 14;
  const ph = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)] as const;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const r = 1 + 0.1 * Math.sin(2 * a + ph[0]) + 0.06 * Math.sin(3 * a + ph[1]) + 0.04 * Math.sin(5 * a + ph[2]);
    const x = Math.cos(a) * rx * r * k;
    const y = Math.sin(a) * ry * r * k;
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return smooth(pts, true);
}

export function islandAerial(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const ocean = defs.radial(
    [
      [0, ctx.lit(mix(pal.seaFar, pal.seaNear, 0.45), 0.6)],
      [1, ctx.lit(darken(pal.seaFar, 0.15), 0.6)],
    ],
    0.5,
    0.5,
    0.7,
  );
  let out = rect(0, 0, W, H, ocean);
  // Long ocean swell lines.
  let swell = "";
  for (let i = 0; i < 45; i++) {
    const x = rng.range(-0.1, 1) * W;
    const y = rng.range(0, H);
    const len = W * rng.range(0.03, 0.09);
    swell += `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-4)} ${f(len)} 0`;
  }
  out += `<path d="${swell}" fill="none" stroke="#ffffff" stroke-width="${f(W / 700)}" opacity="0.18"/>`;

  const cx = W * rng.range(0.38, 0.62);
  const cy = H * rng.range(0.4, 0.6);
  const rx = W * rng.range(0.16, 0.22);
  const ry = rx * rng.range(0.45, 0.7);
  const rot = rng.range(-0.5, 0.5);
  // Reef ring, lagoon, shallows, beach, vegetation.
  out += path(
    islandShape(ctx, cx, cy, rx, ry, rot, 2.3),
    ctx.lit(mix(pal.seaNear, pal.lagoon, 0.3), 0.6),
    `opacity="0.7" filter="${defs.blur(W * 0.02)}"`,
  );
  out += path(
    islandShape(ctx, cx, cy, rx, ry, rot, 1.75),
    ctx.lit(pal.lagoon, 0.6),
    `opacity="0.85" filter="${defs.blur(W * 0.015)}"`,
  );
  out += path(
    islandShape(ctx, cx, cy, rx, ry, rot, 1.3),
    ctx.lit(lighten(pal.lagoon, 0.35), 0.6),
    `filter="${defs.blur(W * 0.01)}"`,
  );
  out += path(islandShape(ctx, cx, cy, rx, ry, rot, 1.06), ctx.lit("#fbf3df"));
  const green = ctx.lit("#2e8a4f");
  out += path(
    islandShape(ctx, cx, cy, rx, ry, rot, 0.9),
    defs.radial([
      [0, lighten(green, 0.1)],
      [1, darken(green, 0.15)],
    ]),
  );

  // Palm crowns seen from above.
  let crowns = "";
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.float()) * 0.82;
    const lx = Math.cos(a) * rx * d;
    const ly = Math.sin(a) * ry * d;
    const px = cx + lx * Math.cos(rot) - ly * Math.sin(rot);
    const py = cy + lx * Math.sin(rot) + ly * Math.cos(rot);
    const s = W * rng.range(0.008, 0.014);
    const col = rng.pick(["#3c9e58", "#2f7d45", "#56b067", "#26703d"]);
    let star = "";
    for (let k = 0; k < 7; k++) {
      const ang = (k / 7) * Math.PI * 2 + rng.range(0, 0.5);
      star += `M${f(px)} ${f(py)}L${f(px + Math.cos(ang) * s)} ${f(py + Math.sin(ang) * s)}`;
    }
    crowns += `<path d="${star}" stroke="${ctx.lit(col)}" stroke-width="${f(s * 0.35)}" stroke-linecap="round"/>`;
  }
  out += crowns;
  // A few rooftops among the trees.
  for (let i = 0; i < rng.int(3, 6); i++) {
    const a = rng.range(0, Math.PI * 2);
    const px = cx + Math.cos(a) * rx * 0.5;
    const py = cy + Math.sin(a) * ry * 0.5;
    out += rect(
      px,
      py,
      W * 0.014,
      W * 0.01,
      ctx.lit("#c8965a"),
      `transform="rotate(${f(rng.range(0, 90))} ${f(px)} ${f(py)})"`,
    );
  }

  // Overwater villas on a curved jetty out into the lagoon.
  // Pick a direction whose jetty stays well inside the frame.
  const len = rx * rng.range(0.95, 1.2);
  let a0 = rng.range(0, Math.PI * 2);
  for (let tries = 0; tries < 24; tries++) {
    const ex = cx + Math.cos(a0) * (rx + len);
    const ey = cy + Math.sin(a0) * (ry + len);
    if (ex > W * 0.1 && ex < W * 0.9 && ey > H * 0.1 && ey < H * 0.9) break;
    a0 = rng.range(0, Math.PI * 2);
  }
  const start: Pt = [cx + Math.cos(a0) * rx * 1.02, cy + Math.sin(a0) * ry * 1.02];
  const outward: Pt = [Math.cos(a0), Math.sin(a0)];
  const curl = rng.sign();
  const pts: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const bend = Math.sin(t * Math.PI * 0.8) * len * 0.35 * curl;
    pts.push([
      start[0] + outward[0] * len * t - outward[1] * bend,
      start[1] + outward[1] * len * t + outward[0] * bend,
    ]);
  }
  const plank = ctx.lit("#b38558");
  out += `<path d="${smooth(pts)}" fill="none" stroke="${plank}" stroke-width="${f(W * 0.005)}" stroke-linecap="round"/>`;
  for (let i = 3; i <= 10; i += 1) {
    const p = pts[i] as Pt;
    const q = pts[i - 1] as Pt;
    const side = i % 2 === 0 ? 1 : -1;
    const nx = -(p[1] - q[1]);
    const ny = p[0] - q[0];
    const nl = Math.hypot(nx, ny) || 1;
    const vx = p[0] + (nx / nl) * W * 0.026 * side;
    const vy = p[1] + (ny / nl) * W * 0.026 * side;
    const ang = (Math.atan2(ny, nx) * 180) / Math.PI;
    out += `<line x1="${f(p[0])}" y1="${f(p[1])}" x2="${f(vx)}" y2="${f(vy)}" stroke="${plank}" stroke-width="${f(W * 0.0035)}"/>`;
    // Villa from above: deck, hipped thatch roof with its ridge, a small plunge pool.
    const roof = ctx.lit("#b9874e");
    const v =
      rect(-W * 0.016, -W * 0.013, W * 0.034, W * 0.026, ctx.lit("#8d6240"), `rx="${f(W * 0.002)}"`) +
      rect(-W * 0.011, -W * 0.01, W * 0.018, W * 0.02, roof) +
      `<path d="M${f(-W * 0.011)} ${f(-W * 0.01)}L${f(-W * 0.005)} 0L${f(-W * 0.011)} ${f(W * 0.01)}M${f(W * 0.007)} ${f(-W * 0.01)}L${f(W * 0.001)} 0L${f(W * 0.007)} ${f(W * 0.01)}M${f(-W * 0.005)} 0L${f(W * 0.001)} 0" stroke="${darken(roof, 0.3)}" stroke-width="${f(W * 0.0012)}" fill="none"/>` +
      rect(W * 0.0085, -W * 0.008, W * 0.007, W * 0.016, ctx.lit("#7fe0ea"));
    out += `<g transform="translate(${f(vx)} ${f(vy)}) rotate(${f(ang + (side < 0 ? 180 : 0))})">${v}</g>`;
  }

  // A tiny sandbank nearby.
  if (rng.chance(0.6)) {
    const sa = a0 + Math.PI + rng.range(-0.8, 0.8);
    const sx = cx + Math.cos(sa) * rx * 2.1;
    const sy = cy + Math.sin(sa) * ry * 2.1;
    out += ellipse(sx, sy, W * 0.05, W * 0.03, ctx.lit(pal.lagoon), `filter="${defs.blur(W * 0.008)}"`);
    out += ellipse(
      sx,
      sy,
      W * 0.022,
      W * 0.008,
      ctx.lit("#fbf3df"),
      `transform="rotate(${f(rng.range(-30, 30))} ${f(sx)} ${f(sy)})"`,
    );
  }

  // A speedboat with a white wake.
  const bx = rng.range(0.1, 0.9) * W;
  const by = rng.chance(0.5) ? rng.range(0.08, 0.22) * H : rng.range(0.78, 0.92) * H;
  const ba = rng.range(0, Math.PI * 2);
  const wake = `M0 0L${f(-W * 0.12)} ${f(-W * 0.025)}M0 0L${f(-W * 0.12)} ${f(W * 0.025)}`;
  out += `<g transform="translate(${f(bx)} ${f(by)}) rotate(${f((ba * 180) / Math.PI)})"><path d="${wake}" stroke="#ffffff" stroke-width="${f(W * 0.004)}" opacity="0.6" filter="${defs.blur(2)}"/>${ellipse(0, 0, W * 0.014, W * 0.005, ctx.lit("#ffffff"))}</g>`;

  // Drifting clouds with shadows.
  for (let i = 0; i < rng.int(1, 3); i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    const r = W * rng.range(0.06, 0.1);
    out += ellipse(
      x + r * 0.6,
      y + r * 0.8,
      r * 1.3,
      r * 0.7,
      "#06203a",
      `opacity="0.18" filter="${defs.blur(r * 0.3)}"`,
    );
    out += ellipse(
      x,
      y,
      r * 1.3,
      r * 0.7,
      pal.cloud,
      `opacity="${f(0.6 * pal.cloudOpacity)}" filter="${defs.blur(r * 0.25)}"`,
    );
  }
  return out + vignette(ctx, 0.3);
}

export function sandbankPicnic(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.4, 0.48], [2, 4]);
  let out = svg;
  if (rng.chance(0.6)) out += distantIsland(ctx, W * rng.range(0.1, 0.9), horizon, W * rng.range(0.1, 0.22));
  out += sea(ctx, horizon, H, { sun, near: mix(pal.seaNear, pal.lagoon, 0.2) });

  const cx = W * rng.range(0.4, 0.6);
  const cy = H * rng.range(0.66, 0.72);
  const w = W * rng.range(0.32, 0.42);
  const h = H * rng.range(0.05, 0.07);
  out += shallows(ctx, cx, cy + h * 0.4, w * 1.25, h * 2.6, 0.9);
  out += ellipse(
    cx,
    cy + h * 0.35,
    w * 1.06,
    h * 1.45,
    ctx.lit(lighten(pal.lagoon, 0.4)),
    `opacity="0.8" filter="${defs.blur(W * 0.006)}"`,
  );
  // Sand bank with a soft crest.
  const top: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    top.push([cx - w + 2 * w * t, cy - h * Math.sin(Math.PI * t) * rng.range(0.85, 1.1)]);
  }
  const sand = ctx.lit(lighten(pal.sand, 0.2));
  out += path(
    `${smooth(top)}Q${f(cx)} ${f(cy + h * 0.9)} ${f(cx - w)} ${f(cy)}Z`,
    defs.linear([
      [0, sand],
      [1, darken(sand, 0.08)],
    ]),
  );
  out += `<path d="M${f(cx - w * 0.98)} ${f(cy + h * 0.05)}Q${f(cx)} ${f(cy + h * 0.95)} ${f(cx + w * 0.98)} ${f(cy + h * 0.05)}" fill="none" stroke="#ffffff" stroke-width="${f(W * 0.004)}" opacity="0.8"/>`;

  // Picnic: parasol, table with cloth, two chairs.
  const px = cx + rng.range(-0.3, 0.3) * w;
  const ground = cy - h * 0.45;
  const s = H * 0.2;
  out += ellipse(px + s * 0.1, ground + s * 0.04, s * 0.6, s * 0.06, "#000", `opacity="0.1"`);
  out += umbrella(ctx, px, ground, s, rng.pick(["#f4efe6", "#e9735a", "#2b7fb8", "#f2c14e"]), "#ffffff");
  const tx = px + s * 0.05;
  const tableW = s * 0.36;
  const cloth = ctx.lit("#fbfaf6");
  out += `<path d="M${f(tx - tableW * 0.35)} ${f(ground)}l0 ${f(-s * 0.2)}M${f(tx + tableW * 0.35)} ${f(ground)}l0 ${f(-s * 0.2)}" stroke="${ctx.lit("#7a5436")}" stroke-width="${f(s * 0.02)}"/>`;
  out += path(
    poly([
      [tx - tableW / 2, ground - s * 0.2],
      [tx + tableW / 2, ground - s * 0.2],
      [tx + tableW / 2 + s * 0.02, ground - s * 0.12],
      [tx - tableW / 2 - s * 0.02, ground - s * 0.12],
    ]),
    cloth,
  );
  for (const side of [-1, 1]) {
    const chx = tx + side * tableW * 0.85;
    out += `<path d="M${f(chx)} ${f(ground)}l0 ${f(-s * 0.13)}l${f(side * s * 0.1)} 0l0 ${f(s * 0.13)}M${f(chx + side * s * 0.1)} ${f(ground - s * 0.13)}l${f(side * s * 0.02)} ${f(-s * 0.15)}" stroke="${ctx.lit("#8a5a36")}" stroke-width="${f(s * 0.018)}" fill="none"/>`;
  }
  // Coconut drinks on the table.
  out += circle(tx - tableW * 0.18, ground - s * 0.23, s * 0.03, ctx.lit("#6b8b3a"));
  out += circle(tx + tableW * 0.18, ground - s * 0.23, s * 0.03, ctx.lit("#6b8b3a"));

  // The dhoni that brought you.
  const right = rng.chance(0.5);
  const boatS = W * rng.range(0.15, 0.2);
  const boatX = Math.min(W - boatS * 0.6, Math.max(boatS * 0.6, right ? cx + w * 1.15 : cx - w * 1.15));
  out += dhoni(ctx, boatX, cy + h * 1.2, boatS, right ? -1 : 1);
  if (!ctx.dark)
    out += birds(
      ctx,
      W * rng.range(0.2, 0.8),
      horizon * rng.range(0.3, 0.7),
      W * 0.05,
      rng.int(2, 5),
      darken(pal.skyTop, 0.45),
    );
  return out + vignette(ctx, 0.22);
}

/** Santorini: whitewashed cube houses with blue domes on the caldera cliff, and caldera sunsets. */
import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/context";
import { birds, clouds, placeSun, sailboat, sea, sky, vignette } from "../lib/elements";
import { circle, ellipse, f, lerp, path, poly, rect, smooth, type Pt, trapezoid } from "../lib/svg";

const AEGEAN_BLUE = "#1f5fae";

interface HouseOptions {
  dome?: boolean;
  vault?: boolean;
  wall?: string;
}

/** One whitewashed cube house: lit front, shaded side, blue door and shutters, maybe a dome or vault. */
function cubeHouse(ctx: Ctx, x: number, baseY: number, w: number, h: number, opts: HouseOptions = {}): string {
  const { rng, pal, defs } = ctx;
  const wall = ctx.lit(opts.wall ?? "#fbfaf6", 0.9);
  const shade = darken(mix(wall, "#9fb4d8", 0.35), 0.12);
  const blue = ctx.lit(rng.pick([AEGEAN_BLUE, "#2a6fc0", "#1b4f9a"]), 0.8);
  const top = baseY - h;
  let out = rect(x, top, w, h, wall);
  out += rect(x + w, top + w * 0.04, w * 0.16, h - w * 0.04, shade);
  out += rect(x - w * 0.02, top - w * 0.04, w * 1.04, w * 0.06, lighten(wall, 0.3));
  // Door and windows.
  if (h > w * 0.5) {
    const dw = w * 0.18;
    const dx = x + w * rng.range(0.15, 0.65);
    const door = pal.lightsOn ? "#ffcf7a" : blue;
    out += path(
      `M${f(dx)} ${f(baseY)}L${f(dx)} ${f(baseY - h * 0.5)}Q${f(dx + dw / 2)} ${f(baseY - h * 0.62)} ${f(dx + dw)} ${f(baseY - h * 0.5)}L${f(dx + dw)} ${f(baseY)}Z`,
      door,
    );
    if (w > h * 0.7 && rng.chance(0.7)) {
      const wx = dx > x + w * 0.45 ? x + w * 0.12 : x + w * 0.62;
      out += rect(wx, top + h * 0.3, w * 0.16, h * 0.25, pal.lightsOn ? "#ffd98a" : darken(blue, 0.2));
    }
  }
  if (pal.lightsOn)
    out += circle(x + w * 0.5, baseY - h * 0.4, w * 0.5, "#ffc766", `opacity="0.18" filter="${defs.blur(w * 0.2)}"`);
  if (opts.vault) {
    out += path(`M${f(x)} ${f(top)}Q${f(x + w / 2)} ${f(top - h * 0.45)} ${f(x + w)} ${f(top)}Z`, wall);
  }
  if (opts.dome) {
    const dr = w * 0.32;
    const dx = x + w / 2;
    const drumH = dr * 0.35;
    out += rect(dx - dr * 0.85, top - drumH, dr * 1.7, drumH, wall);
    const domeFill = defs.linear(
      [
        [0, lighten(blue, 0.25)],
        [1, darken(blue, 0.2)],
      ],
      0,
      0,
      1,
      1,
    );
    out += path(
      `M${f(dx - dr)} ${f(top - drumH)}A${f(dr)} ${f(dr * 1.05)} 0 0 1 ${f(dx + dr)} ${f(top - drumH)}Z`,
      domeFill,
    );
    out += `<path d="M${f(dx)} ${f(top - drumH - dr * 1.05)}l0 ${f(-dr * 0.45)}M${f(dx - dr * 0.15)} ${f(top - drumH - dr * 1.3)}l${f(dr * 0.3)} 0" stroke="${lighten(wall, 0.1)}" stroke-width="${f(dr * 0.06)}"/>`;
  }
  return out;
}

/** White bell tower with arched openings. */
function bellTower(ctx: Ctx, x: number, baseY: number, w: number): string {
  const wall = ctx.lit("#fbfaf6", 0.9);
  const blue = ctx.lit(AEGEAN_BLUE, 0.8);
  const h = w * 2.2;
  let out = rect(x, baseY - h, w, h, wall);
  for (let i = 0; i < 2; i++) {
    const ax = x + w * (0.15 + i * 0.45);
    out += path(
      `M${f(ax)} ${f(baseY - h * 0.35)}l0 ${f(-h * 0.2)}q${f(w * 0.15)} ${f(-w * 0.2)} ${f(w * 0.3)} 0l0 ${f(h * 0.2)}Z`,
      darken(wall, 0.45),
    );
  }
  out += path(
    `M${f(x + w * 0.15)} ${f(baseY - h)}Q${f(x + w / 2)} ${f(baseY - h - w * 0.55)} ${f(x + w * 0.85)} ${f(baseY - h)}Z`,
    blue,
  );
  out += `<path d="M${f(x + w / 2)} ${f(baseY - h - w * 0.42)}l0 ${f(-w * 0.3)}M${f(x + w * 0.38)} ${f(baseY - h - w * 0.6)}l${f(w * 0.24)} 0" stroke="${wall}" stroke-width="${f(w * 0.05)}"/>`;
  return out;
}

/** Pink-magenta bougainvillea clump. */
function bougainvillea(ctx: Ctx, x: number, y: number, r: number): string {
  const { rng } = ctx;
  let out = "";
  for (let i = 0; i < 9; i++) {
    out += circle(
      x + rng.range(-1, 1) * r,
      y + rng.range(-0.6, 0.6) * r,
      r * rng.range(0.25, 0.45),
      ctx.lit(rng.pick(["#d6338a", "#e85aa5", "#b8287a", "#3f7a3a"])),
    );
  }
  return out;
}

/** Stack houses in terraced rows between a left boundary function and the right edge of the frame. */
function hillVillage(
  ctx: Ctx,
  rows: number,
  yTop: number,
  rowH: number,
  leftAt: (y: number) => number,
  rightX: number,
  scale: number,
): string {
  const { rng } = ctx;
  let out = "";
  const wallTints = ["#fbfaf6", "#fbfaf6", "#fbfaf6", "#f6e9d2", "#f3dcc7", "#fbfaf6"];
  for (let r = 0; r < rows; r++) {
    const baseY = yTop + (r + 1) * rowH;
    let x = leftAt(baseY) + rng.range(0, rowH * 0.6);
    while (x < rightX) {
      const w = rowH * rng.range(0.9, 1.8) * scale;
      const h = rowH * rng.range(0.85, 1.35);
      const roll = rng.float();
      if (roll < 0.05 && r < rows - 1) out += bellTower(ctx, x, baseY, rowH * 0.55);
      else
        out += cubeHouse(ctx, x, baseY, w, h, {
          dome: roll > 0.86,
          vault: roll > 0.7 && roll <= 0.86,
          wall: rng.pick(wallTints),
        });
      if (rng.chance(0.12)) out += bougainvillea(ctx, x + w * 0.9, baseY - h * 0.2, rowH * 0.35);
      x += w * rng.range(1.05, 1.35);
    }
  }
  return out;
}

/** Caldera cliff face with volcanic strata. */
function cliff(ctx: Ctx, pts: readonly Pt[]): string {
  const { defs, rng } = ctx;
  const d = `${smooth(pts)}Z`;
  const fill = defs.linear([
    [0, ctx.lit("#9a5a3f")],
    [0.35, ctx.lit("#7d5a4a")],
    [0.6, ctx.lit("#b58863")],
    [1, ctx.lit("#5b4a44")],
  ]);
  let out = path(d, fill);
  const clip = defs.clip(`<path d="${d}"/>`);
  let strata = "";
  for (let i = 0; i < 10; i++) {
    const y = rng.range(0, ctx.H);
    strata += `M0 ${f(y)}Q${f(ctx.W / 2)} ${f(y + rng.range(-40, 40))} ${f(ctx.W)} ${f(y + rng.range(-60, 60))}`;
  }
  out += `<g clip-path="${clip}"><path d="${strata}" fill="none" stroke="${ctx.lit("#3e2f2a")}" stroke-width="${f(ctx.H * 0.006)}" opacity="0.25"/></g>`;
  return out;
}

export function santoriniVillage(ctx: Ctx): string {
  const { W, H, rng, pal } = ctx;
  const horizon = H * rng.range(0.3, 0.38);
  const mirror = rng.chance(0.5);
  const sun = placeSun(ctx, horizon, W * (mirror ? rng.range(0.55, 0.85) : rng.range(0.15, 0.45)));
  let out = sky(ctx, horizon, sun);
  out += clouds(ctx, horizon, rng.int(1, 3));
  out += sea(ctx, horizon, H, { sun, far: mix(pal.seaFar, AEGEAN_BLUE, 0.4), near: mix(pal.seaFar, "#2f7fc0", 0.5) });
  // Volcano island (Nea Kameni) low on the horizon.
  const vx = W * (mirror ? rng.range(0.55, 0.85) : rng.range(0.15, 0.45));
  out += path(
    `${smooth([
      [vx - W * 0.16, horizon + 1],
      [vx - W * 0.06, horizon - H * 0.025],
      [vx + W * 0.03, horizon - H * 0.035],
      [vx + W * 0.15, horizon + 1],
    ])}Z`,
    ctx.haze("#4a3f3c", 0.45),
  );
  if (!ctx.dark && rng.chance(0.7))
    out += sailboat(ctx, vx + W * rng.range(-0.2, 0.2), horizon + H * rng.range(0.08, 0.2), W * 0.025);

  // Cliff and village occupy one side; draw on the right, mirror for the left.
  const yTop = horizon - H * rng.range(0.02, 0.1);
  const xTop = W * rng.range(0.3, 0.42);
  const cliffPts: Pt[] = [
    [xTop - W * 0.02, yTop + H * 0.02],
    [xTop + W * 0.15, yTop - H * 0.04],
    [W * 1.02, yTop - H * 0.08],
    [W * 1.02, H * 1.02],
    [xTop - W * 0.32, H * 1.02],
    [xTop - W * 0.22, H * 0.75],
    [xTop - W * 0.1, H * 0.5],
  ];
  let side = cliff(ctx, cliffPts);
  const leftAt = (y: number) => {
    const t = Math.max(0, Math.min(1, (y - yTop) / (H * 0.5)));
    return lerp(xTop, xTop - W * 0.12, t);
  };
  const rowH = H * rng.range(0.07, 0.09);
  side += hillVillage(ctx, Math.round((H * 0.55) / rowH), yTop - rowH * 0.5, rowH, leftAt, W * 1.02, 1);
  out += mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${side}</g>` : side;
  if (!ctx.dark)
    out += birds(ctx, W * (mirror ? 0.7 : 0.3), horizon * 0.5, W * 0.05, rng.int(2, 4), darken(pal.skyTop, 0.5));
  return out + vignette(ctx, 0.2);
}

/** Traditional Cycladic windmill with a conical roof and canvas sails. */
function windmill(ctx: Ctx, x: number, baseY: number, h: number): string {
  const { rng } = ctx;
  const wall = ctx.lit("#fbfaf6", 0.9);
  const roof = ctx.lit("#7a4e2e");
  const w = h * 0.42;
  let out = path(trapezoid(x, baseY, w / 2, baseY - h * 0.75, w * 0.42), wall);
  out += rect(x + w * 0.1, baseY - h * 0.75, w * 0.32, h * 0.75, darken(wall, 0.1), `opacity="0.6"`);
  out += path(
    poly([
      [x - w * 0.5, baseY - h * 0.74],
      [x + w * 0.5, baseY - h * 0.74],
      [x, baseY - h * 1.02],
    ]),
    roof,
  );
  out += path(
    `M${f(x - w * 0.1)} ${f(baseY)}l0 ${f(-h * 0.22)}q${f(w * 0.1)} ${f(-w * 0.12)} ${f(w * 0.2)} 0l0 ${f(h * 0.22)}Z`,
    ctx.lit(AEGEAN_BLUE, 0.8),
  );
  const hub: Pt = [x - w * 0.05, baseY - h * 0.8];
  const spokes = 8;
  const rot = rng.range(0, Math.PI / spokes);
  let arms = "";
  let sails = "";
  for (let i = 0; i < spokes; i++) {
    const a = rot + (i / spokes) * Math.PI * 2;
    const len = h * 0.62;
    const tip: Pt = [hub[0] + Math.cos(a) * len, hub[1] + Math.sin(a) * len * 0.95];
    arms += `M${f(hub[0])} ${f(hub[1])}L${f(tip[0])} ${f(tip[1])}`;
    const a2 = a + 0.32;
    const s1: Pt = [hub[0] + Math.cos(a) * len * 0.35, hub[1] + Math.sin(a) * len * 0.35];
    const s2: Pt = [hub[0] + Math.cos(a2) * len * 0.85, hub[1] + Math.sin(a2) * len * 0.85];
    sails += path(poly([s1, tip, s2]), lighten(wall, 0.05), `opacity="0.9"`);
  }
  out += sails;
  out += `<path d="${arms}" stroke="${darken(roof, 0.2)}" stroke-width="${f(h * 0.012)}"/>`;
  out += circle(hub[0], hub[1], h * 0.03, darken(roof, 0.2));
  return out;
}

export function santoriniSunset(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const horizon = H * rng.range(0.5, 0.58);
  const left = rng.chance(0.5); // ridge on the left, open sea on the right
  const sun = placeSun(ctx, horizon, W * (left ? rng.range(0.58, 0.78) : rng.range(0.22, 0.42)));
  let out = sky(ctx, horizon, sun);
  out += clouds(ctx, horizon, rng.int(2, 4));
  // Thirasia: the far caldera rim as a long low island.
  const rim: Pt[] = [];
  for (let i = 0; i <= 8; i++)
    rim.push([
      W * (left ? lerp(0.35, 1.05, i / 8) : lerp(-0.05, 0.65, i / 8)),
      horizon - H * rng.range(0.01, 0.04) * Math.sin((Math.PI * i) / 8),
    ]);
  out += path(
    `${smooth(rim)}L${f(rim[rim.length - 1]?.[0] ?? W)} ${f(horizon + 1)}L${f(rim[0]?.[0] ?? 0)} ${f(horizon + 1)}Z`,
    ctx.haze("#5a4a56", 0.55),
  );
  out += sea(ctx, horizon, H, { sun, far: mix(pal.seaFar, AEGEAN_BLUE, 0.3) });

  // Ridge rising towards one edge, crowned by a windmill, houses tumbling down it.
  const ridgeTop = Math.max(H * 0.3, horizon - H * rng.range(0.18, 0.26));
  const ridge: Pt[] = [
    [W * 0.62, H * 1.02],
    [W * 0.5, horizon + H * 0.12],
    [W * 0.34, horizon - H * 0.05],
    [W * 0.16, ridgeTop],
    [-W * 0.02, ridgeTop - H * 0.02],
    [-W * 0.02, H * 1.02],
  ];
  let side = cliff(ctx, ridge);
  const rowH = H * rng.range(0.075, 0.09);
  const rightAt = (y: number) => {
    const t = Math.max(0, Math.min(1, (y - ridgeTop) / (H * 1.02 - ridgeTop)));
    return lerp(W * 0.16, W * 0.62, Math.pow(t, 0.8)) - rowH;
  };
  // Houses are laid out left-to-right up to the ridge's edge; reuse hillVillage with a mirrored frame.
  let houses = "";
  const rows = Math.round((H - ridgeTop) / rowH);
  for (let r = 0; r < rows; r++) {
    const baseY = ridgeTop + (r + 1) * rowH;
    const maxX = rightAt(baseY);
    let x = -W * 0.02 + rng.range(0, rowH * 0.5);
    while (x < maxX) {
      const w = rowH * rng.range(0.9, 1.7);
      const h = rowH * rng.range(0.85, 1.3);
      const roll = rng.float();
      houses += cubeHouse(ctx, x, baseY, Math.min(w, maxX - x + rowH * 0.2), h, {
        dome: roll > 0.82,
        vault: roll > 0.68 && roll <= 0.82,
        wall: rng.pick(["#fbfaf6", "#fbfaf6", "#f6e9d2", "#f3dcc7"]),
      });
      if (rng.chance(0.1)) houses += bougainvillea(ctx, x + w * 0.8, baseY - h * 0.2, rowH * 0.35);
      x += w * rng.range(1.05, 1.3);
    }
  }
  side += windmill(ctx, W * rng.range(0.07, 0.13), ridgeTop + H * 0.01, H * rng.range(0.17, 0.22));
  side += houses;
  out += left ? side : `<g transform="translate(${W} 0) scale(-1 1)">${side}</g>`;
  if (pal.lightsOn)
    out += ellipse(sun.x, horizon, W * 0.25, H * 0.05, pal.glow, `opacity="0.3" filter="${defs.blur(H * 0.03)}"`);
  if (!ctx.dark)
    out += birds(
      ctx,
      sun.x + W * rng.range(-0.15, 0.15),
      horizon * 0.45,
      W * 0.05,
      rng.int(2, 4),
      darken(pal.skyTop, 0.4),
    );
  return out + vignette(ctx, 0.22);
}

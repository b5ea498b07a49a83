/** Bali (rice terraces, jungle temples) and Phuket (long-tail boats, limestone karsts). */
import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/context";
import {
  birds,
  bush,
  clouds,
  flower,
  leaf,
  longtail,
  openSky,
  palm,
  placeSun,
  sea,
  sky,
  vignette,
} from "../lib/elements";
import { circle, ellipse, f, lerp, mirrorY, path, poly, rect, smooth, type Pt, trapezoid } from "../lib/svg";

/* ───────────────────────────── Bali ───────────────────────────── */

/** Volcano cone with a flattened crater, hazed into the distance. */
function volcano(ctx: Ctx, cx: number, baseY: number, w: number, h: number): string {
  const { defs } = ctx;
  const col = ctx.haze("#4f6b80", 0.5);
  const top = baseY - h;
  const d =
    `M${f(cx - w / 2)} ${f(baseY)}` +
    `Q${f(cx - w * 0.2)} ${f(baseY - h * 0.25)} ${f(cx - w * 0.06)} ${f(top)}` +
    `L${f(cx + w * 0.05)} ${f(top + h * 0.01)}` +
    `Q${f(cx + w * 0.2)} ${f(baseY - h * 0.3)} ${f(cx + w / 2)} ${f(baseY)}Z`;
  return path(
    d,
    defs.linear([
      [0, lighten(col, 0.08)],
      [1, mix(col, ctx.pal.skyHorizon, 0.35)],
    ]),
  );
}

/** Small thatched rice-field hut (bale) on stilts. */
function bale(ctx: Ctx, x: number, groundY: number, s: number): string {
  const post = ctx.lit("#6d4c30");
  const thatch = ctx.lit("#a77a45");
  let out = `<path d="M${f(x - s * 0.35)} ${f(groundY)}l0 ${f(-s * 0.45)}M${f(x + s * 0.35)} ${f(groundY)}l0 ${f(-s * 0.45)}" stroke="${post}" stroke-width="${f(s * 0.06)}"/>`;
  out += rect(x - s * 0.4, groundY - s * 0.3, s * 0.8, s * 0.06, post);
  out += path(trapezoid(x, groundY - s * 0.42, s * 0.6, groundY - s * 0.85, s * 0.12), thatch);
  return out;
}

export function riceTerraces(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const { horizon, svg } = openSky(ctx, [0.34, 0.42], [2, 4]);
  let out = svg;
  out += volcano(
    ctx,
    W * rng.range(0.25, 0.75),
    horizon + H * 0.04,
    W * rng.range(0.55, 0.85),
    H * rng.range(0.17, 0.25),
  );
  out += rect(
    0,
    horizon - H * 0.03,
    W,
    H * 0.08,
    lighten(pal.skyHorizon, 0.4),
    `opacity="0.6" filter="${defs.blur(H * 0.02)}"`,
  );

  const greens = ["#7fbf3f", "#5fa83a", "#9ccc4c", "#4e9a3a", "#b4d656", "#6bb545"];
  const layers = 4;
  for (let k = 0; k < layers; k++) {
    const depth = k / (layers - 1); // 0 far, 1 near
    const y0 = horizon + (H - horizon) * lerp(0.02, 0.55, Math.pow(depth, 1.1)) + rng.range(-0.02, 0.02) * H;
    const amp = H * lerp(0.03, 0.09, depth) * rng.range(0.7, 1.2);
    const freq = rng.range(0.8, 1.8);
    const phase = rng.range(0, Math.PI * 2);
    const bands = Math.round(lerp(4, 9, depth));
    const bandH = ((H - y0) / (bands + 1)) * lerp(0.5, 0.8, depth);
    const haze = lerp(0.55, 0, depth);
    for (let j = 0; j < bands; j++) {
      const pts: Pt[] = [];
      const ampJ = amp * (1 + j * 0.09);
      for (let i = 0; i <= 16; i++) {
        const x = (W * i) / 16;
        const u = x / W;
        pts.push([
          x,
          y0 +
            j * bandH +
            ampJ * Math.sin(u * Math.PI * 2 * freq + phase) +
            amp * 0.3 * Math.sin(u * Math.PI * 5 + phase * 2),
        ]);
      }
      const flooded = depth > 0.3 && rng.chance(0.22);
      const base = flooded ? mix(pal.skyHorizon, "#9fc9b0", 0.4) : (greens[(j + k * 2) % greens.length] as string);
      const col = ctx.haze(base, haze);
      out += path(
        `${smooth(pts)}L${W} ${H}L0 ${H}Z`,
        defs.linear([
          [0, lighten(col, 0.06)],
          [0.25, col],
          [1, darken(col, 0.15)],
        ]),
      );
      out += `<path d="${smooth(pts)}" fill="none" stroke="${lighten(col, 0.35)}" stroke-width="${f(lerp(1, 3.5, depth))}" opacity="0.8"/>`;
      if (flooded) {
        // Young rice shoots poking out of the water.
        let shoots = "";
        for (let i = 0; i < 40; i++) {
          const p = pts[rng.int(0, 16)] as Pt;
          const sx = p[0] + rng.range(-W / 32, W / 32);
          const sy = p[1] + bandH * rng.range(0.2, 0.8);
          shoots += `M${f(sx)} ${f(sy)}l0 ${f(-bandH * 0.15)}`;
        }
        out += `<path d="${shoots}" stroke="${ctx.haze("#6fae3a", haze)}" stroke-width="2" opacity="0.7"/>`;
      }
      // Palms and a hut along the top ridge of middle layers.
      if (j === 0 && k > 0 && k < layers - 1) {
        for (let i = 0; i < rng.int(2, 5); i++) {
          const p = pts[rng.int(1, 15)] as Pt;
          out += palm(ctx, p[0], p[1] + 2, H * lerp(0.12, 0.22, depth) * rng.range(0.8, 1.2), {
            flat: ctx.haze("#2f6a3a", haze),
            fronds: 8,
          });
        }
        if (k === 1 && rng.chance(0.7)) {
          const p = pts[rng.int(3, 13)] as Pt;
          out += bale(ctx, p[0], p[1] + bandH * 0.5, H * 0.06);
        }
      }
    }
  }
  // Foreground: banana leaves and a palm on one side.
  const left = rng.chance(0.5);
  const ex = left ? 0 : W;
  const dirAngle = left ? 0 : Math.PI;
  for (let i = 0; i < 4; i++) {
    out += leaf(
      ctx,
      ex,
      H * rng.range(0.75, 1.0),
      W * rng.range(0.2, 0.32),
      dirAngle + (left ? -1 : 1) * rng.range(0.3, 1.0),
      rng.pick(["#3f8f3a", "#4ea244", "#2f7a34"]),
    );
  }
  if (rng.chance(0.6))
    out += palm(ctx, left ? W * 0.06 : W * 0.94, H * 1.02, H * rng.range(0.7, 0.9), { lean: left ? 0.15 : -0.15 });
  if (!ctx.dark)
    out += birds(ctx, W * rng.range(0.3, 0.7), horizon * 0.6, W * 0.05, rng.int(3, 5), darken(pal.skyTop, 0.5));
  return out + vignette(ctx, 0.22);
}

/** Candi bentar: a Balinese split gate, two stepped brick towers mirrored around a gap. */
function splitGate(ctx: Ctx, cx: number, groundY: number, h: number): string {
  const { rng } = ctx;
  const brick = ctx.lit("#a9553a");
  const stone = ctx.lit("#9a978a");
  const gap = h * 0.22;
  const levels = rng.int(6, 8);
  const w0 = h * 0.42;
  const half = (dir: 1 | -1): string => {
    const inner = cx + dir * gap * 0.5;
    let body = "";
    let trims = "";
    let finials = "";
    for (let i = 0; i < levels; i++) {
      const t = i / levels;
      const yb = groundY - h * t;
      const lh = h / levels;
      const w = w0 * (1 - t * 0.82);
      const x0 = dir > 0 ? inner : inner - w;
      body += rect(x0, yb - lh, w, lh, i % 2 === 0 ? brick : darken(brick, 0.08));
      trims += rect(x0 - w * 0.04 * dir, yb - lh * 0.18, w * 1.04, lh * 0.18, stone);
      const tipX = dir > 0 ? inner + w : inner - w;
      finials += path(
        poly([
          [tipX - lh * 0.12, yb - lh],
          [tipX + lh * 0.12, yb - lh],
          [tipX, yb - lh * 1.5],
        ]),
        stone,
      );
    }
    const capW = w0 * 0.14;
    const capX = dir > 0 ? inner : inner - capW;
    body += path(
      poly([
        [capX, groundY - h],
        [capX + capW, groundY - h],
        [capX + capW * 0.5, groundY - h * 1.12],
      ]),
      stone,
    );
    return body + trims + finials;
  };
  // Steps rising through the gap.
  let steps = "";
  for (let i = 0; i < 5; i++) {
    const sw = gap * (1.9 - i * 0.18);
    steps += rect(cx - sw / 2, groundY - (i + 1) * h * 0.03, sw, h * 0.03, i % 2 === 0 ? stone : darken(stone, 0.1));
  }
  return half(-1) + half(1) + steps;
}

/** Meru: a shrine tower of stacked black-thatch roofs. */
function meru(ctx: Ctx, cx: number, groundY: number, h: number, haze: number): string {
  const { rng } = ctx;
  const tiers = rng.pick([5, 7, 9, 11]);
  const baseH = h * 0.25;
  const stone = ctx.haze("#8c857a", haze);
  const wood = ctx.haze("#6e4a30", haze);
  const thatch = ctx.haze("#2d2a26", haze);
  let out = rect(cx - h * 0.2, groundY - baseH, h * 0.4, baseH, stone);
  out += rect(cx - h * 0.24, groundY - baseH, h * 0.48, baseH * 0.1, darken(stone, 0.15));
  let y = groundY - baseH;
  const tierH = (h - baseH) / tiers;
  for (let i = 0; i < tiers; i++) {
    const w = h * 0.42 * (1 - (i / tiers) * 0.7);
    out += rect(cx - w * 0.2, y - tierH * 0.25, w * 0.4, tierH * 0.25, wood);
    out += path(trapezoid(cx, y - tierH * 0.2, w / 2, y - tierH * 0.95, w * 0.3), thatch);
    y -= tierH * 0.9;
  }
  out += rect(cx - h * 0.01, y - h * 0.05, h * 0.02, h * 0.05, wood);
  return out;
}

/** Ceremonial parasol (tedung). */
function tedung(ctx: Ctx, x: number, groundY: number, h: number, color: string): string {
  const col = ctx.lit(color);
  let out = `<path d="M${f(x)} ${f(groundY)}L${f(x)} ${f(groundY - h)}" stroke="${ctx.lit("#5a3d28")}" stroke-width="${f(h * 0.025)}"/>`;
  out += path(
    `M${f(x - h * 0.22)} ${f(groundY - h * 0.82)}Q${f(x)} ${f(groundY - h * 1.05)} ${f(x + h * 0.22)} ${f(groundY - h * 0.82)}Z`,
    col,
  );
  out += rect(x - h * 0.22, groundY - h * 0.83, h * 0.44, h * 0.05, darken(col, 0.15));
  return out;
}

/** Penjor: a tall bamboo pole arching over at the top, hung with woven palm-leaf ornaments. */
function penjor(ctx: Ctx, x: number, groundY: number, h: number, dir: 1 | -1): string {
  const bamboo = ctx.lit("#e0bd72");
  const leafCol = ctx.lit("#efd98e");
  const p0: Pt = [x, groundY - h * 0.62];
  const c: Pt = [x + dir * h * 0.02, groundY - h * 1.02];
  const tip: Pt = [x + dir * h * 0.4, groundY - h * 0.8];
  let out = `<path d="M${f(x)} ${f(groundY)}L${f(p0[0])} ${f(p0[1])}Q${f(c[0])} ${f(c[1])} ${f(tip[0])} ${f(tip[1])}" fill="none" stroke="${bamboo}" stroke-width="${f(h * 0.012)}" stroke-linecap="round"/>`;
  let fringe = "";
  for (let i = 1; i <= 12; i++) {
    const t = i / 13;
    const u = 1 - t;
    const px = u * u * p0[0] + 2 * u * t * c[0] + t * t * tip[0];
    const py = u * u * p0[1] + 2 * u * t * c[1] + t * t * tip[1];
    fringe += `M${f(px)} ${f(py)}l${f(-h * 0.012)} ${f(h * 0.05)}l${f(h * 0.024)} 0Z`;
  }
  out += path(fringe, leafCol);
  // Hanging sampian ornament at the tip.
  out += `<path d="M${f(tip[0])} ${f(tip[1])}l0 ${f(h * 0.08)}" stroke="${leafCol}" stroke-width="${f(h * 0.006)}"/>`;
  out += path(
    `M${f(tip[0])} ${f(tip[1] + h * 0.08)}l${f(-h * 0.03)} ${f(h * 0.04)}l${f(h * 0.03)} ${f(h * 0.08)}l${f(h * 0.03)} ${f(-h * 0.08)}Z`,
    leafCol,
  );
  // Decorated base.
  out += rect(x - h * 0.02, groundY - h * 0.12, h * 0.04, h * 0.12, ctx.lit("#c9a24f"));
  return out;
}

export function jungleTemple(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const horizon = H * rng.range(0.6, 0.68);
  const sun = placeSun(ctx, horizon);
  let out = sky(ctx, horizon, sun);
  out += clouds(ctx, horizon * 0.8, rng.int(1, 3));

  // Layered jungle hills with bumpy canopies.
  for (let k = 0; k < 3; k++) {
    const y0 = lerp(horizon - H * 0.18, horizon - H * 0.02, k / 2);
    const haze = lerp(0.6, 0.25, k / 2);
    const col = ctx.haze(rng.pick(["#2f6a3a", "#3a7a42", "#2a5e36"]), haze);
    const pts: Pt[] = [[0, H]];
    for (let i = 0; i <= 24; i++) pts.push([(W * i) / 24, y0 + rng.range(-1, 1) * H * 0.03]);
    pts.push([W, H]);
    out += path(smooth(pts), col);
    let canopy = "";
    for (let i = 0; i < 26; i++)
      canopy += circle(rng.range(0, W), y0 + rng.range(-0.01, 0.03) * H, H * rng.range(0.02, 0.045), col);
    out += canopy;
  }

  const tx = W * rng.range(0.4, 0.6);
  const groundY = H * rng.range(0.76, 0.8);
  const courtyard = ctx.lit("#8f9a7e");
  out += rect(
    0,
    groundY - H * 0.01,
    W,
    H - groundY + H * 0.01,
    defs.linear([
      [0, courtyard],
      [1, darken(courtyard, 0.25)],
    ]),
  );
  // Stone path leading to the gate, with paving joints.
  const paving = ctx.lit("#b9b2a2");
  out += path(
    trapezoid(tx, groundY, W * 0.05, H, W * 0.2),
    defs.linear([
      [0, paving],
      [1, darken(paving, 0.15)],
    ]),
  );
  let joints = "";
  for (let i = 1; i < 7; i++) {
    const t = Math.pow(i / 7, 1.5);
    const y = lerp(groundY, H, t);
    const hw = lerp(W * 0.05, W * 0.2, t);
    joints += `M${f(tx - hw)} ${f(y)}L${f(tx + hw)} ${f(y)}`;
  }
  out += `<path d="${joints}" stroke="${darken(paving, 0.3)}" stroke-width="1.5" opacity="0.5"/>`;
  let grass = "";
  for (let i = 0; i < 120; i++) {
    const gx = rng.range(0, W);
    if (Math.abs(gx - tx) < W * 0.22) continue;
    const gy = rng.range(groundY + H * 0.02, H);
    grass += `M${f(gx)} ${f(gy)}l${f(rng.range(-3, 3))} ${f(-rng.range(5, 12))}`;
  }
  out += `<path d="${grass}" stroke="${darken(courtyard, 0.25)}" stroke-width="1.5" opacity="0.6"/>`;
  const gateH = H * rng.range(0.42, 0.52);
  out += meru(ctx, tx + rng.sign() * W * rng.range(0.16, 0.24), groundY - H * 0.02, gateH * rng.range(0.9, 1.2), 0.25);
  if (pal.lightsOn)
    out += ellipse(
      tx,
      groundY - gateH * 0.4,
      gateH * 0.5,
      gateH * 0.6,
      "#ffbf66",
      `opacity="0.18" filter="${defs.blur(gateH * 0.15)}"`,
    );
  out += splitGate(ctx, tx, groundY, gateH);

  // Parasols and penjor poles flanking the gate.
  const umb = rng.pick(["#f2c230", "#ffffff", "#e9a23b"]);
  out += tedung(ctx, tx - gateH * 0.62, groundY, gateH * 0.45, umb);
  out += tedung(ctx, tx + gateH * 0.62, groundY, gateH * 0.45, umb);
  if (rng.chance(0.7)) out += penjor(ctx, tx - gateH * 0.95, groundY, gateH * 1.15, 1);
  // Offerings glowing on the steps at dusk.
  if (pal.lightsOn) {
    for (let i = 0; i < 4; i++) {
      const ox = tx + (i - 1.5) * gateH * 0.06;
      out += circle(
        ox,
        groundY - gateH * 0.02,
        gateH * 0.03,
        "#ffd27a",
        `opacity="0.6" filter="${defs.blur(gateH * 0.015)}"`,
      );
      out += circle(ox, groundY - gateH * 0.02, gateH * 0.008, "#fff4cc");
    }
  }

  // Lush foreground: bushes, banana leaves, a frangipani with blossoms.
  for (const side of [-1, 1] as const) {
    const bx = side < 0 ? W * rng.range(0.0, 0.12) : W * rng.range(0.88, 1.0);
    out += bush(ctx, bx, H * 0.9, W * rng.range(0.12, 0.18), rng.pick(["#2f7a3a", "#3a8a44"]), 8);
    for (let i = 0; i < 3; i++) {
      out += leaf(
        ctx,
        side < 0 ? 0 : W,
        H * rng.range(0.8, 1.0),
        W * rng.range(0.16, 0.26),
        (side < 0 ? 0 : Math.PI) + side * -rng.range(0.2, 0.9),
        rng.pick(["#3f8f3a", "#4ea244", "#2f7a34"]),
      );
    }
  }
  const fx = rng.chance(0.5) ? W * 0.2 : W * 0.8;
  for (let i = 0; i < 9; i++) {
    out += flower(
      ctx,
      fx + rng.range(-1, 1) * W * 0.07,
      H * rng.range(0.82, 0.95),
      W * 0.012,
      rng.pick(["#ffffff", "#ffe9f0", "#ffd5e0"]),
      "#f6c445",
      rng.range(0, 72),
    );
  }
  return out + vignette(ctx, 0.25);
}

/* ───────────────────────────── Phuket ───────────────────────────── */

/** Limestone karst tower: undercut at the waterline, lumpy vegetated top, streaked sides. */
function karst(ctx: Ctx, cx: number, baseY: number, w: number, h: number, haze: number): string {
  const { rng, defs } = ctx;
  const pts: Pt[] = [
    [cx - w * 0.38, baseY + 1],
    [cx - w * 0.33, baseY - h * 0.06],
  ];
  // Left flank bulging out, a lumpy crown, then the right flank back down to the notch.
  const flank = 4;
  for (let i = 1; i <= flank; i++) {
    const t = i / (flank + 1);
    pts.push([cx - w * (0.42 + 0.1 * Math.sin(Math.PI * t) + rng.range(-0.05, 0.05)), baseY - h * (0.06 + 0.8 * t)]);
  }
  const crown = rng.int(3, 5);
  for (let i = 0; i <= crown; i++) {
    const t = i / crown;
    pts.push([cx + w * lerp(-0.4, 0.42, t), baseY - h * (0.9 + 0.1 * Math.sin(Math.PI * t) + rng.range(-0.05, 0.04))]);
  }
  for (let i = flank; i >= 1; i--) {
    const t = i / (flank + 1);
    pts.push([cx + w * (0.44 + 0.12 * Math.sin(Math.PI * t) + rng.range(-0.05, 0.05)), baseY - h * (0.06 + 0.8 * t)]);
  }
  pts.push([cx + w * 0.36, baseY - h * 0.05], [cx + w * 0.41, baseY + 1]);
  const d = `${smooth(pts)}Z`;
  const rock = ctx.haze(rng.pick(["#b3a184", "#a79a86", "#c0ab88", "#9d927f"]), haze);
  const green = ctx.haze(rng.pick(["#3f7a3a", "#4a8a44", "#366b36", "#557f3a"]), haze);
  const fill = defs.linear([
    [0, mix(green, rock, 0.3)],
    [0.35, rock],
    [0.85, darken(rock, 0.12)],
    [1, darken(rock, 0.35)],
  ]);
  let out = path(d, fill);
  const clip = defs.clip(`<path d="${d}"/>`);
  // Shadowed right side gives the tower volume.
  let inner = rect(cx + w * 0.12, baseY - h * 1.1, w * 0.6, h * 1.2, darken(rock, 0.3), `opacity="0.35"`);
  let streaks = "";
  for (let i = 0; i < 18; i++) {
    const x = cx + rng.range(-0.45, 0.45) * w;
    const y = baseY - h * rng.range(0.15, 0.85);
    streaks += `M${f(x)} ${f(y)}l${f(rng.range(-2, 2))} ${f(h * rng.range(0.08, 0.3))}`;
  }
  inner += `<path d="${streaks}" stroke="${darken(rock, 0.3)}" stroke-width="${f(Math.max(1, w * 0.012))}" opacity="0.55"/>`;
  // Vegetation: a continuous cap on the crown and a few curtains hanging from ledges.
  const moss = mix(green, rock, 0.2);
  let foliage = "";
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    foliage += ellipse(
      cx + w * lerp(-0.5, 0.5, t),
      baseY - h * rng.range(0.93, 1.0),
      w * rng.range(0.13, 0.2),
      h * rng.range(0.06, 0.1),
      i % 2 ? green : lighten(green, 0.08),
    );
  }
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = cx + rng.range(-0.4, 0.4) * w;
    const y = baseY - h * rng.range(0.45, 0.8);
    const len = h * rng.range(0.1, 0.25);
    foliage += path(
      `M${f(x - w * 0.1)} ${f(y)}Q${f(x)} ${f(y - h * 0.03)} ${f(x + w * 0.1)} ${f(y)}L${f(x + w * 0.04)} ${f(y + len)}Q${f(x)} ${f(y + len * 1.1)} ${f(x - w * 0.03)} ${f(y + len * 0.7)}Z`,
      moss,
      `opacity="0.9"`,
    );
  }
  out += `<g clip-path="${clip}">${inner}${foliage}</g>`;
  // Dark undercut notch at the waterline.
  out += ellipse(cx, baseY - h * 0.02, w * 0.38, h * 0.03, darken(rock, 0.45), `opacity="0.6"`);
  return out;
}

export function limestoneCliffs(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.58, 0.64], [1, 3]);
  let out = svg;
  const emeraldFar = mix(pal.seaFar, "#1f7a78", 0.55);
  const emeraldNear = mix(pal.seaNear, "#3fbfa0", 0.5);
  out += sea(ctx, horizon, H, { sun, far: emeraldFar, near: emeraldNear, ripples: 50 });

  // Three depth layers of karsts, each mirrored in the calm water.
  const layers = [
    { n: rng.int(3, 5), wMin: 0.06, wMax: 0.11, hMin: 0.14, hMax: 0.22, haze: 0.6, dy: 0 },
    { n: rng.int(2, 3), wMin: 0.08, wMax: 0.13, hMin: 0.26, hMax: 0.38, haze: 0.35, dy: 0.035 },
    { n: rng.int(1, 2), wMin: 0.17, wMax: 0.24, hMin: 0.5, hMax: 0.66, haze: 0.05, dy: 0.09 },
  ];
  for (const layer of layers) {
    const baseY = horizon + H * layer.dy;
    for (let i = 0; i < layer.n; i++) {
      const w = W * rng.range(layer.wMin, layer.wMax);
      const h = H * rng.range(layer.hMin, layer.hMax);
      const slot = (i + rng.range(0.15, 0.85)) / layer.n;
      let x = W * slot;
      if (layer.haze < 0.1) x = rng.chance(0.5) ? W * rng.range(0.05, 0.25) : W * rng.range(0.75, 0.95);
      const k = karst(ctx, x, baseY, w, h, layer.haze);
      out += mirrorY(k, baseY, `opacity="0.22" filter="${defs.blur(3)}"`);
      out += k;
      out += ellipse(x, baseY + 2, w * 0.42, h * 0.008, "#ffffff", `opacity="0.3"`);
    }
  }
  out += longtail(
    ctx,
    W * rng.range(0.35, 0.65),
    H * rng.range(0.82, 0.9),
    W * rng.range(0.16, 0.22),
    rng.chance(0.5) ? 1 : -1,
  );
  if (!ctx.dark)
    out += birds(
      ctx,
      W * rng.range(0.3, 0.7),
      horizon * rng.range(0.3, 0.6),
      W * 0.06,
      rng.int(3, 6),
      darken(pal.skyTop, 0.5),
    );
  return out + vignette(ctx, 0.22);
}

export function longtailBoats(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.44, 0.52], [2, 4]);
  let out = svg;
  // Karst islands on the horizon.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = W * rng.range(0.05, 0.95);
    out += karst(ctx, x, horizon, W * rng.range(0.06, 0.12), H * rng.range(0.1, 0.2), 0.55);
  }
  const shoreY = H * rng.range(0.82, 0.88);
  out += sea(ctx, horizon, shoreY + H * 0.03, {
    sun,
    far: mix(pal.seaFar, "#1f7a86", 0.4),
    near: mix(pal.lagoon, "#5fd6c0", 0.4),
  });
  // Sandy beach at the bottom.
  const sand = ctx.lit(pal.sand);
  const edge: Pt[] = [];
  for (let i = 0; i <= 6; i++) edge.push([(W * i) / 6, shoreY + rng.range(-1, 1) * H * 0.015]);
  out += path(
    `${smooth(edge)}L${W} ${H}L0 ${H}Z`,
    defs.linear([
      [0, darken(sand, 0.1)],
      [0.15, sand],
      [1, lighten(sand, 0.1)],
    ]),
  );
  out += `<path d="${smooth(edge.map(([x, y]) => [x, y - H * 0.006] as Pt))}" fill="none" stroke="#ffffff" stroke-width="${f(W * 0.005)}" opacity="${ctx.dark ? 0.3 : 0.75}"/>`;

  // Boats at different depths, far ones first.
  const n = rng.int(2, 4);
  const boats = Array.from({ length: n }, (_, i) => ({
    y: lerp(horizon + H * 0.1, shoreY - H * 0.01, (i + rng.range(0.2, 0.9)) / n),
    x: W * rng.range(0.15, 0.85),
    dir: (rng.chance(0.5) ? 1 : -1) as 1 | -1,
  })).sort((a, b) => a.y - b.y);
  for (const b of boats) {
    const depth = (b.y - horizon) / (shoreY - horizon);
    out += longtail(ctx, b.x, b.y, W * lerp(0.12, 0.45, depth), b.dir);
  }
  // Palm overhanging from one side.
  if (rng.chance(0.65)) {
    const left = rng.chance(0.5);
    out += palm(ctx, left ? W * 0.03 : W * 0.97, H * 1.02, H * rng.range(0.7, 0.9), { lean: left ? 0.25 : -0.25 });
  }
  return out + vignette(ctx, 0.22);
}

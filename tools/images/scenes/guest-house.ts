/** Local-island life: a sandy street of coloured guest houses, and a guest-house garden. */
import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/context";
import {
  bush,
  clouds,
  flower,
  lantern,
  openSky,
  palm,
  placeSun,
  sea,
  sky,
  stringLights,
  vignette,
} from "../lib/elements";
import { circle, ellipse, f, lerp, path, poly, rect, smooth, type Pt, trapezoid } from "../lib/svg";

const FACADES = ["#8fd1c0", "#f4a58a", "#f6d36b", "#9cc9ec", "#c9b3e6", "#f7c3a1", "#a8dca0", "#ffffff", "#f2b8c6"];

/** Bicycle leaning in side view. */
function bicycle(ctx: Ctx, x: number, groundY: number, s: number): string {
  const col = ctx.lit(ctx.rng.pick(["#2f7fa8", "#c84b3a", "#2f8a6a", "#333333"]));
  const r = s * 0.22;
  const b1: Pt = [x - s * 0.32, groundY - r];
  const b2: Pt = [x + s * 0.32, groundY - r];
  let d = `M${f(b1[0])} ${f(b1[1])}L${f(x - s * 0.02)} ${f(groundY - r)}L${f(x + s * 0.12)} ${f(groundY - r * 2.1)}L${f(x - s * 0.12)} ${f(groundY - r * 2.1)}Z`;
  d += `M${f(x + s * 0.12)} ${f(groundY - r * 2.1)}L${f(b2[0])} ${f(b2[1])}M${f(x + s * 0.12)} ${f(groundY - r * 2.1)}l${f(s * 0.04)} ${f(-r * 0.5)}l${f(s * 0.08)} 0`;
  d += `M${f(x - s * 0.12)} ${f(groundY - r * 2.1)}l${f(-s * 0.02)} ${f(-r * 0.3)}`;
  let out = `<g fill="none" stroke="${ctx.lit("#2a2a2a")}" stroke-width="${f(s * 0.02)}">${circle(b1[0], b1[1], r, "none")}${circle(b2[0], b2[1], r, "none")}</g>`;
  out += `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(s * 0.03)}" stroke-linejoin="round"/>`;
  out += rect(x - s * 0.2, groundY - r * 2.45, s * 0.12, s * 0.035, ctx.lit("#3a2a1f"), `rx="${f(s * 0.015)}"`);
  return out;
}

/**
 * Sandy lane between coloured houses, drawn in one-point perspective towards the beach.
 * A point on a street wall is given by its distance z (1 = near the viewer) and its height v
 * (0 = ground, 1 = the house's roof line); x = side * halfWidth / z about the vanishing point.
 */
export function guestHouseStreet(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const vpX = W * rng.range(0.44, 0.56);
  const vpY = H * rng.range(0.5, 0.56);
  const horizon = vpY - H * 0.012;
  const sun = placeSun(ctx, horizon, vpX + rng.range(-0.25, 0.25) * W);
  let out = sky(ctx, horizon, sun);
  out += clouds(ctx, horizon, rng.int(2, 3));
  out += sea(ctx, horizon, vpY + H * 0.03, { sun, near: pal.lagoon, ripples: 20 });

  const groundAt = (z: number) => vpY + (H * 1.02 - vpY) / z;
  const halfWidth = W * rng.range(0.42, 0.5);
  const P = (side: number, z: number, v: number, hh: number, out = 0): Pt => [
    vpX + (side * (halfWidth + out * W * 0.3)) / z,
    groundAt(z) - (hh * v) / z,
  ];
  const quad = (side: number, z0: number, z1: number, v0: number, v1: number, hh: number): string =>
    poly([P(side, z0, v0, hh), P(side, z0, v1, hh), P(side, z1, v1, hh), P(side, z1, v0, hh)]);

  // Sandy street ending at the beach.
  const sand = ctx.lit(lighten(pal.sand, 0.1));
  const farZ = 9;
  out += path(
    poly([P(-1, farZ, 0, 0), P(1, farZ, 0, 0), [W * 1.2, H], [-W * 0.2, H]]),
    defs.linear([
      [0, lighten(sand, 0.1)],
      [1, darken(sand, 0.06)],
    ]),
  );
  let tracks = "";
  for (let i = 0; i < 6; i++) {
    const u = rng.range(-0.6, 0.6);
    tracks += `M${f(vpX + (u * halfWidth) / farZ)} ${f(groundAt(farZ))}L${f(vpX + u * halfWidth * 1.2)} ${f(H)}`;
  }
  out += `<path d="${tracks}" stroke="${darken(sand, 0.12)}" stroke-width="2" opacity="0.5"/>`;

  for (const side of [-1, 1] as const) {
    // Houses from the far end to the viewer: [z far, z near] with their own height and colour.
    const houses: { z0: number; z1: number; hh: number; col: string; floors: number }[] = [];
    let z = farZ - rng.range(0, 1.2);
    while (z > 0.55) {
      const len = rng.range(0.9, 2.2) * Math.min(1, z / 3 + 0.25);
      const floors = rng.chance(0.6) ? 2 : 1;
      houses.push({
        z0: z,
        z1: Math.max(0.5, z - len),
        hh: H * (floors === 2 ? rng.range(0.62, 0.78) : rng.range(0.4, 0.48)),
        col: rng.pick(FACADES),
        floors,
      });
      z -= len;
    }
    for (const h of houses) {
      const wall = ctx.lit(h.col);
      const lit = side * (sun.x - vpX) < 0 ? lighten(wall, 0.04) : darken(wall, 0.1);
      // Palm behind the wall, then the end face towards the viewer, then the street wall.
      if (rng.chance(0.45)) {
        const base = P(side, (h.z0 + h.z1) / 2, 0, h.hh, 0.15);
        out += palm(ctx, base[0], base[1], (h.hh * rng.range(1.2, 1.6)) / ((h.z0 + h.z1) / 2), {
          lean: side * rng.range(0.05, 0.25),
        });
      }
      out += path(
        poly([P(side, h.z0, 0, h.hh), P(side, h.z0, 1, h.hh), P(side, h.z0, 1, h.hh, 1), P(side, h.z0, 0, h.hh, 1)]),
        lighten(wall, 0.1),
      );
      out += path(
        quad(side, h.z0, h.z1, 0, 1, h.hh),
        defs.linear([
          [0, lit],
          [1, darken(lit, 0.08)],
        ]),
      );
      // Parapet and plinth.
      out += path(quad(side, h.z0, h.z1, 0.95, 1.02, h.hh), ctx.lit("#ffffff"));
      out += path(quad(side, h.z0, h.z1, 0, 0.05, h.hh), darken(wall, 0.18));
      // Doors and shuttered windows along the wall.
      const shutter = ctx.lit(rng.pick(["#2f7fa8", "#2f8a6a", "#c85a3a", "#ffffff", "#3a5f9a"]));
      const glass = pal.lightsOn ? "#ffd27a" : ctx.lit("#4a6470");
      const span = h.z0 - h.z1;
      const bays = Math.max(1, Math.round(span / 0.45));
      const storey = 1 / h.floors;
      for (let b = 0; b < bays; b++) {
        const za = h.z0 - (span * (b + 0.3)) / bays;
        const zb = h.z0 - (span * (b + 0.7)) / bays;
        const door = b === Math.floor(bays / 2);
        if (door) {
          out += path(
            quad(side, za, zb, 0.05, storey * 0.72, h.hh),
            ctx.lit(rng.pick(["#8a5a36", "#2f7fa8", "#6e4a30"])),
          );
        } else {
          out += path(quad(side, za, zb, storey * 0.3, storey * 0.68, h.hh), glass);
          out += path(quad(side, za + (span * 0.05) / bays, za, storey * 0.3, storey * 0.68, h.hh), shutter);
        }
        if (h.floors === 2) {
          out += path(quad(side, za, zb, 0.58, 0.82, h.hh), glass);
          out += path(quad(side, za + (span * 0.05) / bays, za, 0.58, 0.82, h.hh), shutter);
          out += path(
            quad(side, za + (span * 0.03) / bays, zb - (span * 0.03) / bays, 0.56, 0.58, h.hh),
            ctx.lit("#ffffff"),
          );
        }
      }
      // Bougainvillea spilling over the parapet.
      if (rng.chance(0.35)) {
        const zc = rng.range(h.z1, h.z0);
        const p = P(side, zc, 1, h.hh);
        for (let i = 0; i < 6; i++) {
          out += circle(
            p[0] + (rng.range(-1, 1) * (W * 0.04)) / zc,
            p[1] + rng.range(0, 0.12) * (h.hh / zc),
            (W * rng.range(0.008, 0.015)) / zc,
            ctx.lit(rng.pick(["#d6338a", "#e85aa5", "#3f7a3a"])),
          );
        }
      }
      if (pal.lightsOn) {
        const p = P(side, (h.z0 + h.z1) / 2, 0.4, h.hh);
        out += circle(
          p[0],
          p[1],
          (W * 0.05) / ((h.z0 + h.z1) / 2),
          "#ffc766",
          `opacity="0.2" filter="${defs.blur(W * 0.015)}"`,
        );
      }
    }
  }
  // A bicycle leaning by one wall and a few fallen blossoms.
  const bSide = rng.sign();
  const bz = rng.range(1.25, 1.6);
  const bp = P(bSide, bz, 0, 0);
  out += bicycle(ctx, bp[0] - (bSide * (W * 0.07)) / bz, bp[1], (H * 0.4) / bz);
  for (let i = 0; i < 4; i++) {
    out += flower(
      ctx,
      rng.range(0.2, 0.8) * W,
      H * rng.range(0.8, 0.98),
      W * 0.008,
      rng.pick(["#e8413c", "#f08ac0", "#ffffff"]),
      "#f6c445",
      rng.range(0, 72),
    );
  }
  return out + vignette(ctx, 0.25);
}

/** Single-storey bungalow with a veranda. */
function bungalow(ctx: Ctx, cx: number, groundY: number, w: number): string {
  const { rng, pal, defs } = ctx;
  const h = w * 0.42;
  const wall = ctx.lit(rng.pick(FACADES));
  const roof = ctx.lit(rng.pick(["#b5653f", "#7a8a96", "#a7794b", "#3f6f8f"]));
  const top = groundY - h;
  let out = rect(cx - w / 2, top, w, h, wall);
  out += path(
    trapezoid(cx, top + h * 0.05, w * 0.62, top - h * 0.45, w * 0.4),
    defs.linear([
      [0, lighten(roof, 0.1)],
      [1, darken(roof, 0.15)],
    ]),
  );
  // Veranda posts and floor.
  out += rect(cx - w * 0.6, groundY - h * 0.08, w * 1.2, h * 0.08, ctx.lit("#d8cbb6"));
  let posts = "";
  for (let i = 0; i < 5; i++)
    posts += `M${f(cx - w * 0.56 + (w * 1.12 * i) / 4)} ${f(groundY - h * 0.08)}l0 ${f(-h * 0.9)}`;
  out += `<path d="${posts}" stroke="${ctx.lit("#7a5438")}" stroke-width="${f(w * 0.015)}"/>`;
  const glass = pal.lightsOn
    ? "#ffd27a"
    : defs.linear([
        [0, ctx.lit(mix(pal.skyMid, "#4a6470", 0.4))],
        [1, ctx.lit("#3f5560")],
      ]);
  const frame = ctx.lit("#ffffff");
  out += rect(cx - w * 0.08, groundY - h * 0.7, w * 0.16, h * 0.62, ctx.lit("#8a5a36"));
  for (const wx of [cx - w * 0.36, cx + w * 0.18]) {
    out += rect(wx - w * 0.01, groundY - h * 0.63, w * 0.2, h * 0.32, frame);
    out += rect(wx, groundY - h * 0.62, w * 0.18, h * 0.3, glass);
    out += rect(wx + w * 0.085, groundY - h * 0.62, w * 0.01, h * 0.3, frame);
    out += rect(
      wx - w * 0.05,
      groundY - h * 0.62,
      w * 0.045,
      h * 0.3,
      ctx.lit(rng.pick(["#2f7fa8", "#2f8a6a", "#ffffff"])),
    );
  }
  if (pal.lightsOn)
    out += ellipse(
      cx,
      groundY - h * 0.4,
      w * 0.6,
      h * 0.5,
      "#ffc766",
      `opacity="0.22" filter="${defs.blur(w * 0.06)}"`,
    );
  return out;
}

/** Maldivian joali: rope swing seats hanging from a wooden A-frame. */
function joali(ctx: Ctx, x: number, groundY: number, s: number): string {
  const wood = ctx.lit("#7a5438");
  const rope = ctx.lit(ctx.rng.pick(["#e9d8b0", "#d9c08a", "#f0e6d0"]));
  let out = `<path d="M${f(x - s * 0.6)} ${f(groundY)}L${f(x - s * 0.5)} ${f(groundY - s)}M${f(x - s * 0.4)} ${f(groundY)}L${f(x - s * 0.5)} ${f(groundY - s)}M${f(x + s * 0.6)} ${f(groundY)}L${f(x + s * 0.5)} ${f(groundY - s)}M${f(x + s * 0.4)} ${f(groundY)}L${f(x + s * 0.5)} ${f(groundY - s)}M${f(x - s * 0.55)} ${f(groundY - s)}L${f(x + s * 0.55)} ${f(groundY - s)}" stroke="${wood}" stroke-width="${f(s * 0.04)}" stroke-linecap="round"/>`;
  for (const k of [-1, 1]) {
    const sx = x + k * s * 0.22;
    out += `<path d="M${f(sx - s * 0.12)} ${f(groundY - s)}L${f(sx - s * 0.12)} ${f(groundY - s * 0.4)}M${f(sx + s * 0.12)} ${f(groundY - s)}L${f(sx + s * 0.12)} ${f(groundY - s * 0.4)}" stroke="${rope}" stroke-width="${f(s * 0.012)}"/>`;
    out += path(
      `M${f(sx - s * 0.15)} ${f(groundY - s * 0.42)}Q${f(sx)} ${f(groundY - s * 0.2)} ${f(sx + s * 0.15)} ${f(groundY - s * 0.42)}Z`,
      rope,
    );
    let net = "";
    for (let i = 1; i < 5; i++) net += `M${f(sx - s * 0.15 + i * s * 0.06)} ${f(groundY - s * 0.42)}l0 ${f(s * 0.12)}`;
    out += `<path d="${net}" stroke="${darken(rope, 0.25)}" stroke-width="${f(s * 0.006)}"/>`;
  }
  return out;
}

export function guestHouseGarden(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.52, 0.6], [1, 3]);
  let out = svg;
  out += sea(ctx, horizon, H * 0.72, { sun, near: pal.lagoon, ripples: 25 });
  // Back row of palms and bushes.
  for (let i = 0; i < rng.int(4, 6); i++) {
    out += palm(ctx, rng.range(0.02, 0.98) * W, horizon + H * 0.05, H * rng.range(0.35, 0.5), { leaf: "#2f7a44" });
  }
  const groundY = H * rng.range(0.66, 0.7);
  for (let i = 0; i < 9; i++)
    out += bush(
      ctx,
      (W * (i + rng.range(0, 1))) / 8,
      groundY - H * 0.02,
      W * rng.range(0.06, 0.1),
      rng.pick(["#2f7a44", "#3f8a4a", "#4f9a55"]),
      6,
    );
  out += bungalow(ctx, W * rng.range(0.35, 0.65), groundY, W * rng.range(0.38, 0.48));

  // White coral-sand courtyard.
  const sand = ctx.lit(lighten(pal.sand, 0.2));
  const edge: Pt[] = [];
  for (let i = 0; i <= 6; i++) edge.push([(W * i) / 6, groundY + rng.range(-0.01, 0.01) * H]);
  out += path(
    `${smooth(edge)}L${W} ${H}L0 ${H}Z`,
    defs.linear([
      [0, darken(sand, 0.06)],
      [1, lighten(sand, 0.1)],
    ]),
  );

  // Hibiscus shrubs with red blooms.
  for (const side of [-1, 1]) {
    const bx = side < 0 ? W * rng.range(0.04, 0.16) : W * rng.range(0.84, 0.96);
    out += bush(ctx, bx, H * 0.8, W * 0.1, "#2f7a44", 8);
    for (let i = 0; i < 7; i++) {
      out += flower(
        ctx,
        bx + rng.range(-1, 1) * W * 0.08,
        H * rng.range(0.68, 0.82),
        W * 0.012,
        rng.pick(["#e8413c", "#f05a7a", "#ff8a3c"]),
        "#f6e04a",
        rng.range(0, 72),
      );
    }
  }

  // Foreground feature: hammock between two palms, or joali swing seats.
  const feature = rng.chance(0.5) ? "hammock" : "joali";
  const fx = W * rng.range(0.3, 0.7);
  if (feature === "hammock") {
    const span = W * rng.range(0.36, 0.46);
    const a = fx - span / 2;
    const b = fx + span / 2;
    out += palm(ctx, a, H * 1.02, H * rng.range(0.8, 0.95), { lean: -0.12 });
    out += palm(ctx, b, H * 1.02, H * rng.range(0.75, 0.9), { lean: 0.12 });
    const y = H * 0.78;
    const cloth = ctx.lit(rng.pick(["#e9735a", "#f2c14e", "#3a9ab8", "#d8567a"]));
    out += `<path d="M${f(a)} ${f(y - H * 0.03)}L${f(a + span * 0.12)} ${f(y)}M${f(b)} ${f(y - H * 0.03)}L${f(b - span * 0.12)} ${f(y)}" stroke="${ctx.lit("#e6d3a8")}" stroke-width="2"/>`;
    out += path(
      `M${f(a + span * 0.12)} ${f(y)}Q${f(fx)} ${f(y + H * 0.12)} ${f(b - span * 0.12)} ${f(y)}Q${f(fx)} ${f(y + H * 0.06)} ${f(a + span * 0.12)} ${f(y)}Z`,
      cloth,
    );
    let stripes = "";
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      const sx = lerp(a + span * 0.12, b - span * 0.12, t);
      stripes += `M${f(sx)} ${f(y + H * 0.06 * Math.sin(Math.PI * t))}L${f(sx)} ${f(y + H * 0.1 * Math.sin(Math.PI * t))}`;
    }
    out += `<path d="${stripes}" stroke="${lighten(cloth, 0.4)}" stroke-width="${f(W * 0.006)}" opacity="0.7"/>`;
    if (pal.lightsOn || rng.chance(0.4))
      out += stringLights(ctx, [a + W * 0.01, H * 0.35], [b - W * 0.01, H * 0.38], H * 0.06, 12);
  } else {
    out += ellipse(fx, H * 0.93, W * 0.16, H * 0.02, "#000", `opacity="0.12"`);
    out += joali(ctx, fx, H * 0.93, H * 0.32);
    const lx = fx + rng.sign() * W * 0.25;
    out += `<path d="M${f(lx)} ${f(H * 0.95)}L${f(lx)} ${f(H * 0.7)}" stroke="${ctx.lit("#5a4030")}" stroke-width="${f(W * 0.004)}"/>`;
    out += lantern(ctx, lx, H * 0.68, H * 0.035, rng.pick(["#d9822b", "#e8c36a", "#c84b3a"]));
    if (rng.chance(0.6))
      out += palm(ctx, rng.chance(0.5) ? W * 0.05 : W * 0.95, H * 1.02, H * 0.9, { lean: rng.range(-0.15, 0.15) });
  }
  // Stepping stones across the sand.
  let stones = "";
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    stones += ellipse(
      lerp(W * 0.5, fx, t) + rng.range(-10, 10),
      lerp(H * 0.98, H * 0.74, t),
      W * lerp(0.035, 0.015, t),
      H * lerp(0.014, 0.006, t),
      ctx.lit("#c9c2b5"),
    );
  }
  out += stones;
  if (pal.lightsOn) out += rect(0, 0, W, H, mix("#ffb060", pal.tint, 0.3), `opacity="0.04"`);
  return out + vignette(ctx, 0.25);
}

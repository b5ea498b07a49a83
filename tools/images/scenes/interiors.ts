/** Close-range scenes: a bedroom with a view, a lantern-lit dining deck and a spa still life. */
import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/context";
import {
  clouds,
  distantIsland,
  flower,
  lantern,
  leaf,
  openSky,
  palm,
  placeSun,
  sea,
  sky,
  stringLights,
  vignette,
} from "../lib/elements";
import { circle, ellipse, f, lerp, path, poly, rect, trapezoid } from "../lib/svg";

/** Indoor colour: mostly lamp-lit, so the time of day matters less than outdoors. */
function indoor(ctx: Ctx, color: string): string {
  if (ctx.time === "night") return mix(darken(color, 0.5), "#ffb060", 0.16);
  if (ctx.time === "dusk") return mix(darken(color, 0.3), "#ffb070", 0.14);
  if (ctx.time === "sunset") return mix(darken(color, 0.12), "#ff9a60", 0.12);
  return ctx.lit(color, 0.3);
}

/** A window onto the sea: sky, sun, horizon and maybe a palm, clipped to the frame. */
function seaView(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { rng, defs } = ctx;
  const horizon = y + h * rng.range(0.55, 0.68);
  const sun = placeSun(ctx, horizon, x + w * rng.range(0.25, 0.75));
  let view = sky(ctx, horizon, sun);
  view += clouds(ctx, horizon, rng.int(1, 2), y);
  if (rng.chance(0.5)) view += distantIsland(ctx, x + w * rng.range(0.2, 0.8), horizon, w * rng.range(0.2, 0.35));
  view += sea(ctx, horizon, y + h, { sun, ripples: 40 });
  if (rng.chance(0.6)) {
    const left = rng.chance(0.5);
    view += palm(ctx, left ? x + w * 0.05 : x + w * 0.95, y + h * 1.15, h * rng.range(0.7, 0.95), {
      lean: left ? 0.2 : -0.2,
    });
  }
  return `<g clip-path="${defs.clip(rect(x, y, w, h, "#fff"))}">${view}</g>`;
}

function tableLamp(ctx: Ctx, x: number, topY: number, s: number): string {
  const { pal, defs } = ctx;
  let out = "";
  if (pal.lightsOn)
    out += circle(x, topY - s * 0.9, s * 2.2, "#ffc46b", `opacity="0.45" filter="${defs.blur(s * 0.8)}"`);
  out += rect(x - s * 0.08, topY - s * 0.75, s * 0.16, s * 0.75, indoor(ctx, "#b89a74"));
  out += ellipse(x, topY - s * 0.05, s * 0.3, s * 0.08, indoor(ctx, "#a07f58"));
  const shade = pal.lightsOn ? "#ffe3a8" : indoor(ctx, "#f4ecdc");
  out += path(trapezoid(x, topY - s * 1.3, s * 0.28, topY - s * 0.72, s * 0.42), shade);
  return out;
}

function pottedPlant(ctx: Ctx, x: number, floorY: number, s: number): string {
  const { rng } = ctx;
  let out = "";
  for (let i = 0; i < 7; i++) {
    out += leaf(
      ctx,
      x,
      floorY - s * 0.35,
      s * rng.range(0.6, 1.0),
      -Math.PI / 2 + rng.range(-1.1, 1.1),
      rng.pick(["#3f8a4a", "#4f9a55", "#2f7340"]),
      false,
    );
  }
  out += path(
    trapezoid(x, floorY - s * 0.38, s * 0.22, floorY, s * 0.16),
    indoor(ctx, rng.pick(["#c46a45", "#e9e2d6", "#6f8f8a"])),
  );
  return out;
}

export function roomInterior(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const floorY = H * rng.range(0.68, 0.73);
  const wallBase = rng.pick(["#f3ece1", "#ece3d3", "#cfe3dc", "#f2d8c4", "#d6e3ef", "#efe4d0", "#b98d66", "#e8e1f0"]);
  const wall = indoor(ctx, wallBase);
  let out = rect(
    0,
    0,
    W,
    floorY,
    defs.linear([
      [0, darken(wall, 0.06)],
      [1, lighten(wall, 0.05)],
    ]),
  );
  // Timber ceiling beams.
  if (rng.chance(0.5)) {
    const beam = indoor(ctx, "#8a6442");
    out += rect(0, 0, W, H * 0.05, beam);
    for (let i = 0; i < 6; i++) out += rect((W * (i + 0.3)) / 6, H * 0.05, W * 0.02, H * 0.02, darken(beam, 0.2));
  }

  // Window: wide behind the bed, or tall doors to one side.
  const wide = rng.chance(0.55);
  const ww = wide ? W * rng.range(0.5, 0.62) : W * rng.range(0.3, 0.36);
  const wx = wide ? (W - ww) / 2 + W * rng.range(-0.06, 0.06) : rng.chance(0.5) ? W * 0.08 : W * 0.92 - ww;
  const wy = H * rng.range(0.1, 0.14);
  const wh = wide ? floorY - wy - H * 0.2 : floorY - wy - H * 0.01;
  const frame = indoor(ctx, rng.pick(["#ffffff", "#7a5438", "#5c3f2a"]));
  out += rect(wx - W * 0.012, wy - W * 0.012, ww + W * 0.024, wh + W * 0.024, frame);
  out += seaView(ctx, wx, wy, ww, wh);
  const panes = wide ? 3 : 2;
  for (let i = 1; i < panes; i++) out += rect(wx + (ww * i) / panes - W * 0.004, wy, W * 0.008, wh, frame);
  if (!ctx.dark) out += rect(wx, wy, ww, wh, "#ffffff", `opacity="0.06"`);
  // Sheer curtains.
  for (const side of [-1, 1]) {
    const cx = side < 0 ? wx - W * 0.03 : wx + ww - W * 0.05;
    let folds = "";
    for (let i = 0; i < 4; i++)
      folds += rect(cx + i * W * 0.02, wy - H * 0.04, W * 0.012, floorY - wy + H * 0.04, "#ffffff", `opacity="0.18"`);
    out +=
      rect(cx, wy - H * 0.04, W * 0.08, floorY - wy + H * 0.04, "#ffffff", `opacity="${ctx.dark ? 0.12 : 0.3}"`) +
      folds;
  }
  out += rect(wx - W * 0.05, wy - H * 0.05, ww + W * 0.1, H * 0.012, indoor(ctx, "#8a6a4a"));

  // Floor with planks converging to the window.
  const tiles = rng.chance(0.35);
  const wood = indoor(
    ctx,
    tiles ? rng.pick(["#e6dfd3", "#d9d2c6", "#cfc6b6"]) : rng.pick(["#b8875a", "#c79f74", "#9c6d47", "#d5bd9c"]),
  );
  out += rect(
    0,
    floorY,
    W,
    H - floorY,
    defs.linear([
      [0, darken(wood, 0.1)],
      [1, lighten(wood, 0.05)],
    ]),
  );
  const vp = W / 2;
  let planks = "";
  for (let i = -12; i <= 12; i++)
    planks += `M${f(vp + i * W * (tiles ? 0.1 : 0.05))} ${f(floorY)}L${f(vp + i * W * (tiles ? 0.34 : 0.17))} ${f(H)}`;
  if (tiles) {
    for (let i = 1; i < 6; i++) {
      const y = floorY + (H - floorY) * Math.pow(i / 6, 1.6);
      planks += `M0 ${f(y)}L${W} ${f(y)}`;
    }
  }
  out += `<path d="${planks}" stroke="${darken(wood, 0.25)}" stroke-width="1.5" opacity="0.4"/>`;
  if (!ctx.dark) {
    out += path(
      poly([
        [wx, floorY],
        [wx + ww, floorY],
        [wx + ww * 1.25, H],
        [wx - ww * 0.1, H],
      ]),
      "#fff6e0",
      `opacity="0.12" filter="${defs.blur(W * 0.01)}"`,
    );
  }

  // Rug and bed.
  const bx = wide ? wx + ww / 2 : wx < W / 2 ? W * 0.64 : W * 0.36;
  const bw = W * rng.range(0.4, 0.46);
  const rug = indoor(ctx, rng.pick(["#e8dcc5", "#c9b79a", "#d9c9ae"]));
  out += path(trapezoid(bx, floorY + H * 0.08, bw * 0.75, H * 1.02, bw * 1.0), rug);
  const headTop = floorY - H * rng.range(0.2, 0.26);
  const head = indoor(ctx, rng.pick(["#8a6442", "#c9a878", "#6e4d33", "#d8c3a0"]));
  out += rect(bx - bw * 0.56, headTop, bw * 1.12, floorY - headTop + H * 0.03, head, `rx="${f(W * 0.006)}"`);
  let weave = "";
  for (let i = 1; i < 12; i++)
    weave += `M${f(bx - bw * 0.56 + (bw * 1.12 * i) / 12)} ${f(headTop + H * 0.01)}l0 ${f(floorY - headTop)}`;
  out += `<path d="${weave}" stroke="${darken(head, 0.2)}" stroke-width="1.5" opacity="0.4"/>`;
  const linen = indoor(ctx, "#fbfaf7");
  const mattressBack = floorY + H * 0.02;
  const mattressFront = H * rng.range(0.88, 0.91);
  out += path(trapezoid(bx, mattressBack, bw / 2, mattressFront, bw * 0.64), linen);
  out += rect(bx - bw * 0.64, mattressFront, bw * 1.28, H * 0.06, darken(linen, 0.08));
  out += rect(bx - bw * 0.62, mattressFront + H * 0.06, bw * 1.24, H * 0.05, darken(head, 0.1));
  // Throw across the foot of the bed.
  const accent = indoor(ctx, rng.pick(["#2f8fa8", "#e9735a", "#c9a46b", "#3f7a6a", "#d8a1a8"]));
  const t0 = lerp(mattressBack, mattressFront, 0.55);
  const t1 = lerp(mattressBack, mattressFront, 0.8);
  const wAt = (y: number) => lerp(bw / 2, bw * 0.64, (y - mattressBack) / (mattressFront - mattressBack));
  const throwStyle = rng.pick(["band", "stripes", "duvet"] as const);
  if (throwStyle === "duvet") {
    const d0 = lerp(mattressBack, mattressFront, 0.22);
    out += path(trapezoid(bx, d0, wAt(d0), mattressFront, bw * 0.64), lighten(accent, 0.35));
    out += rect(bx - bw * 0.64, mattressFront, bw * 1.28, H * 0.06, lighten(accent, 0.2));
    out += path(trapezoid(bx, d0, wAt(d0), d0 + H * 0.02, wAt(d0 + H * 0.02)), linen);
  } else if (throwStyle === "stripes") {
    for (const k of [0.6, 0.72]) {
      const a = lerp(mattressBack, mattressFront, k);
      const b = lerp(mattressBack, mattressFront, k + 0.05);
      out += path(trapezoid(bx, a, wAt(a), b, wAt(b)), accent);
    }
  } else {
    out += path(trapezoid(bx, t0, wAt(t0), t1, wAt(t1)), accent);
    out += rect(bx - bw * 0.64, mattressFront, bw * 1.28, H * 0.035, darken(accent, 0.1));
  }
  // Pillows.
  const pillows = rng.int(2, 4);
  for (let i = 0; i < pillows; i++) {
    const px = bx - bw * 0.42 + ((bw * 0.84) / pillows) * (i + 0.5);
    const pw = (bw * 0.84) / pillows - W * 0.01;
    const col = i === 0 || i === pillows - 1 || pillows === 2 ? linen : accent;
    out += rect(px - pw / 2, mattressBack - H * 0.045, pw, H * 0.07, darken(col, 0.03), `rx="${f(H * 0.02)}"`);
  }
  // Some rooms have a four-poster bed with sheer mosquito-net drapes.
  if (rng.chance(0.4)) {
    const postCol = darken(head, 0.15);
    const canopyY = Math.max(H * 0.08, headTop - H * 0.2);
    const backL = bx - bw * 0.56;
    const backR = bx + bw * 0.56;
    const frontL = bx - bw * 0.66;
    const frontR = bx + bw * 0.66;
    out += rect(backL, canopyY, W * 0.008, headTop - canopyY, postCol);
    out += rect(backR - W * 0.008, canopyY, W * 0.008, headTop - canopyY, postCol);
    out += rect(frontL - W * 0.005, canopyY - H * 0.03, W * 0.012, mattressFront + H * 0.1 - canopyY, postCol);
    out += rect(frontR - W * 0.007, canopyY - H * 0.03, W * 0.012, mattressFront + H * 0.1 - canopyY, postCol);
    out += rect(frontL, canopyY - H * 0.03, frontR - frontL, H * 0.014, postCol);
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? frontL : frontR;
      out += path(
        `M${f(x0)} ${f(canopyY - H * 0.02)}Q${f(x0 - side * W * 0.06)} ${f(lerp(canopyY, mattressFront, 0.5))} ${f(x0 + side * W * 0.01)} ${f(mattressFront + H * 0.08)}L${f(x0 + side * W * 0.03)} ${f(mattressFront + H * 0.08)}Q${f(x0 - side * W * 0.02)} ${f(lerp(canopyY, mattressFront, 0.5))} ${f(x0 + side * W * 0.01)} ${f(canopyY - H * 0.02)}Z`,
        "#ffffff",
        `opacity="0.55"`,
      );
    }
    out += path(
      `M${f(frontL)} ${f(canopyY - H * 0.016)}Q${f(bx)} ${f(canopyY + H * 0.05)} ${f(frontR)} ${f(canopyY - H * 0.016)}Z`,
      "#ffffff",
      `opacity="0.4"`,
    );
  }
  // Bedside tables and lamps.
  const tableCol = indoor(ctx, rng.pick(["#7a5438", "#a07a52", "#e6dccb"]));
  for (const side of [-1, 1]) {
    const tx = bx + side * bw * 0.78;
    const ty = floorY + H * 0.02;
    out += rect(tx - W * 0.05, ty - H * 0.1, W * 0.1, H * 0.12, tableCol);
    out += rect(tx - W * 0.05, ty - H * 0.1, W * 0.1, H * 0.012, lighten(tableCol, 0.15));
    if (rng.chance(0.8) || ctx.dark) out += tableLamp(ctx, tx, ty - H * 0.1, H * 0.1);
  }
  // Rattan pendant light.
  if (rng.chance(0.6)) {
    const px = bx + rng.sign() * bw * 0.75;
    out += `<path d="M${f(px)} 0L${f(px)} ${f(H * 0.12)}" stroke="${indoor(ctx, "#5a4030")}" stroke-width="2"/>`;
    if (pal.lightsOn) out += circle(px, H * 0.16, H * 0.1, "#ffc46b", `opacity="0.4" filter="${defs.blur(H * 0.03)}"`);
    out += ellipse(px, H * 0.16, H * 0.045, H * 0.04, pal.lightsOn ? "#f7d08a" : indoor(ctx, "#c9a06a"));
  }
  const plantX = bx < W / 2 ? W * rng.range(0.86, 0.92) : W * rng.range(0.08, 0.14);
  out += pottedPlant(ctx, plantX, H * 0.97, H * rng.range(0.22, 0.3));
  if (ctx.dark) out += rect(0, 0, W, H, "#ff9d4a", `opacity="0.05"`);
  return out + vignette(ctx, 0.3);
}

/** Rattan chair in side view, facing the table (dir = 1 faces right). */
function chair(ctx: Ctx, x: number, floorY: number, s: number, dir: 1 | -1): string {
  const col = indoor(ctx, ctx.rng.pick(["#b58a5a", "#8a6442", "#d2b48a"]));
  const cushion = indoor(ctx, ctx.rng.pick(["#f4efe6", "#2f8fa8", "#e9735a", "#e6d3b3"]));
  let g = `<path d="M${f(-s * 0.22)} 0l${f(s * 0.03)} ${f(-s * 0.42)}M${f(s * 0.22)} 0l${f(-s * 0.03)} ${f(-s * 0.42)}" stroke="${darken(col, 0.2)}" stroke-width="${f(s * 0.045)}" stroke-linecap="round"/>`;
  // Backrest: a tall woven panel leaning back slightly.
  g += path(
    `M${f(-s * 0.3)} ${f(-s * 0.42)}L${f(-s * 0.4)} ${f(-s * 1.05)}Q${f(-s * 0.33)} ${f(-s * 1.16)} ${f(-s * 0.22)} ${f(-s * 1.08)}L${f(-s * 0.16)} ${f(-s * 0.46)}Z`,
    col,
  );
  let weave = "";
  for (let i = 1; i < 6; i++)
    weave += `M${f(-s * (0.3 + i * 0.016))} ${f(-s * (0.42 + i * 0.11))}l${f(s * 0.12)} ${f(s * 0.01)}`;
  g += `<path d="${weave}" stroke="${darken(col, 0.25)}" stroke-width="${f(s * 0.012)}" opacity="0.6"/>`;
  g += rect(-s * 0.32, -s * 0.5, s * 0.6, s * 0.08, cushion, `rx="${f(s * 0.035)}"`);
  return `<g transform="translate(${f(x)} ${f(floorY)}) scale(${dir} 1)">${g}</g>`;
}

export function diningDeck(ctx: Ctx): string {
  const { W, H, rng, pal, defs } = ctx;
  const { horizon, sun, svg } = openSky(ctx, [0.46, 0.54], [1, 3]);
  let out = svg;
  if (rng.chance(0.5)) out += distantIsland(ctx, W * rng.range(0.2, 0.8), horizon, W * rng.range(0.12, 0.22));
  out += sea(ctx, horizon, H, { sun });

  // Deck with planks.
  const deckY = H * rng.range(0.7, 0.75);
  const wood = indoor(ctx, rng.pick(["#a8784e", "#b98b5e", "#8f6442"]));
  out += rect(
    0,
    deckY,
    W,
    H - deckY,
    defs.linear([
      [0, darken(wood, 0.1)],
      [1, lighten(wood, 0.06)],
    ]),
  );
  let planks = "";
  for (let i = 0; i < 7; i++) {
    const y = deckY + (H - deckY) * Math.pow(i / 7, 1.4);
    planks += `M0 ${f(y)}L${W} ${f(y)}`;
  }
  out += `<path d="${planks}" stroke="${darken(wood, 0.3)}" stroke-width="1.5" opacity="0.45"/>`;
  // Railing: rope between posts, a glass balustrade, or a low timber rail.
  const railTop = deckY - H * 0.11;
  const post = indoor(ctx, "#6d4c30");
  const railStyle = rng.pick(["rope", "glass", "timber"] as const);
  if (railStyle === "glass") {
    out += rect(0, railTop, W, deckY - railTop, "#dff4f7", `opacity="0.22"`);
    out += rect(0, railTop - H * 0.008, W, H * 0.012, indoor(ctx, "#c9c9c4"));
    for (let i = 0; i <= 6; i++)
      out += rect((W * i) / 6 - W * 0.003, railTop, W * 0.006, deckY - railTop, indoor(ctx, "#b9b9b4"));
  } else {
    let posts = "";
    let rails = "";
    const n = 7;
    for (let i = 0; i <= n; i++) {
      const x = (W * i) / n;
      posts += rect(x - W * 0.006, railTop, W * 0.012, deckY - railTop, post);
      if (i < n && railStyle === "rope") {
        const x2 = (W * (i + 1)) / n;
        rails += `M${f(x)} ${f(railTop + H * 0.01)}Q${f((x + x2) / 2)} ${f(railTop + H * 0.04)} ${f(x2)} ${f(railTop + H * 0.01)}`;
        rails += `M${f(x)} ${f(railTop + H * 0.055)}Q${f((x + x2) / 2)} ${f(railTop + H * 0.085)} ${f(x2)} ${f(railTop + H * 0.055)}`;
      }
    }
    out += posts;
    if (railStyle === "rope")
      out += `<path d="${rails}" fill="none" stroke="${indoor(ctx, "#cdb58a")}" stroke-width="${f(W * 0.003)}"/>`;
    else
      out +=
        rect(0, railTop - H * 0.01, W, H * 0.018, indoor(ctx, "#8a6442")) +
        rect(0, railTop + H * 0.045, W, H * 0.01, post);
  }

  // Overhead: a pergola with string lights and lanterns, or lights strung between palms.
  const lanternColour = rng.pick(["#d9822b", "#c84b3a", "#e8c36a", "#f0ebe0"]);
  if (rng.chance(0.6)) {
    const beamY = H * 0.06;
    const pergola = indoor(ctx, "#5c3f2a");
    out += rect(0, beamY - H * 0.03, W, H * 0.035, pergola);
    out += rect(W * 0.02, beamY, W * 0.025, H, pergola);
    out += rect(W * 0.955, beamY, W * 0.025, H, pergola);
    for (let i = 0; i < 3; i++) {
      const a = W * (0.03 + i * 0.32);
      out += stringLights(ctx, [a, beamY], [a + W * 0.32, beamY], H * rng.range(0.05, 0.09), 9);
    }
    const lanterns = rng.int(2, 4);
    for (let i = 0; i < lanterns; i++) {
      const lx = W * lerp(0.2, 0.8, i / (lanterns - 1)) + rng.range(-0.03, 0.03) * W;
      const ly = H * rng.range(0.2, 0.3);
      out += `<path d="M${f(lx)} ${f(beamY)}L${f(lx)} ${f(ly - H * 0.03)}" stroke="${pergola}" stroke-width="1.5"/>`;
      out += lantern(ctx, lx, ly, H * 0.035, lanternColour);
    }
  } else {
    const pl = palm(ctx, W * 0.04, H * 1.02, H * rng.range(0.85, 0.95), { lean: 0.1 });
    const pr = palm(ctx, W * 0.96, H * 1.02, H * rng.range(0.85, 0.95), { lean: -0.1 });
    out += pl + pr;
    out += stringLights(ctx, [W * 0.1, H * 0.22], [W * 0.9, H * 0.24], H * rng.range(0.08, 0.14), 22);
    for (const lx of [W * 0.12, W * 0.88]) {
      out += `<path d="M${f(lx)} ${f(deckY + H * 0.02)}L${f(lx)} ${f(deckY - H * 0.1)}" stroke="${post}" stroke-width="${f(W * 0.005)}"/>`;
      out += lantern(ctx, lx, deckY - H * 0.13, H * 0.035, lanternColour);
    }
  }

  // Table for two with a cloth, plates, glasses and a candle.
  const tx = W * rng.range(0.4, 0.6);
  const tableY = H * rng.range(0.72, 0.76);
  const tw = W * 0.22;
  const cloth = indoor(ctx, "#fbfaf6");
  out += ellipse(tx, H * 0.985, tw * 0.75, H * 0.02, "#000", `opacity="0.15"`);
  out += chair(ctx, tx - tw * 0.62, H * 0.98, H * 0.32, 1);
  out += chair(ctx, tx + tw * 0.62, H * 0.98, H * 0.32, -1);
  out += path(trapezoid(tx, tableY, tw / 2, H * 0.93, tw * 0.55), darken(cloth, 0.06));
  out += ellipse(tx, tableY, tw / 2, H * 0.03, cloth);
  for (const side of [-1, 1]) {
    out += ellipse(
      tx + side * tw * 0.25,
      tableY,
      tw * 0.09,
      H * 0.012,
      lighten(cloth, 0.2),
      `stroke="${darken(cloth, 0.15)}" stroke-width="1"`,
    );
    const gx = tx + side * tw * 0.12;
    out += path(
      `M${f(gx - W * 0.006)} ${f(tableY - H * 0.06)}L${f(gx + W * 0.006)} ${f(tableY - H * 0.06)}L${f(gx + W * 0.004)} ${f(tableY - H * 0.035)}L${f(gx - W * 0.004)} ${f(tableY - H * 0.035)}Z`,
      ctx.lit("#e8f3f6"),
      `opacity="0.8"`,
    );
    out += `<path d="M${f(gx)} ${f(tableY - H * 0.035)}L${f(gx)} ${f(tableY - H * 0.005)}" stroke="${ctx.lit("#dfe9ec")}" stroke-width="1.5"/>`;
  }
  out += rect(tx - W * 0.006, tableY - H * 0.05, W * 0.012, H * 0.045, ctx.lit("#f6efe0"));
  if (pal.lightsOn || rng.chance(0.5)) {
    out += circle(
      tx,
      tableY - H * 0.06,
      H * 0.04,
      "#ffc766",
      `opacity="${pal.lightsOn ? 0.55 : 0.25}" filter="${defs.blur(H * 0.015)}"`,
    );
    out += path(
      `M${f(tx)} ${f(tableY - H * 0.075)}Q${f(tx + W * 0.005)} ${f(tableY - H * 0.058)} ${f(tx)} ${f(tableY - H * 0.05)}Q${f(tx - W * 0.005)} ${f(tableY - H * 0.058)} ${f(tx)} ${f(tableY - H * 0.075)}Z`,
      "#ffe9a8",
    );
  }
  out += flower(ctx, tx + tw * 0.05, tableY + H * 0.005, W * 0.01, "#ffffff", "#f6c445", rng.range(0, 72));
  if (pal.lightsOn) out += rect(0, 0, W, H, "#ffb060", `opacity="0.05"`);
  return out + vignette(ctx, 0.25);
}

/** Balanced stack of smooth stones. */
function stoneStack(ctx: Ctx, x: number, baseY: number, s: number): string {
  const { rng, defs } = ctx;
  let out = "";
  let y = baseY;
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const rx = s * (0.5 - i * 0.07) * rng.range(0.85, 1.1);
    const ry = rx * rng.range(0.32, 0.45);
    const base = indoor(ctx, rng.pick(["#6f7276", "#8a8c8e", "#5d5f63", "#9a9690", "#4d5054"]));
    const fill = defs.radial(
      [
        [0, lighten(base, 0.35)],
        [0.6, base],
        [1, darken(base, 0.3)],
      ],
      0.4,
      0.3,
      0.7,
    );
    out += ellipse(x + rng.range(-0.04, 0.04) * s, y - ry, rx, ry, fill);
    y -= ry * 1.8;
  }
  return out;
}

function candle(ctx: Ctx, x: number, baseY: number, w: number, h: number): string {
  const { defs } = ctx;
  const wax = indoor(ctx, ctx.rng.pick(["#f6efe0", "#f3e6cf", "#efe7dc"]));
  let out = circle(x, baseY - h - w * 0.25, w * 1.6, "#ffc766", `opacity="0.5" filter="${defs.blur(w * 0.6)}"`);
  out += rect(
    x - w / 2,
    baseY - h,
    w,
    h,
    defs.linear(
      [
        [0, lighten(wax, 0.1)],
        [1, darken(wax, 0.12)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(x, baseY - h, w / 2, w * 0.12, lighten(wax, 0.15));
  out += path(
    `M${f(x)} ${f(baseY - h - w * 0.55)}Q${f(x + w * 0.12)} ${f(baseY - h - w * 0.2)} ${f(x)} ${f(baseY - h - w * 0.05)}Q${f(x - w * 0.12)} ${f(baseY - h - w * 0.2)} ${f(x)} ${f(baseY - h - w * 0.55)}Z`,
    "#ffe8a0",
  );
  return out;
}

/** Rolled towels seen end-on, stacked in a small pyramid. */
function towels(ctx: Ctx, x: number, baseY: number, r: number): string {
  const col = indoor(ctx, ctx.rng.pick(["#f7f3ea", "#e8dcc7", "#c9d6c4", "#f1e2d8"]));
  const spots: [number, number][] = [
    [-1, 0],
    [1, 0],
    [0, 1],
  ];
  let out = "";
  for (const [dx, row] of spots) {
    const cx = x + dx * r * 1.02;
    const cy = baseY - r - row * r * 1.75;
    out += circle(cx, cy, r, col);
    out += `<path d="M${f(cx)} ${f(cy)}m${f(-r * 0.6)} 0a${f(r * 0.6)} ${f(r * 0.6)} 0 1 1 ${f(r * 1.2)} 0a${f(r * 0.4)} ${f(r * 0.4)} 0 1 1 ${f(-r * 0.8)} 0a${f(r * 0.2)} ${f(r * 0.2)} 0 1 1 ${f(r * 0.4)} 0" fill="none" stroke="${darken(col, 0.15)}" stroke-width="${f(r * 0.06)}"/>`;
  }
  return out;
}

export function spa(ctx: Ctx): string {
  const { W, H, rng, defs } = ctx;
  const surfaceY = H * rng.range(0.6, 0.66);
  // Background: a softly blurred view through an opening, framed by a warm wall.
  const wall = indoor(ctx, rng.pick(["#e9dcc8", "#d9c6a8", "#efe6da", "#cfd9cf"]));
  let out = rect(0, 0, W, surfaceY, wall);
  const ox = W * rng.range(0.1, 0.4);
  const ow = W * rng.range(0.45, 0.6);
  const viewHorizon = H * rng.range(0.34, 0.42);
  const sun = placeSun(ctx, viewHorizon, ox + ow * rng.range(0.3, 0.7));
  let view = sky(ctx, viewHorizon, sun) + sea(ctx, viewHorizon, surfaceY, { sun, ripples: 20 });
  for (let i = 0; i < 5; i++)
    view += leaf(
      ctx,
      rng.chance(0.5) ? ox : ox + ow,
      H * rng.range(0.0, 0.5),
      W * rng.range(0.15, 0.25),
      rng.range(0, Math.PI * 2),
      rng.pick(["#3f8a4a", "#2f7340", "#5aa15c"]),
    );
  out += `<g clip-path="${defs.clip(rect(ox, H * 0.06, ow, surfaceY - H * 0.06, "#fff"))}"><g filter="${defs.blur(W * 0.007)}">${view}</g></g>`;
  // Bokeh highlights.
  let bokeh = "";
  for (let i = 0; i < 14; i++)
    bokeh += circle(
      rng.range(0, W),
      rng.range(0, surfaceY * 0.9),
      W * rng.range(0.01, 0.03),
      ctx.dark ? "#ffcf80" : "#ffffff",
      `opacity="${f(rng.range(0.1, 0.3))}"`,
    );
  out += `<g filter="${defs.blur(W * 0.004)}">${bokeh}</g>`;
  // Wooden slat screen on one side.
  const slat = indoor(ctx, "#8a6442");
  const sx = ox + ow + W * 0.03 < W * 0.9 ? ox + ow + W * 0.03 : W * 0.02;
  for (let i = 0; i < 6; i++) out += rect(sx + i * W * 0.022, 0, W * 0.012, surfaceY, slat, `opacity="0.85"`);

  // Surface: polished stone or teak.
  const top = indoor(ctx, rng.pick(["#b08a64", "#8f6a4a", "#d8cbb6", "#6e6258"]));
  out += rect(
    0,
    surfaceY,
    W,
    H - surfaceY,
    defs.linear([
      [0, lighten(top, 0.12)],
      [0.1, top],
      [1, darken(top, 0.2)],
    ]),
  );
  out += rect(0, surfaceY, W, H * 0.006, lighten(top, 0.3), `opacity="0.7"`);

  // Arrangement: palm leaf, stones, candles, towels, bowl of petals, frangipani.
  const leftStones = rng.chance(0.5);
  const stX = W * (leftStones ? rng.range(0.22, 0.32) : rng.range(0.62, 0.72));
  const tX = W * (leftStones ? rng.range(0.7, 0.78) : rng.range(0.22, 0.3));
  out += leaf(
    ctx,
    leftStones ? W * 0.02 : W * 0.98,
    surfaceY + H * 0.12,
    W * 0.35,
    leftStones ? -0.35 : Math.PI + 0.35,
    rng.pick(["#3f8a4a", "#4f9a55"]),
  );
  out += ellipse(stX, H * 0.86, W * 0.1, H * 0.02, "#000", `opacity="0.18" filter="${defs.blur(W * 0.006)}"`);
  out += stoneStack(ctx, stX, H * 0.86, W * rng.range(0.16, 0.2));
  const candles = rng.int(2, 3);
  for (let i = 0; i < candles; i++) {
    out += candle(
      ctx,
      lerp(stX, tX, 0.35 + i * 0.14),
      H * rng.range(0.84, 0.9),
      W * rng.range(0.035, 0.05),
      H * rng.range(0.08, 0.18),
    );
  }
  out += towels(ctx, tX, H * 0.9, W * rng.range(0.045, 0.055));
  // Bowl with floating petals.
  const bx = lerp(stX, tX, 0.75);
  const by = H * 0.95;
  out += path(
    `M${f(bx - W * 0.07)} ${f(by - H * 0.05)}Q${f(bx)} ${f(by + H * 0.04)} ${f(bx + W * 0.07)} ${f(by - H * 0.05)}Z`,
    indoor(ctx, rng.pick(["#e7e1d6", "#3f4448", "#b9a489"])),
  );
  out += ellipse(bx, by - H * 0.05, W * 0.07, H * 0.014, indoor(ctx, "#8fd3d6"));
  out += flower(ctx, bx - W * 0.02, by - H * 0.052, W * 0.012, "#ffffff", "#f6c445", 10);
  out += flower(ctx, bx + W * 0.025, by - H * 0.05, W * 0.01, "#ffd3de", "#f6c445", 40);
  for (let i = 0; i < rng.int(3, 5); i++) {
    out += flower(
      ctx,
      rng.range(0.08, 0.92) * W,
      H * rng.range(0.7, 0.98),
      W * rng.range(0.014, 0.02),
      rng.pick(["#ffffff", "#ffe3ea", "#fff4d6"]),
      "#f6c445",
      rng.range(0, 72),
    );
  }
  return out + vignette(ctx, 0.32);
}

/** SVG building blocks: number formatting, paths and a <defs> collector. */

export type Pt = readonly [number, number];

/** Round to one decimal to keep the markup short. */
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Straight polygon / polyline path. */
export function poly(points: readonly Pt[], closed = true): string {
  const [first, ...rest] = points;
  if (!first) return "";
  return `M${f(first[0])} ${f(first[1])}${rest.map((p) => `L${f(p[0])} ${f(p[1])}`).join("")}${closed ? "Z" : ""}`;
}

/** Trapezoid symmetric about x = cx: half-width `half1` at height y1, `half2` at y2. */
export function trapezoid(cx: number, y1: number, half1: number, y2: number, half2: number): string {
  return poly([
    [cx - half1, y1],
    [cx + half1, y1],
    [cx + half2, y2],
    [cx - half2, y2],
  ]);
}

/** Smooth Catmull-Rom curve through points, emitted as cubic Béziers. */
export function smooth(points: readonly Pt[], closed = false, tension = 1): string {
  const n = points.length;
  if (n < 2) return "";
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  const first = at(0);
  let d = `M${f(first[0])} ${f(first[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Point on a quadratic Bézier. */
export function quad(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
}

/** Unit tangent of a quadratic Bézier. */
export function quadTangent(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return [dx / len, dy / len];
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

/** Collects gradients, filters and clip paths; hands out url(#id) references. */
export class Defs {
  private readonly parts: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private once(key: string, make: (id: string) => string, prefix: string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id(prefix);
    this.parts.push(make(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Linear gradient in the shape's bounding box (default: top to bottom). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `L${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return this.once(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
      "l",
    );
  }

  /** Linear gradient in user space between two absolute points. */
  linearAbs(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `LA${f(x1)},${f(y1)},${f(x2)},${f(y2)}:${JSON.stringify(stops)}`;
    return this.once(
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsMarkup(stops)}</linearGradient>`,
      "a",
    );
  }

  /** Radial gradient in the shape's bounding box. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `R${cx},${cy},${r}:${JSON.stringify(stops)}`;
    return this.once(
      key,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
      "r",
    );
  }

  /** Radial gradient centred on an absolute point (for glows). */
  radialAbs(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const key = `RA${f(cx)},${f(cy)},${f(r)}:${JSON.stringify(stops)}`;
    return this.once(
      key,
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopsMarkup(stops)}</radialGradient>`,
      "g",
    );
  }

  /** Gaussian blur filter with a generous region so soft shapes are not clipped. */
  blur(std: number): string {
    return this.once(
      `B${f(std)}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
      "b",
    );
  }

  /** Clip path from raw shape markup. */
  clip(content: string): string {
    return this.once(`C${content}`, (id) => `<clipPath id="${id}">${content}</clipPath>`, "c");
  }

  /** Mask from raw markup (white shows, black hides). */
  mask(content: string): string {
    return this.once(`M${content}`, (id) => `<mask id="${id}">${content}</mask>`, "m");
  }

  render(): string {
    return `<defs>${this.parts.join("")}</defs>`;
  }
}

/** Attribute helper: <path d fill …>. */
export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ` ${extra}` : ""}/>`;
}

/** Mirror markup vertically around y = axis (for water reflections). */
export function mirrorY(content: string, axis: number, extra = ""): string {
  return `<g transform="translate(0 ${f(2 * axis)}) scale(1 -1)"${extra ? ` ${extra}` : ""}>${content}</g>`;
}

/**
 * Draws every picture the demo catalogue refers to as an SVG illustration and saves it as WebP
 * under public/. Deterministic: the same scene (kind, time, seed) always gives the same image.
 *
 *   npx tsx tools/images/generate.ts            # only missing files
 *   npx tsx tools/images/generate.ts --force    # redraw everything
 *   npx tsx tools/images/generate.ts --only=spa # only scenes whose path or kind contains "spa"
 */
import { existsSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { allScenes, heroScene } from "../../prisma/seed-data/index";
import type { Scene } from "../../prisma/seed-data/types";
import { renderSceneSvg } from "./scenes/index";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC = path.join(ROOT, "public");
const QUALITY = 78;
const PLACEHOLDER = "/images/placeholder.webp";

function sizeFor(scene: Scene): [number, number] {
  return scene.path === heroScene.path || scene.path.startsWith("/images/hero/") ? [1920, 1080] : [1200, 800];
}

async function writeWebp(svg: string, sitePath: string): Promise<number> {
  const file = path.join(PUBLIC, sitePath);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 6, smartSubsample: true }).toFile(file);
  return (await stat(file)).size;
}

/** Neutral lagoon-teal gradient shown when a picture is missing. */
function placeholderSvg(W: number, H: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9efec"/><stop offset="0.55" stop-color="#8fcfc8"/><stop offset="1" stop-color="#3f9c9a"/></linearGradient>
<radialGradient id="s" cx="0.7" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#p)"/><rect width="${W}" height="${H}" fill="url(#s)"/></svg>`;
}

function checkUnique(scenes: readonly Scene[]): void {
  const seeds = new Map<number, string>();
  for (const s of scenes) {
    const other = seeds.get(s.seed);
    if (other) console.warn(`warning: ${s.path} reuses seed ${s.seed} of ${other}`);
    seeds.set(s.seed, s.path);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const only = args.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  const scenes = allScenes().filter((s) => !only || s.path.includes(only) || s.kind.includes(only));
  checkUnique(scenes);

  let written = 0;
  let skipped = 0;
  let bytes = 0;
  const started = Date.now();
  for (const scene of scenes) {
    const file = path.join(PUBLIC, scene.path);
    if (!force && existsSync(file)) {
      skipped += 1;
      continue;
    }
    const [W, H] = sizeFor(scene);
    const size = await writeWebp(renderSceneSvg(scene, W, H), scene.path);
    bytes += size;
    written += 1;
    const warn = size > 90 * 1024 ? "  (over 90 KB)" : "";
    console.log(`${scene.path}  ${scene.kind}/${scene.time}  ${(size / 1024).toFixed(1)} KB${warn}`);
  }
  if (force || !existsSync(path.join(PUBLIC, PLACEHOLDER))) {
    bytes += await writeWebp(placeholderSvg(1200, 800), PLACEHOLDER);
    written += 1;
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${written} written (${(bytes / 1024 / 1024).toFixed(2)} MB), ${skipped} skipped, ${secs}s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

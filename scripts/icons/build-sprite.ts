// Writes the icon sprite (public/icons/<hash>.svg) from lucide-react's drawings of the icons in
// lib/icons/sprite-names.ts, and lib/icons/sprite-url.ts naming it; removes older sprites.
// Usage: npm run icons (after adding an icon; components/ui/sprite-icon.test.tsx fails until then).
import { createHash } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SPRITE_ICONS } from "../../lib/icons/sprite-names";
import { buildSprite, type IconNode } from "../../lib/icons/sprite";

export async function lucideIcons(names: readonly string[]) {
  return Promise.all(
    names.map(async (name) => {
      const data = (
        (await import(`lucide-react/icons/${name}`)) as { __iconData?: { name: string; node: IconNode; size?: number } }
      ).__iconData;
      if (!data || data.name !== name)
        throw new Error(`lucide-react has no icon named "${name}" (an alias? use its target's name)`);
      return data;
    }),
  );
}

export function spriteFileName(sprite: string): string {
  return `${createHash("sha256").update(sprite).digest("hex").slice(0, 12)}.svg`;
}

const SPRITE_DIR = path.join(process.cwd(), "public", "icons");
const SPRITE_URL_MODULE = path.join(process.cwd(), "lib", "icons", "sprite-url.ts");

function spriteUrlModule(file: string): string {
  return `// Written by scripts/icons/build-sprite.ts (npm run icons): the sprite's address, immutable.\nexport const SPRITE_URL = "/icons/${file}";\n`;
}

async function main() {
  const sprite = buildSprite(await lucideIcons(SPRITE_ICONS));
  const file = spriteFileName(sprite);
  for (const old of readdirSync(SPRITE_DIR))
    if (old !== file && old.endsWith(".svg")) rmSync(path.join(SPRITE_DIR, old));
  writeFileSync(path.join(SPRITE_DIR, file), sprite);
  writeFileSync(SPRITE_URL_MODULE, spriteUrlModule(file));
  console.log(`public/icons/${file}: ${SPRITE_ICONS.length} icons, ${sprite.length} bytes`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as icons from "@/components/icons";
import { buildSprite } from "@/lib/icons/sprite";
import { SPRITE_ICONS } from "@/lib/icons/sprite-names";
import { SPRITE_URL } from "@/lib/icons/sprite-url";
import { lucideIcons, spriteFileName } from "@/scripts/icons/build-sprite";
import { spriteIcon } from "./sprite-icon";

describe("the icon sprite", () => {
  it("is the file lib/icons/sprite-url.ts names, drawn from lucide-react's data for every icon listed (else: npm run icons)", async () => {
    const expected = buildSprite(await lucideIcons(SPRITE_ICONS));
    expect(SPRITE_URL).toBe(`/icons/${spriteFileName(expected)}`);
    expect(readFileSync(path.join(process.cwd(), "public", SPRITE_URL), "utf8")).toBe(expected);
  });

  it("holds exactly the icons components/icons.tsx draws: none missing (a blank icon), none unused", () => {
    const drawn = Object.values(icons).map((Icon) => {
      const href = /<use href="([^"]+)"/.exec(renderToStaticMarkup(<Icon />))?.[1] ?? "";
      expect(href.startsWith(`${SPRITE_URL}#`)).toBe(true);
      return href.slice(SPRITE_URL.length + 1);
    });
    expect([...new Set(drawn)].sort()).toEqual([...SPRITE_ICONS].sort());
  });

  it("writes each drawing's elements with their attributes, without React's key, escaped", () => {
    expect(
      buildSprite([
        {
          name: "dot",
          node: [
            ["circle", { cx: 12, cy: 12, r: 3, key: "k1" }],
            ["path", { d: 'M0 0"<&', key: "k2" }],
          ],
        },
      ]),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="dot" viewBox="0 0 24 24"><circle cx="12" cy="12" r="3"/><path d="M0 0&quot;&lt;&amp;"/></symbol></svg>\n',
    );
  });
});

describe("spriteIcon", () => {
  const Star = spriteIcon("star");

  it("draws the sprite's symbol, decorative, with the icon class before the ones passed", () => {
    expect(renderToStaticMarkup(<Star className="size-4 fill-star" data-icon="star" />)).toBe(
      `<svg aria-hidden="true" class="icon size-4 fill-star" data-icon="star"><use href="${SPRITE_URL}#star"></use></svg>`,
    );
    expect(renderToStaticMarkup(<Star />)).toBe(
      `<svg aria-hidden="true" class="icon"><use href="${SPRITE_URL}#star"></use></svg>`,
    );
  });

  it("is not hidden from assistive technology when it is given a label", () => {
    const markup = renderToStaticMarkup(<Star role="img" aria-label="Rated" />);
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toContain('aria-label="Rated"');
  });
});

import type * as React from "react";
import type { SpriteIconName } from "@/lib/icons/sprite-names";
import { SPRITE_URL } from "@/lib/icons/sprite-url";

export type SpriteIconProps = Omit<React.SVGProps<SVGSVGElement>, "children" | "ref">;
export type SpriteIcon = (props: SpriteIconProps) => React.JSX.Element;

/**
 * An icon drawn from the sprite (lib/icons/sprite.ts): `<svg class="icon"><use href="…#name"/></svg>`,
 * ~100 bytes where lucide's component writes its paths into the HTML and React's payload both.
 * Sized and stroked like lucide's (`.icon` in app/globals.css: 24 px, stroke 2, round caps); a
 * size or colour class passed in wins. Decorative (`aria-hidden`) unless it is given a label.
 * Server and client alike: it is plain markup.
 */
export function spriteIcon(name: SpriteIconName): SpriteIcon {
  const href = `${SPRITE_URL}#${name}`;
  return function Icon({ className, ...props }: SpriteIconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg aria-hidden={labelled ? undefined : true} className={className ? `icon ${className}` : "icon"} {...props}>
        <use href={href} />
      </svg>
    );
  };
}

"use client";

import * as React from "react";
import NextLink from "next/link";

type LinkProps = React.ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches on intent instead of on sight: a link starts its prefetch when the
 * pointer enters it, it gets focus or a finger touches it — not as soon as it scrolls into view.
 * A page shows dozens of links (header, breadcrumbs, cards, footer); prefetching each one that
 * appears costs a phone requests and main-thread time while the page is still starting up, for
 * routes that are mostly dynamic and fetched again on the click anyway. An explicit `prefetch`
 * prop is passed through unchanged.
 */
export default function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = React.useState(false);
  return (
    <NextLink
      {...props}
      // null restores Next's default prefetching once the visitor shows intent (Next's guide,
      // "Hover-triggered prefetch").
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}

import * as React from "react";
import Image from "next/image";
import { Award } from "@/components/icons";

import { cn } from "@/lib/utils";
import { HeroParallax } from "@/components/home/hero-parallax";

export const HERO_IMAGE = "/images/hero/lagoon-resort.webp";

export interface HeroProps {
  /** Rendered under the hero text, overlapping the hero's lower edge (the search card goes here). */
  children?: React.ReactNode;
  className?: string;
  /** Background picture; defaults to HERO_IMAGE. */
  imageSrc?: string;
}

/** The landing hero (spec §1/§2): full-bleed photo, headline, subline, trust badge, parallax. */
export function Hero({ children, className, imageSrc = HERO_IMAGE }: HeroProps) {
  const hasChildren = React.Children.count(children) > 0;
  return (
    <div className={cn("relative", className)}>
      <HeroParallax
        className="h-[450px] bg-primary sm:h-[500px] md:h-[600px]"
        contentClassName={cn(
          "container-page flex flex-col items-center justify-center text-center",
          hasChildren && "pb-16 sm:pb-20",
        )}
        background={
          <>
            <Image
              src={imageSrc}
              alt="An overwater resort on a turquoise Maldivian lagoon"
              fill
              preload
              fetchPriority="high"
              sizes="100vw"
              className="object-cover"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-b from-black/45 via-black/25 to-black/55"
            />
          </>
        }
      >
        <span className="animate-hero-badge mb-5 inline-flex items-center gap-2 rounded-full border border-white/30 bg-white/15 px-4 py-1.5 text-sm font-medium text-white shadow-soft backdrop-blur-md">
          <Award className="size-4 text-star" aria-hidden="true" />
          #1 Most trusted travel agency in 2025
        </span>
        <h1 className="animate-hero-in max-w-4xl text-4xl leading-[1.08] font-bold tracking-tight text-balance text-white drop-shadow-md sm:text-5xl lg:text-6xl">
          Experience something new every moment
        </h1>
        <p className="animate-hero-in mt-5 max-w-2xl text-base text-balance text-white/90 drop-shadow sm:text-lg md:text-xl">
          Escape to a place where you can relax and unwind, rejuvenate, and reconnect.
        </p>
      </HeroParallax>
      {hasChildren ? <div className="relative z-10 container-page -mt-16 sm:-mt-20">{children}</div> : null}
    </div>
  );
}

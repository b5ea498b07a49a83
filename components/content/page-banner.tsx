import * as React from "react";
import Image from "next/image";

import { cn } from "@/lib/utils";

export interface PageBannerProps {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** A short label above the title. */
  eyebrow?: React.ReactNode;
  image: string;
  imageAlt: string;
  /** Buttons or a badge row under the subtitle. */
  children?: React.ReactNode;
  className?: string;
}

/** The picture banner at the top of a content page (offers, about, contact): one h1 on a photo. */
export function PageBanner({ title, subtitle, eyebrow, image, imageAlt, children, className }: PageBannerProps) {
  return (
    <section className={cn("relative isolate overflow-hidden bg-primary", className)}>
      <Image
        src={image}
        alt={imageAlt}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/40 to-black/15 sm:bg-gradient-to-r sm:from-black/65 sm:via-black/35 sm:to-black/5"
      />
      <div className="container-page flex min-h-[320px] flex-col justify-end py-12 sm:min-h-[380px] sm:py-16 lg:min-h-[420px]">
        <div className="animate-hero-in max-w-2xl">
          {eyebrow ? (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/30 bg-white/15 px-3.5 py-1 text-sm font-medium text-white backdrop-blur-md">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-4xl leading-[1.1] font-bold tracking-tight text-balance text-white drop-shadow-md sm:text-5xl">
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-4 max-w-xl text-base text-pretty text-white/90 drop-shadow sm:text-lg">{subtitle}</p>
          ) : null}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}

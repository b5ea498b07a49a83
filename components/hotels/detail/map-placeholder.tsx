import { MapPin } from "@/components/icons";

import { cn } from "@/lib/utils";

/**
 * An illustrated stand-in for a map (no external map service): lagoon water, islands, a pin and
 * the address. Announced as one image with a text alternative.
 */
export function MapPlaceholder({ name, location, className }: { name: string; location: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`Map placeholder showing ${name} in ${location}. An interactive map is coming soon.`}
      className={cn("relative overflow-hidden rounded-xl border border-border/70 bg-secondary", className)}
    >
      <svg
        viewBox="0 0 640 260"
        preserveAspectRatio="xMidYMid slice"
        className="block h-56 w-full sm:h-64"
        aria-hidden="true"
      >
        <defs>
          <pattern id="map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" className="stroke-primary/10" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="640" height="260" fill="url(#map-grid)" />
        {/* Reef rings and islands */}
        <ellipse
          cx="170"
          cy="170"
          rx="120"
          ry="58"
          className="fill-primary/10 stroke-primary/20"
          strokeWidth="2"
          strokeDasharray="6 6"
        />
        <path
          d="M110 170c10-26 52-34 82-24s44 30 22 40-84 12-104-16z"
          className="fill-sand-strong stroke-sand-foreground/20"
          strokeWidth="1.5"
        />
        <ellipse
          cx="470"
          cy="92"
          rx="96"
          ry="44"
          className="fill-primary/10 stroke-primary/20"
          strokeWidth="2"
          strokeDasharray="6 6"
        />
        <path
          d="M420 92c14-22 66-28 92-10s6 34-30 34-74-2-62-24z"
          className="fill-sand-strong stroke-sand-foreground/20"
          strokeWidth="1.5"
        />
        <path d="M300 40c8-8 22-8 26 2s-6 18-16 16-16-10-10-18z" className="fill-sand-strong" />
        <path d="M560 200c10-10 30-8 34 4s-12 20-24 16-18-12-10-20z" className="fill-sand-strong" />
        {/* A dotted boat route to the pin */}
        <path
          d="M200 160C260 120 300 150 330 126"
          fill="none"
          className="stroke-primary/40"
          strokeWidth="2.5"
          strokeDasharray="2 8"
          strokeLinecap="round"
        />
        <path
          d="M470 86C430 100 380 96 340 120"
          fill="none"
          className="stroke-primary/40"
          strokeWidth="2.5"
          strokeDasharray="2 8"
          strokeLinecap="round"
        />
      </svg>
      <span
        className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-[85%] flex-col items-center"
        aria-hidden="true"
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-coral text-coral-foreground shadow-lift ring-8 ring-coral/20">
          <MapPin className="size-6" />
        </span>
      </span>
      <div className="absolute inset-x-3 bottom-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-card/95 px-3 py-2 text-sm shadow-soft backdrop-blur">
        <span className="flex min-w-0 items-center gap-1.5 font-medium">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{location}</span>
        </span>
        <span className="text-xs text-muted-foreground">Interactive map coming soon</span>
      </div>
    </div>
  );
}

import { cn } from "@/lib/utils";

export interface Leader {
  name: string;
  role: string;
  bio: string;
  /** Which illustrated backdrop the avatar gets. */
  tone: "lagoon" | "sunset";
}

const TONES: Record<Leader["tone"], string> = {
  lagoon: "from-primary via-primary/85 to-secondary-foreground",
  sunset: "from-coral via-coral/90 to-coral-hover",
};

/** "Aishath Rasheed" → "AR" (a server-side twin of the avatar's helper, which lives in a client module). */
function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/** A leadership profile with an illustrated initials avatar (no photo needed). */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-border/70 bg-card p-6 shadow-soft sm:flex-row sm:items-start sm:p-8">
      <div
        role="img"
        aria-label={`Illustrated avatar of ${leader.name}`}
        className={cn(
          "relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br shadow-soft",
          TONES[leader.tone],
        )}
      >
        {/* A sun and two wave lines behind the initials. */}
        <svg aria-hidden="true" viewBox="0 0 96 96" className="absolute inset-0 size-full text-white/25">
          <circle cx="72" cy="22" r="12" fill="currentColor" />
          <path d="M0 70 Q 12 62 24 70 T 48 70 T 72 70 T 96 70" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M0 84 Q 12 76 24 84 T 48 84 T 72 84 T 96 84" fill="none" stroke="currentColor" strokeWidth="4" />
        </svg>
        <span className="relative text-3xl font-bold tracking-tight text-white drop-shadow">
          {initialsOf(leader.name)}
        </span>
      </div>
      <div>
        <h3 className="text-xl font-semibold">{leader.name}</h3>
        <p className="mt-0.5 text-sm font-semibold text-primary">{leader.role}</p>
        <p className="mt-3 text-muted-foreground">{leader.bio}</p>
      </div>
    </article>
  );
}

import Link from "@/components/ui/link";
import { Palmtree } from "@/components/icons";

import { cn } from "@/lib/utils";

export const PRODUCT_NAME = "Lagoon Stays";

/** Brand mark + name, linking home. `tone="light"` for use on dark imagery. */
export function Logo({
  className,
  wordmarkClassName,
  tone = "default",
}: {
  className?: string;
  /** e.g. "md:max-lg:sr-only" to keep only the mark where space is short. */
  wordmarkClassName?: string;
  tone?: "default" | "light";
}) {
  return (
    <Link
      href="/"
      aria-label={`${PRODUCT_NAME}, home`}
      className={cn(
        "group inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg pr-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-soft transition-transform motion-safe:group-hover:-rotate-6"
      >
        <Palmtree className="size-5" />
      </span>
      <span
        className={cn(
          "text-lg font-semibold tracking-tight",
          tone === "light" ? "text-white" : "text-foreground",
          wordmarkClassName,
        )}
      >
        Lagoon<span className={tone === "light" ? "text-white/80" : "text-primary"}> Stays</span>
      </span>
    </Link>
  );
}

import { Star } from "@/components/icons";

import { cn } from "@/lib/utils";
import { pluralize } from "@/lib/format";

/**
 * "★ 4.8 (1,204 reviews)": the star in the `star` token, the score read out as "out of 5". With no
 * reviews behind it there is no score to show: "New".
 */
export function Rating({
  rating,
  reviews,
  className,
  tone = "default",
}: {
  rating: number;
  reviews?: number;
  className?: string;
  tone?: "default" | "light";
}) {
  if (reviews === 0) {
    return (
      <span className={cn("inline-flex items-center gap-1 text-sm", className)} data-testid="rating-new">
        <Star className="size-4 shrink-0 text-star" aria-hidden="true" />
        <span className="font-semibold">New</span>
        <span className={cn(tone === "light" ? "text-white/85" : "text-muted-foreground")}>(no reviews yet)</span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star className="size-4 shrink-0 fill-star text-star" aria-hidden="true" />
      <span className="tabular font-semibold">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      {reviews !== undefined ? (
        <span className={cn("tabular", tone === "light" ? "text-white/85" : "text-muted-foreground")}>
          ({pluralize(reviews, "review")})
        </span>
      ) : null}
    </span>
  );
}

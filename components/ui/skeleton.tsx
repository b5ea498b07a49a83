import * as React from "react";

import { cn } from "@/lib/utils";

/** A placeholder block; give it the size of what it stands for. Hidden from screen readers. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-sand-strong", className)}
      {...props}
    />
  );
}

export { Skeleton };

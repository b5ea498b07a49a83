import * as React from "react";
import Link from "@/components/ui/link";
import { ArrowRight } from "@/components/icons";

import { cn } from "@/lib/utils";

export interface SectionProps extends Omit<React.ComponentProps<"section">, "title"> {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Shows a "View all" link in the heading row when set. */
  viewAllHref?: string;
  viewAllLabel?: string;
  /** "sand" puts the section on the warm neutral surface. */
  tone?: "default" | "sand";
  /** Class for the inner container (the heading and children). */
  containerClassName?: string;
}

/**
 * A home-page section: heading (h2), optional subtitle and "View all" link, then its content.
 * Below the first screen its rendering waits until it comes near or the page is idle
 * (`render-when-idle`; the root layout mounts `RenderWhenIdle`).
 */
export function Section({
  title,
  subtitle,
  viewAllHref,
  viewAllLabel = "View all",
  tone = "default",
  className,
  containerClassName,
  children,
  id,
  ...props
}: SectionProps) {
  const generatedId = React.useId();
  const headingId = `${id ?? generatedId}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("render-when-idle py-14 sm:py-16 lg:py-20", tone === "sand" && "bg-sand", className)}
      {...props}
    >
      <div className={cn("container-page", containerClassName)}>
        <div className="mb-8 flex flex-col gap-3 sm:mb-10 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
          <div className="max-w-2xl">
            <h2
              id={headingId}
              className="text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl lg:text-[2rem]"
            >
              {title}
            </h2>
            {subtitle ? <p className="mt-2 text-base text-muted-foreground">{subtitle}</p> : null}
          </div>
          {viewAllHref ? (
            <Link
              href={viewAllHref}
              className="group inline-flex min-h-11 shrink-0 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-primary outline-none hover:underline hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:self-auto"
            >
              {viewAllLabel}
              <ArrowRight
                className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

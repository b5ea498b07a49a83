import Link from "@/components/ui/link";
import { ChevronRight } from "@/components/icons";

export interface Crumb {
  label: string;
  href?: string;
}

/** A breadcrumb trail over a hero picture (white text); the last crumb is the current page. */
export function HeroBreadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-3">
      <ol className="flex items-center gap-1 text-sm text-white/90">
        {items.map((item, i) => (
          <li
            key={item.label}
            className={i === items.length - 1 ? "flex min-w-0 items-center gap-1" : "flex shrink-0 items-center gap-1"}
          >
            {i > 0 ? <ChevronRight className="size-4 shrink-0" aria-hidden="true" /> : null}
            {item.href ? (
              <Link
                href={item.href}
                className="inline-flex min-h-11 items-center rounded-sm px-1 drop-shadow underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-white/70"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate px-1 font-medium text-white drop-shadow">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

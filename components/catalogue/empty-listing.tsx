import Link from "@/components/ui/link";
import { SearchX } from "@/components/icons";

/** An empty list (a listing, the offers): a title, a hint, and the ways out. */
export function EmptyListing({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary"
      >
        <SearchX className="size-7" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{hint}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

/** A page past the last one of a list that does not clamp it: where the list ends, and a link to its first page. */
export function PastTheEnd({ what, pages, firstHref }: { what: string; pages: number; firstHref: string }) {
  return (
    <p
      className="rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center"
      data-testid="past-the-end"
    >
      {what} end on page {pages}.{" "}
      <Link href={firstHref} className="font-semibold text-primary underline-offset-4 hover:underline">
        Back to the first page
      </Link>
    </p>
  );
}

import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Compass, House } from "@/components/icons";

import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page Not Found",
};

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center sm:py-24">
      <span
        aria-hidden="true"
        className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-secondary text-primary"
      >
        <Compass className="size-8" />
      </span>
      <h1 className="tabular bg-gradient-to-b from-primary to-primary/60 bg-clip-text text-7xl font-bold tracking-tight text-transparent sm:text-8xl">
        404
      </h1>
      <p className="mt-4 text-2xl font-semibold sm:text-3xl">Page Not Found</p>
      <p className="mt-3 max-w-md text-base text-muted-foreground">
        Looks like this page drifted out to sea. The link may be broken, or the page may have moved.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/">
            <House aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/hotels">Browse hotels</Link>
        </Button>
      </div>
    </section>
  );
}

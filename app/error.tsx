"use client";

import { useEffect } from "react";
import Link from "@/components/ui/link";
import { RotateCcw, TriangleAlert } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Route error boundary: a friendly message and a retry, never the error's details. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
    >
      <span
        aria-hidden="true"
        className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-coral-soft text-coral"
      >
        <TriangleAlert className="size-8" />
      </span>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Something went wrong</h1>
      <p className="mt-3 max-w-md text-base text-muted-foreground">
        We couldn&apos;t load this page. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => retry()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}

// Full-height while a page streams in, so the footer never jumps up into view and back (CLS).
import { LoaderCircle } from "lucide-react";

export default function Loading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[100dvh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm">Loading…</span>
    </div>
  );
}

import { cn } from "@/lib/utils";

const TONES = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  good: "border-emerald-300 bg-emerald-50 text-emerald-900",
  bad: "border-red-300 bg-red-50 text-red-900",
  done: "border-slate-300 bg-slate-100 text-slate-800",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A status as a coloured pill; `kind` ("Booking status", "Payment status"…) is read out before it. */
export function StatusBadge({ label, tone, kind }: { label: string; tone: BadgeTone; kind: string }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", TONES[tone])}
    >
      <span className="sr-only">{kind}: </span>
      {label}
    </span>
  );
}

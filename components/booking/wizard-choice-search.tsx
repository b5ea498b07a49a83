import { Search } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SearchParamsInput } from "@/lib/catalogue/url-state";
import { pluralize } from "@/lib/format";

// The search replaces the text, and a property the address named was not found (else there is no chooser).
const DROP = new Set(["q", "hotelId", "guestHouseId"]);

const NOUN = { hotel: "hotel", guestHouse: "guest house" } as const;

/**
 * Above a booking wizard whose address names no property: the wizard offers only the first few,
 * so this narrows them by name or place. A plain GET form: it keeps the rest of the address
 * (dates, guests, the offer) and works without JavaScript.
 */
export function WizardChoiceSearch({
  kind,
  q,
  shown,
  total,
  params,
}: {
  kind: keyof typeof NOUN;
  q: string;
  shown: number;
  total: number;
  params: SearchParamsInput;
}) {
  const noun = NOUN[kind];
  const keep: [string, string][] = [];
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params ?? {});
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (!DROP.has(key) && typeof first === "string") keep.push([key, first]);
  }
  const summary =
    total === 0
      ? `No ${noun}s match “${q}”.`
      : shown < total
        ? `Showing the first ${shown} of ${pluralize(total, noun)}.`
        : `${pluralize(total, noun)} to choose from.`;
  return (
    <form
      method="get"
      role="search"
      aria-label={`Find a ${noun}`}
      className="mt-6 rounded-xl border border-border/70 p-4"
      data-testid="wizard-choice-search"
    >
      {keep.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Label htmlFor={`wizard-find-${kind}`}>Find a {noun}</Label>
      <div className="mt-2 flex gap-2">
        <Input
          id={`wizard-find-${kind}`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Name or location"
          autoComplete="off"
        />
        <Button type="submit" variant="outline">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite" data-testid="wizard-choice-count">
        {summary}
      </p>
    </form>
  );
}

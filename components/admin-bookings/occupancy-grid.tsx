import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import type { OccupancyGridData } from "@/lib/availability/occupancy";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { KeepFields } from "./keep-fields";

export type OccupancyGridProps = OccupancyGridData & {
  /** The chooser's name search (`?propertyQ=`). */
  search: string;
  /** How many properties the search found (of those offered). */
  matched: number;
  /** The page's other address parameters, kept by the chooser's forms (its filters, page, tab). */
  keep?: Record<string, string>;
};

const dayOf = (night: string) => Number(night.slice(8));
const weekday = (night: string) =>
  new Date(`${night}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });

/**
 * Admin: one property's room types × the next nights, booked/units per night (pending requests
 * whose hold still runs count as booked), sold-out nights marked in words. The chooser is a plain
 * GET form, so the grid is rendered on the server from the address (`?property=`) of whichever
 * bookings page shows it (/bookings, /bookings-old); its data comes from loadOccupancyGrid. The
 * chooser lists a bounded set of properties; "Find" narrows it by name (`?propertyQ=`).
 */
export function OccupancyGrid({ options, chosen, rows, nights, search, matched, keep = {} }: OccupancyGridProps) {
  return (
    <section aria-labelledby="occupancy-heading" className="container-page pb-12" data-testid="occupancy-grid">
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border/70 pt-10">
        <div>
          <h2 id="occupancy-heading" className="text-xl font-semibold">
            Occupancy
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Rooms booked of rooms available, per night, for the next {nights.length} nights.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <form
            method="get"
            className="flex items-end gap-2"
            role="search"
            aria-label="Search hotels and guest houses by name"
          >
            <KeepFields values={{ ...keep, property: chosen?.value }} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="occupancy-search" className="text-sm font-medium">
                Find by name
              </label>
              <Input
                id="occupancy-search"
                name="propertyQ"
                type="search"
                defaultValue={search}
                maxLength={100}
                placeholder="Hotel or guest house name"
              />
            </div>
            <Button type="submit" variant="outline">
              Find
            </Button>
          </form>
          <form method="get" className="flex items-end gap-2">
            <KeepFields values={{ ...keep, propertyQ: search }} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="occupancy-property" className="text-sm font-medium">
                Property
              </label>
              <NativeSelect id="occupancy-property" name="property" defaultValue={chosen?.value}>
                <SelectOptions options={options} />
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline">
              Show
            </Button>
          </form>
        </div>
      </div>
      {search && matched === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground" role="status">
          No property name contains “{search}”.
        </p>
      ) : null}

      {!chosen ? (
        <p className="mt-6 text-muted-foreground">No properties yet.</p>
      ) : rows.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{chosen.label} has no room types to book.</p>
      ) : (
        // relative: the cells' screen-reader-only text (position: absolute) is placed, and clipped,
        // inside this scrolling box; without it the page itself widened to the table's width.
        <div
          className="relative mt-6 overflow-x-auto rounded-xl border border-border/70"
          tabIndex={0}
          role="region"
          aria-label={`Occupancy of ${chosen.label}`}
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              {chosen.label}: booked of available per night; sold-out nights say so.
            </caption>
            <thead>
              <tr className="bg-muted/60">
                <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-semibold">
                  Room type
                </th>
                {nights.map((night) => (
                  <th key={night} scope="col" className="px-1.5 py-2 text-center font-medium whitespace-nowrap">
                    <abbr title={formatDate(night)} className="no-underline">
                      <span className="block text-xs text-muted-foreground">{weekday(night)}</span>
                      <span className="tabular">{dayOf(night)}</span>
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-border/70" data-room={row.name}>
                  <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium whitespace-nowrap">
                    {row.name}
                  </th>
                  {row.cells.map((cell) => (
                    <td
                      key={cell.night}
                      data-night={cell.night}
                      data-sold-out={cell.soldOut ? "true" : "false"}
                      className={cn(
                        "tabular px-1.5 py-2 text-center whitespace-nowrap",
                        cell.soldOut ? "sold-out-night font-semibold" : "",
                      )}
                    >
                      {cell.booked}/{cell.units}
                      {cell.soldOut ? <span className="block text-[0.7rem] font-semibold uppercase">Full</span> : null}
                      <span className="sr-only">{cell.soldOut ? ", sold out" : ""}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

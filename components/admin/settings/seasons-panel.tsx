"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { formatDate, formatUsd } from "@/lib/format";
import type { HotelNameResult } from "@/lib/types/admin";
import type { SeasonDTO, SeasonProperty } from "@/lib/types/seasons";
import { hotelOptions } from "../hotel-options";
import { RowEditDelete } from "../list-controls";
import { SeasonForm } from "./season-form";

type Kind = SeasonProperty["kind"];
const href = (kind: Kind, id?: number) =>
  `/settings?tab=pricing&seasonKind=${kind}${id ? `&seasonProperty=${id}` : ""}`;

/** A season's price as the table shows it: "+25 %" or each room type's price. */
function priceOf(season: SeasonDTO, property: SeasonProperty): string {
  if (season.percent !== null) return `${season.percent > 0 ? "+" : ""}${season.percent} % of the base rate`;
  return property.rates
    .filter((r) => season.prices[r.key] !== undefined)
    .map((r) => `${property.kind === "hotel" ? `${r.name}: ` : ""}${formatUsd(season.prices[r.key]!)}/night`)
    .join(" · ");
}

/**
 * Settings › Pricing Rules (issue 36, seasons; docs/seasons.md): pick a hotel or guest house (a
 * searched combobox; `?tab=pricing&seasonKind=…&seasonProperty=…`), see its seasons by first night,
 * and add, edit or delete them in the dialog. Bookings already made keep the prices they were made at.
 */
export function SeasonsPanel({
  kind,
  property,
  seasons,
  searchHotels,
  searchGuestHouses,
}: {
  kind: Kind;
  property: SeasonProperty | null;
  seasons: SeasonDTO[];
  searchHotels: (q: string) => Promise<HotelNameResult>;
  searchGuestHouses: (q: string) => Promise<HotelNameResult>;
}) {
  const router = useRouter();
  const id = React.useId();
  const [editing, setEditing] = React.useState<{ item?: SeasonDTO } | null>(null);
  const search = React.useMemo(
    () => hotelOptions(kind === "hotel" ? searchHotels : searchGuestHouses),
    [kind, searchHotels, searchGuestHouses],
  );
  const confirm = useConfirm();

  async function remove(s: SeasonDTO) {
    const sure = await confirm.ask({
      title: "Are you sure you want to delete this season?",
      description: `${s.name} (${formatDate(s.startDate)} – ${formatDate(s.endDate)}) will no longer apply. Bookings already made keep their prices.`,
    });
    if (!sure) return;
    const reply = await api("DELETE", `/api/seasons/${s.id}`);
    if (!reply.ok) {
      toast.error("Error", { description: `Failed to delete season: ${reply.error.message}` });
      return;
    }
    toast.success("Season deleted successfully");
    router.refresh();
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="seasons-panel">
      {confirm.dialog}
      <p className="text-sm text-muted-foreground">
        Seasons price a property&apos;s nights between two dates at their own rate, night by night; nights outside every
        season keep the base rate, and offers still apply on top.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>Property type</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => router.push(href(e.target.value as Kind))}
            wrapperClassName="w-44"
          >
            <option value="hotel">Hotel</option>
            <option value="guest_house">Guest house</option>
          </NativeSelect>
        </div>
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor={`${id}-property`}>{kind === "hotel" ? "Hotel" : "Guest house"}</Label>
          <Combobox
            key={kind}
            id={`${id}-property`}
            value={property && property.kind === kind ? String(property.id) : ""}
            selectedLabel={property && property.kind === kind ? property.name : ""}
            search={search}
            listLabel={kind === "hotel" ? "Hotels" : "Guest houses"}
            placeholder={kind === "hotel" ? "Type to search hotels…" : "Type to search guest houses…"}
            noResults="No properties found"
            onChange={(value) => (value ? router.push(href(kind, Number(value))) : null)}
          />
        </div>
        {property ? (
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" /> Add Season
          </Button>
        ) : null}
      </div>
      {!property ? (
        <p className="text-muted-foreground">Choose a property to see its seasons.</p>
      ) : seasons.length ? (
        <div className="relative overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="seasons-table">
            <caption className="sr-only">Seasons of {property.name}</caption>
            <thead className="border-b border-border/70 text-muted-foreground">
              <tr>
                {["Season", "First night", "Last night", "Price", "Minimum stay", "Actions"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {seasons.map((s) => (
                <tr key={s.id} className="border-b border-border/50 last:border-0">
                  <td className="px-4 py-3 font-medium">{s.name}</td>
                  <td className="tabular px-4 py-3">{formatDate(s.startDate)}</td>
                  <td className="tabular px-4 py-3">{formatDate(s.endDate)}</td>
                  <td className="px-4 py-3">{priceOf(s, property)}</td>
                  <td className="tabular px-4 py-3">{s.minNights ? `${s.minNights} nights` : "—"}</td>
                  <td className="px-4 py-2">
                    <div className="flex gap-1">
                      <RowEditDelete name={s.name} onEdit={() => setEditing({ item: s })} onDelete={() => remove(s)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-muted-foreground">No seasons yet: every night of {property.name} is at its base rate.</p>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="max-w-2xl">
          {editing && property ? (
            <SeasonForm
              property={property}
              item={editing.item}
              onDone={() => {
                setEditing(null);
                router.refresh();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

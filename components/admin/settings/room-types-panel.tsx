"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { formatUsd, pluralize } from "@/lib/format";
import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { HotelNameResult } from "@/lib/types/admin";
import type { AdminPage } from "@/lib/validation/admin-lists";
import { hotelOptions } from "../hotel-options";
import { ListSearch, Pager, RowEditDelete, tabListHref } from "../list-controls";
import { RoomTypeForm } from "./room-type-form";

const href = (state: { q?: string; page?: number }) => tabListHref("/settings", { tab: "room-types", ...state });

/**
 * Settings → Room Types (admin spec §2.2): one page of the table with edit/delete, a search (room
 * type or hotel name, in the database; `?tab=room-types&q=…&page=2`), and the add/edit dialog,
 * whose hotel is picked with a searchable combobox.
 */
export function RoomTypesPanel({
  roomTypes,
  q,
  searchHotels,
}: {
  roomTypes: AdminPage<RoomTypeDTO>;
  q: string;
  searchHotels: (q: string) => Promise<HotelNameResult>;
}) {
  const router = useRouter();
  const [, startTransition] = React.useTransition();
  const [editing, setEditing] = React.useState<{ item?: RoomTypeDTO } | null>(null);
  const hotels = React.useMemo(() => hotelOptions(searchHotels), [searchHotels]);
  const confirm = useConfirm();

  async function remove(r: RoomTypeDTO) {
    const sure = await confirm.ask({
      title: "Are you sure you want to delete this room type?",
      description: `${r.name} at ${r.hotelName} will no longer be offered. Bookings already made keep their records.`,
    });
    if (!sure) return;
    const reply = await api("DELETE", `/api/room-types/${r.id}`);
    if (!reply.ok) {
      toast.error("Error", { description: `Failed to delete room type: ${reply.error.message}` });
      return;
    }
    toast.success("Room type deleted successfully");
    router.refresh();
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {confirm.dialog}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ListSearch
          q={q}
          label="Search room types by name or hotel"
          onSearch={(next) => startTransition(() => router.push(href({ q: next })))}
        />
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" /> Add Room Type
        </Button>
      </div>
      {roomTypes.items.length ? (
        <div className="relative overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
          <table className="w-full min-w-[52rem] text-left text-sm" data-testid="room-types-table">
            <caption className="sr-only">Room types</caption>
            <thead className="border-b border-border/70 text-muted-foreground">
              <tr>
                {[
                  "Hotel",
                  "Room Type",
                  "Description",
                  "Base Price",
                  "Max Occupancy",
                  "Units",
                  "Amenities",
                  "Status",
                  "Actions",
                ].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {roomTypes.items.map((r) => (
                <tr key={r.id} className="border-b border-border/50 last:border-0">
                  <td className="px-4 py-3">{r.hotelName}</td>
                  <td className="px-4 py-3 font-medium">{r.name}</td>
                  <td className="max-w-xs px-4 py-3 text-muted-foreground">{r.description}</td>
                  <td className="tabular px-4 py-3">{formatUsd(r.basePrice)}/night</td>
                  <td className="tabular px-4 py-3">{r.maxOccupancy}</td>
                  <td className="tabular px-4 py-3">{r.units}</td>
                  <td className="px-4 py-3">
                    {r.amenities.slice(0, 2).join(", ")}
                    {r.amenities.length > 2 ? ` +${r.amenities.length - 2}` : ""}
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={r.isActive ? "secondary" : "outline"}>{r.isActive ? "Active" : "Inactive"}</Badge>
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex gap-1">
                      <RowEditDelete
                        name={`${r.name} (${r.hotelName})`}
                        onEdit={() => setEditing({ item: r })}
                        onDelete={() => remove(r)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : q ? (
        <p className="text-muted-foreground">No room types match “{q}”.</p>
      ) : (
        <p className="text-muted-foreground">No room types found. Create your first room type to get started.</p>
      )}
      {roomTypes.total ? (
        <Pager
          label="Room types pages"
          summary={pluralize(roomTypes.total, "room type")}
          page={roomTypes.page}
          pageCount={roomTypes.pageCount}
          href={(page) => href({ q, page })}
        />
      ) : null}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="max-w-2xl">
          {editing ? (
            <RoomTypeForm
              item={editing.item}
              hotels={hotels}
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

"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AirVent,
  Bath,
  Car,
  Dumbbell,
  Lock,
  Martini,
  Pencil,
  Phone,
  Plus,
  Sunset,
  Trash2,
  Tv,
  Waves,
  Wifi,
  BellRing,
  type LucideIcon,
} from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Combobox } from "@/components/ui/combobox";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import { formatUsd } from "@/lib/format";
import { DEFAULT_HOTEL_UNITS, MAX_UNITS } from "@/lib/availability/inventory";
import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { HotelNameResult } from "@/lib/types/admin";
import type { AdminPage } from "@/lib/validation/admin-lists";
import {
  ROOM_AMENITY_PRESETS,
  ROOM_TYPE_NAME_OPTIONS,
  VALIDATION_ERROR_TEXT,
  VALIDATION_ERROR_TITLE,
  mergeAmenities,
  roomTypeSchema,
  type RoomTypeFormValues,
  type RoomTypeInput,
} from "@/lib/validation/content";
import { adminApi } from "../admin-api";
import { hotelOptions, type HotelSearch } from "../hotel-options";
import { ListSearch, Pager, adminListHref } from "../list-controls";

const ICONS: Record<(typeof ROOM_AMENITY_PRESETS)[number], LucideIcon> = {
  WiFi: Wifi,
  "Air Conditioning": AirVent,
  TV: Tv,
  "Mini Bar": Martini,
  Balcony: Sunset,
  "Ocean View": Waves,
  "Room Service": BellRing,
  Safe: Lock,
  Phone: Phone,
  Parking: Car,
  "Gym Access": Dumbbell,
  "Spa Access": Bath,
};

const PRESETS: readonly string[] = ROOM_AMENITY_PRESETS;

const href = (state: { q?: string; page?: number }) => adminListHref("/settings", { tab: "room-types", ...state });

/**
 * Settings → Room Types (admin spec §2.2): one page of the table with edit/delete, a search (room
 * type or hotel name, in the database; `?tab=room-types&q=…&page=2`), and the add/edit dialog,
 * whose hotel is picked with a searchable combobox.
 */
export function RoomTypesPanel({ roomTypes, q, searchHotels }: { roomTypes: AdminPage<RoomTypeDTO>; q: string; searchHotels: (q: string) => Promise<HotelNameResult> }) {
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
    try {
      await adminApi("DELETE", `/api/room-types/${r.id}`);
      toast.success("Room type deleted successfully");
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: `Failed to delete room type: ${error instanceof Error ? error.message : "API request failed"}` });
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {confirm.dialog}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ListSearch q={q} label="Search room types by name or hotel" onSearch={(next) => startTransition(() => router.push(href({ q: next })))} />
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
                {["Hotel", "Room Type", "Description", "Base Price", "Max Occupancy", "Units", "Amenities", "Status", "Actions"].map((h) => (
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
                      <Button size="icon-sm" variant="ghost" aria-label={`Edit ${r.name} (${r.hotelName})`} onClick={() => setEditing({ item: r })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button size="icon-sm" variant="ghost" aria-label={`Delete ${r.name} (${r.hotelName})`} onClick={() => remove(r)}>
                        <Trash2 aria-hidden="true" className="text-destructive" />
                      </Button>
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
        <Pager label="Room types pages" noun="room types" page={roomTypes.page} pageCount={roomTypes.pageCount} total={roomTypes.total} href={(page) => href({ q, page })} />
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

function RoomTypeForm({ item, hotels, onDone }: { item?: RoomTypeDTO; hotels: HotelSearch; onDone: () => void }) {
  const id = React.useId();
  const [hotelName, setHotelName] = React.useState(item?.hotelName ?? "");
  const [checked, setChecked] = React.useState<string[]>(() => item?.amenities.filter((a) => PRESETS.includes(a)) ?? []);
  const [custom, setCustom] = React.useState(() => item?.amenities.filter((a) => !PRESETS.includes(a)).join(", ") ?? "");
  const form = useForm<RoomTypeFormValues, unknown, RoomTypeInput>({
    resolver: zodResolver(roomTypeSchema) as Resolver<RoomTypeFormValues, unknown, RoomTypeInput>,
    defaultValues: {
      hotelId: item ? String(item.hotelId) : "",
      name: item?.name ?? "",
      description: item?.description ?? "",
      basePrice: item ? String(item.basePrice) : "",
      maxOccupancy: item ? String(item.maxOccupancy) : "2",
      units: item ? String(item.units) : String(DEFAULT_HOTEL_UNITS),
      amenities: item?.amenities ?? [],
      images: item?.images.join(", ") ?? "",
    },
  });
  const {
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const hotelId = String(useWatch({ control: form.control, name: "hotelId" }) ?? "");
  const name = String(useWatch({ control: form.control, name: "name" }) ?? "");

  React.useEffect(() => {
    setValue("amenities", mergeAmenities(checked, custom));
  }, [checked, custom, setValue]);

  async function submit(values: RoomTypeInput) {
    const verb = item ? "update" : "create";
    try {
      await adminApi(item ? "PUT" : "POST", item ? `/api/room-types/${item.id}` : "/api/room-types", values);
      toast.success(`Room type ${verb}d successfully`);
      form.reset();
      onDone();
    } catch (error) {
      toast.error("Error", { description: `Failed to ${verb} room type: ${error instanceof Error ? error.message : "API request failed"}` });
    }
  }

  const field = (name: keyof RoomTypeFormValues, label: string, control: React.ReactNode, hint?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors[name]?.message ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]?.message as string}
        </p>
      ) : null}
    </div>
  );
  const aria = (name: keyof RoomTypeFormValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      aria-label={item ? "Edit Room Type" : "Add Room Type"}
      className="grid gap-4"
      onSubmit={handleSubmit(submit, () => toast.error(VALIDATION_ERROR_TITLE, { description: VALIDATION_ERROR_TEXT }))}
    >
      <DialogHeader>
        <DialogTitle>{item ? "Edit Room Type" : "Add Room Type"}</DialogTitle>
      </DialogHeader>
      {field(
        "hotelId",
        "Hotel",
        <Combobox
          {...aria("hotelId")}
          value={hotelId}
          selectedLabel={hotelId ? hotelName : ""}
          search={hotels}
          listLabel="Hotels"
          placeholder="Type to search hotels…"
          noResults="No hotels found"
          onChange={(value, label) => {
            setHotelName(label);
            setValue("hotelId", value, { shouldDirty: true, shouldValidate: isSubmitted });
          }}
        />,
        "Type part of the hotel's name, then pick it with the arrow keys and Enter.",
      )}
      {field(
        "name",
        "Room type name",
        <>
          <Input {...register("name")} {...aria("name")} />
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Common room types">
            {ROOM_TYPE_NAME_OPTIONS.map((option) => (
              <Button
                key={option.key}
                type="button"
                size="sm"
                variant={name.trim() === option.name ? "secondary" : "outline"}
                aria-pressed={name.trim() === option.name}
                onClick={() => setValue("name", option.name, { shouldDirty: true, shouldValidate: isSubmitted })}
              >
                {option.name}
              </Button>
            ))}
          </div>
        </>,
        "Type any name, or pick a common one.",
      )}
      {field("description", "Description", <Textarea rows={3} {...register("description")} {...aria("description")} />)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("basePrice", "Base price", <Input type="number" step="0.01" inputMode="decimal" {...register("basePrice")} {...aria("basePrice")} />, "Price per night in USD")}
        {field("maxOccupancy", "Max occupancy", <Input type="number" step="1" inputMode="numeric" {...register("maxOccupancy")} {...aria("maxOccupancy")} />)}
        {field(
          "units",
          "Units",
          <Input type="number" step="1" min="1" max={MAX_UNITS} inputMode="numeric" {...register("units")} {...aria("units")} />,
          "Rooms of this type: how many can be booked each night",
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Amenities</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ROOM_AMENITY_PRESETS.map((a) => {
            const Icon = ICONS[a];
            const cid = `${id}-amenity-${a.replace(/\W+/g, "-")}`;
            return (
              <div key={a} className="flex items-center gap-2">
                <Checkbox id={cid} checked={checked.includes(a)} onCheckedChange={(v) => setChecked((c) => (v === true ? [...c, a] : c.filter((x) => x !== a)))} />
                <Label htmlFor={cid} className="font-normal">
                  <Icon className="size-4 text-primary" aria-hidden="true" /> {a}
                </Label>
              </div>
            );
          })}
        </div>
        <Label htmlFor={`${id}-custom`} className="mt-2">
          Custom amenities
        </Label>
        <Input id={`${id}-custom`} placeholder="Kettle, Bathtub" value={custom} onChange={(e) => setCustom(e.target.value)} />
        <p className="text-xs text-muted-foreground">Separate with commas.</p>
      </fieldset>
      {field("images", "Image URLs", <Input {...register("images")} {...aria("images")} />, "Separate with commas: https:// URLs or paths under public/images.")}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : item ? "Update Room Type" : "Create Room Type"}
        </Button>
      </DialogFooter>
    </form>
  );
}

"use client";

import * as React from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AirVent,
  Bath,
  BellRing,
  Car,
  Dumbbell,
  Lock,
  Martini,
  Phone,
  Sunset,
  Tv,
  Waves,
  Wifi,
  type LucideIcon,
} from "lucide-react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Combobox } from "@/components/ui/combobox";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { DEFAULT_HOTEL_UNITS, MAX_UNITS } from "@/lib/availability/inventory";
import type { RoomTypeDTO } from "@/lib/types/catalogue";
import { VALIDATION_ERROR_TEXT, VALIDATION_ERROR_TITLE } from "@/lib/validation/content";
import {
  ROOM_AMENITY_PRESETS,
  ROOM_TYPE_NAME_OPTIONS,
  mergeAmenities,
  roomTypeSchema,
  type RoomTypeFormValues,
  type RoomTypeInput,
} from "@/lib/validation/content-hotels";
import type { HotelSearch } from "../hotel-options";
import { PictureUpload } from "../picture-upload";

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

/**
 * The Add / Edit Room Type form (admin spec §2.2, §5): the hotel picked with a searchable combobox,
 * a name (typed or a common one), description, price, occupancy and units, the preset amenities
 * with their icons plus custom ones, and pictures (uploaded or by address); POST or PUT /api/room-types.
 */
export function RoomTypeForm({
  item,
  hotels,
  onDone,
}: {
  item?: RoomTypeDTO;
  hotels: HotelSearch;
  onDone: () => void;
}) {
  const id = React.useId();
  const [hotelName, setHotelName] = React.useState(item?.hotelName ?? "");
  const [checked, setChecked] = React.useState<string[]>(
    () => item?.amenities.filter((a) => PRESETS.includes(a)) ?? [],
  );
  const [custom, setCustom] = React.useState(
    () => item?.amenities.filter((a) => !PRESETS.includes(a)).join(", ") ?? "",
  );
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
      images: [...(item?.images ?? [])],
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
  const rawImages = useWatch({ control: form.control, name: "images" });
  const images = Array.isArray(rawImages) ? rawImages : [];

  React.useEffect(() => {
    setValue("amenities", mergeAmenities(checked, custom));
  }, [checked, custom, setValue]);

  async function submit(values: RoomTypeInput) {
    const verb = item ? "update" : "create";
    const reply = await api(item ? "PUT" : "POST", item ? `/api/room-types/${item.id}` : "/api/room-types", {
      body: values,
    });
    if (!reply.ok) {
      toast.error("Error", { description: `Failed to ${verb} room type: ${reply.error.message}` });
      return;
    }
    toast.success(`Room type ${verb}d successfully`);
    form.reset();
    onDone();
  }

  // content-start: a field without a hint keeps its input level with its row neighbour's.
  const field = (name: keyof RoomTypeFormValues, label: string, control: React.ReactNode, hint?: string) => (
    <div className="grid content-start gap-1.5">
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
        {field(
          "basePrice",
          "Base price",
          <Input type="number" step="0.01" inputMode="decimal" {...register("basePrice")} {...aria("basePrice")} />,
          "Price per night in USD",
        )}
        {field(
          "maxOccupancy",
          "Max occupancy",
          <Input type="number" step="1" inputMode="numeric" {...register("maxOccupancy")} {...aria("maxOccupancy")} />,
        )}
        {field(
          "units",
          "Units",
          <Input
            type="number"
            step="1"
            min="1"
            max={MAX_UNITS}
            inputMode="numeric"
            {...register("units")}
            {...aria("units")}
          />,
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
                <Checkbox
                  id={cid}
                  checked={checked.includes(a)}
                  onCheckedChange={(v) => setChecked((c) => (v === true ? [...c, a] : c.filter((x) => x !== a)))}
                />
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
        <Input
          id={`${id}-custom`}
          placeholder="Kettle, Bathtub"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
        />
        <p className="text-xs text-muted-foreground">Separate with commas.</p>
      </fieldset>
      {field(
        "images",
        "Pictures",
        <PictureUpload
          id={`${id}-images`}
          label="Pictures"
          multiple
          value={images}
          onChange={(next) => setValue("images", next, { shouldDirty: true, shouldValidate: isSubmitted })}
        />,
        "Upload pictures or add addresses (https:// URLs or paths under public/images); the first one shows first.",
      )}
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

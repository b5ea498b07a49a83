/**
 * Pure parts of the admin occupancy grid (room types × the next nights of one property).
 */
import type { PropertyKind } from "./inventory";

/** Nights the admin occupancy grid shows. */
export const OCCUPANCY_NIGHTS = 30;

export interface PropertyOption {
  /** "hotel-1" / "guest_house-3": the chooser's value. */
  value: string;
  kind: PropertyKind;
  id: number;
  label: string;
}

export const propertyOptionValue = (kind: PropertyKind, id: number) => `${kind}-${id}`;

/** The chosen property (`?property=hotel-1`), or the first option when the address names none or an unknown one. */
export function chooseProperty(
  value: string | string[] | undefined,
  options: readonly PropertyOption[],
): PropertyOption | null {
  const v = Array.isArray(value) ? value[0] : value;
  return options.find((o) => o.value === v) ?? options[0] ?? null;
}

export interface OccupancyCell {
  night: string;
  booked: number;
  units: number;
  soldOut: boolean;
}

/** One row per room type: booked/units each night, sold out when nothing is free. */
export function occupancyRows(
  roomTypes: readonly {
    key: string;
    name: string;
    nights: readonly { night: string; booked: number; units: number; free: number }[];
  }[],
) {
  return roomTypes.map((r) => ({
    key: r.key,
    name: r.name,
    cells: r.nights.map((n): OccupancyCell => ({
      night: n.night,
      booked: n.booked,
      units: n.units,
      soldOut: n.free <= 0,
    })),
  }));
}

/** What the admin occupancy grid shows: the chooser's options, the chosen property, its rows and nights. */
export interface OccupancyGridData {
  options: PropertyOption[];
  chosen: PropertyOption | null;
  rows: { key: string; name: string; cells: OccupancyCell[] }[];
  nights: string[];
}

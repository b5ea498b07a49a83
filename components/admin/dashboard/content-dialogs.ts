import type { z } from "zod";

import { hotelSchema } from "@/lib/validation/content-hotels";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { destinationSchema } from "@/lib/validation/content-destinations";
import { promotionSchema } from "@/lib/validation/content-promotions";
import {
  DESTINATION_FIELDS,
  DESTINATION_TABS,
  GUEST_HOUSE_FIELDS,
  GUEST_HOUSE_ROWS,
  GUEST_HOUSE_TABS,
  HOTEL_FIELDS,
  HOTEL_ROOM_ROWS,
  HOTEL_TABS,
  PROMOTION_FIELDS,
  PROMOTION_TABS,
  destinationValues,
  guestHouseValues,
  hotelValues,
  promotionValues,
} from "../content-definitions";
import type { FieldDef, FormValues, PriceRowsDef } from "../content-form-types";
import type { HotelSearch } from "../hotel-options";
import type { ContentItems, ContentKind, Editing } from "./content-lists";

/** One kind's add/edit dialog: its noun ("Update Hotel", "Edit Hotel"), the add mode's title, and its form. */
interface ContentDialogDef<K extends ContentKind> {
  noun: string;
  addTitle: string;
  tabs: string[];
  /** The fields; a function where they depend on the item edited or on the hotel search. */
  fields: FieldDef[] | ((item: ContentItems[K] | undefined, searchHotels: HotelSearch) => FieldDef[]);
  schema: z.ZodType;
  values: (item?: ContentItems[K]) => FormValues;
  hotelRooms?: { tab: string; label: string };
  priceRows?: PriceRowsDef[];
}

/** The dialog of each kind (admin spec §2.1). A promotion's hotel is picked with a searchable combobox. */
const CONTENT_DIALOGS: { [K in ContentKind]: ContentDialogDef<K> } = {
  hotel: {
    noun: "Hotel",
    addTitle: "Add New Hotel",
    tabs: HOTEL_TABS,
    fields: HOTEL_FIELDS,
    hotelRooms: HOTEL_ROOM_ROWS,
    schema: hotelSchema,
    values: hotelValues,
  },
  destination: {
    noun: "Destination",
    addTitle: "Add Destination",
    tabs: DESTINATION_TABS,
    fields: DESTINATION_FIELDS,
    schema: destinationSchema,
    values: destinationValues,
  },
  promotion: {
    noun: "Promotion",
    addTitle: "Create Promotion",
    tabs: PROMOTION_TABS,
    fields: (item, searchHotels) => [
      ...PROMOTION_FIELDS,
      {
        name: "hotelId",
        label: "Hotel (optional)",
        tab: "Details & Terms",
        type: "combobox",
        hint: "The hotel the offer is booked at, if any. Type to search hotels by name.",
        emptyLabel: "No hotel",
        search: searchHotels,
        selectedLabel: item?.hotelName ?? "",
        listLabel: "Hotels",
      },
    ],
    schema: promotionSchema,
    values: promotionValues,
  },
  guestHouse: {
    noun: "Guest House",
    addTitle: "Add Guest House",
    tabs: GUEST_HOUSE_TABS,
    fields: GUEST_HOUSE_FIELDS,
    priceRows: GUEST_HOUSE_ROWS,
    schema: guestHouseSchema,
    values: guestHouseValues,
  },
};

function dialogProps<K extends ContentKind>(kind: K, item: ContentItems[K] | undefined, searchHotels: HotelSearch) {
  const def: ContentDialogDef<K> = CONTENT_DIALOGS[kind];
  const edit = Boolean(item);
  return {
    title: edit ? `Edit ${def.noun}` : def.addTitle,
    tabs: def.tabs,
    fields: typeof def.fields === "function" ? def.fields(item, searchHotels) : def.fields,
    ...(def.hotelRooms ? { hotelRooms: def.hotelRooms } : {}),
    ...(def.priceRows ? { priceRows: def.priceRows } : {}),
    schema: def.schema,
    defaultValues: def.values(item),
    submitLabel: `${edit ? "Update" : "Create"} ${def.noun}`,
  };
}

/**
 * The add/edit dialog of each kind (admin spec §2.1): title, tabs, fields, schema, values and the
 * submit button's text — add mode without an item, edit mode with one.
 */
export function contentDialogProps(editing: Editing, searchHotels: HotelSearch) {
  return dialogProps(editing.kind, editing.item, searchHotels);
}

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
import type { HotelSearch } from "../hotel-options";
import type { Editing } from "./content-lists";

/**
 * The add/edit dialog of each kind (admin spec §2.1): title, tabs, fields, schema, values and the
 * submit button's text — add mode without an item, edit mode with one. A promotion's hotel is
 * picked with a searchable combobox (`searchHotels`).
 */
export function contentDialogProps(editing: Editing, searchHotels: HotelSearch) {
  const edit = Boolean(editing.item);
  switch (editing.kind) {
    case "hotel":
      return {
        title: edit ? "Edit Hotel" : "Add New Hotel",
        tabs: HOTEL_TABS,
        fields: HOTEL_FIELDS,
        hotelRooms: HOTEL_ROOM_ROWS,
        schema: hotelSchema,
        defaultValues: hotelValues(editing.item),
        submitLabel: edit ? "Update Hotel" : "Create Hotel",
      };
    case "destination":
      return {
        title: edit ? "Edit Destination" : "Add Destination",
        tabs: DESTINATION_TABS,
        fields: DESTINATION_FIELDS,
        schema: destinationSchema,
        defaultValues: destinationValues(editing.item),
        submitLabel: edit ? "Update Destination" : "Create Destination",
      };
    case "promotion":
      return {
        title: edit ? "Edit Promotion" : "Create Promotion",
        tabs: PROMOTION_TABS,
        fields: [
          ...PROMOTION_FIELDS,
          {
            name: "hotelId",
            label: "Hotel (optional)",
            tab: "Details & Terms",
            type: "combobox" as const,
            hint: "The hotel the offer is booked at, if any. Type to search hotels by name.",
            emptyLabel: "No hotel",
            search: searchHotels,
            selectedLabel: editing.item?.hotelName ?? "",
            listLabel: "Hotels",
          },
        ],
        schema: promotionSchema,
        defaultValues: promotionValues(editing.item),
        submitLabel: edit ? "Update Promotion" : "Create Promotion",
      };
    case "guestHouse":
      return {
        title: edit ? "Edit Guest House" : "Add Guest House",
        tabs: GUEST_HOUSE_TABS,
        fields: GUEST_HOUSE_FIELDS,
        priceRows: GUEST_HOUSE_ROWS,
        schema: guestHouseSchema,
        defaultValues: guestHouseValues(editing.item),
        submitLabel: edit ? "Update Guest House" : "Create Guest House",
      };
  }
}

import { describe, expect, it } from "vitest";

import type { AdminPromotion } from "@/lib/types/admin";
import { PROMOTION_FIELDS } from "../content-definitions";
import { contentDialogProps } from "./content-dialogs";
import type { ContentKind, Editing } from "./content-lists";

const noSearch = async () => [];

describe("contentDialogProps: each kind's add and edit dialog", () => {
  const texts = (editing: Editing) => {
    const props = contentDialogProps(editing, noSearch);
    return [props.title, props.submitLabel];
  };

  it.each<[ContentKind, string, string, string]>([
    ["hotel", "Add New Hotel", "Create Hotel", "Hotel"],
    ["destination", "Add Destination", "Create Destination", "Destination"],
    ["promotion", "Create Promotion", "Create Promotion", "Promotion"],
    ["guestHouse", "Add Guest House", "Create Guest House", "Guest House"],
  ])("%s: the add mode's title and button, then the edit mode's", (kind, addTitle, createLabel, noun) => {
    expect(texts({ kind } as Editing)).toEqual([addTitle, createLabel]);
    const lists = {
      roomTypes: [],
      roomTypeDetails: [],
      mealPlans: [],
      amenities: [],
      additionalImages: [],
      attractions: [],
      facilities: [],
      activities: [],
      galleryImages: [],
    };
    const item = { id: 7, ...lists } as unknown as NonNullable<Editing["item"]>;
    expect(texts({ kind, item } as Editing)).toEqual([`Edit ${noun}`, `Update ${noun}`]);
  });

  it("gives the hotel its room rows and the guest house its price rows, and no other kind either", () => {
    expect(contentDialogProps({ kind: "hotel" }, noSearch)).toHaveProperty("hotelRooms");
    expect(contentDialogProps({ kind: "guestHouse" }, noSearch).priceRows?.map((r) => r.name)).toEqual([
      "roomTypes",
      "mealPlans",
    ]);
    for (const kind of ["destination", "promotion"] as const) {
      const props = contentDialogProps({ kind }, noSearch);
      expect(props.hotelRooms).toBeUndefined();
      expect(props.priceRows).toBeUndefined();
    }
  });

  it("adds the promotion's hotel combobox, showing the edited promotion's hotel", () => {
    const item = { hotelName: "Lagoon Hotel" } as unknown as AdminPromotion;
    const fields = contentDialogProps({ kind: "promotion", item }, noSearch).fields;
    expect(fields.slice(0, PROMOTION_FIELDS.length)).toEqual(PROMOTION_FIELDS);
    expect(fields.at(-1)).toMatchObject({
      name: "hotelId",
      type: "combobox",
      search: noSearch,
      selectedLabel: "Lagoon Hotel",
    });
    expect(contentDialogProps({ kind: "promotion" }, noSearch).fields.at(-1)).toMatchObject({ selectedLabel: "" });
  });
});

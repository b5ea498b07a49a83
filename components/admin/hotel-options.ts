import type { ComboboxOption } from "@/components/ui/combobox";
import type { HotelNameResult } from "@/lib/types/admin";

export type HotelSearch = (q: string) => Promise<ComboboxOption[]>;

/** The hotel-name server action's answer as a hotel picker's options (a refusal is an error the picker shows). */
export function hotelOptions(search: (q: string) => Promise<HotelNameResult>): HotelSearch {
  return async (q) => {
    const result = await search(q);
    if (!result.ok) throw new Error(result.message);
    return result.hotels.map((h) => ({ value: String(h.id), label: h.name }));
  };
}

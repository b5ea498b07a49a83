/**
 * The hotel wizard's address (/book?…) from its current state: what `parseHotelWizardQuery`
 * (./wizard.ts) reads back. The wizard's 'Log in' link returns here after signing in (issue 35:
 * `/?login=true&returnTo=<this>`), so the guest finds the stay they chose.
 *
 * One list of parameters, in address order: a new one (e.g. `rooms`) is one more entry in
 * HOTEL_WIZARD_PARAMS and one more field in HotelWizardState. Empty values are left out.
 */

export const HOTEL_WIZARD_PATH = "/book";

export interface HotelWizardState {
  hotelId?: number | string | null;
  promotionId?: number | string | null;
  checkIn?: string | null;
  checkOut?: string | null;
  adults?: number | string | null;
  children?: number | string | null;
  rooms?: number | string | null;
  roomType?: string | null;
  /** The rate plan chosen (its id). */
  ratePlan?: string | null;
}

/** The parameters /book reads, in the order they are written. */
export const HOTEL_WIZARD_PARAMS = [
  "hotelId",
  "promotionId",
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "rooms",
  "roomType",
  "ratePlan",
] as const satisfies readonly (keyof HotelWizardState)[];

/** `/book?hotelId=3&checkIn=…&checkOut=…&adults=2&children=1&roomType=Deluxe` (empty fields left out). */
export function hotelWizardAddress(state: HotelWizardState): string {
  const params = new URLSearchParams();
  for (const name of HOTEL_WIZARD_PARAMS) {
    const value = state[name];
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text) params.set(name, text);
  }
  const query = params.toString();
  return query ? `${HOTEL_WIZARD_PATH}?${query}` : HOTEL_WIZARD_PATH;
}

/**
 * The payment demo (spec §2 "Payment demo", §5): one fixed sample booking and the card form's
 * rules. Nothing is charged and nothing leaves the page.
 */
import { fromCents } from "@/lib/pricing/money";
import { computeTaxes, rateLinesFor, type TaxRule } from "@/lib/pricing/taxes";

export const DEMO_NIGHTS = 7;
export const PROCESSING_MS = 2000;
export const REDIRECT_MS = 3000;

export interface SampleBooking {
  nights: number;
  /** Average nightly price of the catalogue (USD). */
  nightly: number;
  total: number;
  base: number;
  taxesAndFees: number;
}

/**
 * 7 nights for two adults at the catalogue's average nightly price (USD cents; the server computes it
 * in SQL) from `checkIn`, with the taxes and charges of the site's home destination's hotels
 * (`rules`, the Maldives' from the TaxRule table) computed as a booking's are (docs/pricing.md).
 */
export function sampleBookingAt(avgCents: number, rules: readonly TaxRule[], checkIn: string): SampleBooking {
  const taxes = computeTaxes({
    lines: rateLinesFor(checkIn, DEMO_NIGHTS, 1, avgCents),
    guests: { adults: 2 },
    propertyKind: "hotel",
    rules,
  });
  return {
    nights: DEMO_NIGHTS,
    nightly: fromCents(avgCents),
    total: fromCents(taxes.totalCents),
    base: fromCents(taxes.rateCents),
    taxesAndFees: fromCents(taxes.taxesCents),
  };
}

/** Digits grouped by four: "4242424242424242" → "4242 4242 4242 4242" (at most 19 characters). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ").slice(0, 19);
}

/** "1228" → "12/28" (5 characters). */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardFields {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

/** The card form's errors (empty when it may be "paid"). */
export function validateCard(card: CardFields): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  if (card.number.replace(/\D/g, "").length !== 16) errors.number = "Enter the 16-digit card number.";
  if (!card.holder.trim()) errors.holder = "Enter the name on the card.";
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry)) errors.expiry = "Enter the expiry date as MM/YY.";
  if (!/^\d{3}$/.test(card.cvv)) errors.cvv = "Enter the 3-digit security code.";
  return errors;
}

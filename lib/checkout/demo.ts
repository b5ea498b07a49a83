/**
 * The payment demo (spec §2 "Payment demo", §5): one fixed sample booking and the card form's
 * rules. Nothing is charged and nothing leaves the page.
 */
import { fromCents } from "@/lib/pricing/money";

export const DEMO_NIGHTS = 7;
/** The share of the total that is the room rate; the rest is taxes and fees. */
export const BASE_SHARE = 0.85;
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

/** 7 nights at the catalogue's average nightly price (USD cents; the server computes it in SQL); 85 % of it the base rate, the rest taxes and fees. */
export function sampleBookingAt(avgCents: number): SampleBooking {
  const totalCents = avgCents * DEMO_NIGHTS;
  const baseCents = Math.round(totalCents * BASE_SHARE);
  return { nights: DEMO_NIGHTS, nightly: fromCents(avgCents), total: fromCents(totalCents), base: fromCents(baseCents), taxesAndFees: fromCents(totalCents - baseCents) };
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

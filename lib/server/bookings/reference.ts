import "server-only";

import crypto from "node:crypto";

// No 0/O, 1/I/L: a reference read over the phone is not misheard.
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Which prefix a reference gets (MV- hotel, GH- guest house or day visit). */
export type ReferenceKind = "hotel" | "guestHouse";
const PREFIX: Record<ReferenceKind, string> = { hotel: "MV", guestHouse: "GH" };

/** A short human booking reference such as MV-7K3Q9P (31^6 ≈ 887 million per kind). */
export function newBookingReference(kind: ReferenceKind, random: (n: number) => Buffer = crypto.randomBytes): string {
  const bytes = random(12);
  let code = "";
  // Rejection sampling keeps every character equally likely.
  for (let i = 0; code.length < 6; i++) {
    if (i >= bytes.length) return newBookingReference(kind, random);
    const b = bytes[i]!;
    if (b < 248) code += REFERENCE_ALPHABET[b % 31];
  }
  return `${PREFIX[kind]}-${code}`;
}

export const REFERENCE_PATTERN = /^(MV|GH)-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

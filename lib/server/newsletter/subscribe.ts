import { getDb } from "../db/client";

/** Adds an address to the newsletter list; subscribing twice is fine (idempotent). */
export async function subscribeToNewsletter(email: string): Promise<{ alreadySubscribed: boolean }> {
  const normalised = email.trim().toLowerCase();
  const result = await getDb().newsletterSubscriber.createMany({ data: [{ email: normalised }], skipDuplicates: true });
  return { alreadySubscribed: result.count === 0 };
}

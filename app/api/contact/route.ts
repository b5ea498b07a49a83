import { NextResponse } from "next/server";
import { contactMessageSchema } from "@/lib/validation/contact";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { submitContactMessage } from "@/lib/server/contact/submit-contact-message";

/** POST /api/contact {name, email, phone?, subject, message} → 201 {message, id}; the team's e-mail goes through the outbox; 429 past RATE_LIMIT_CONTACT per client address. */
export const POST = route(async (request) => {
  await enforceRateLimit("contact", clientAddress(request));
  const input = await readJsonBody(request, contactMessageSchema, { maxBytes: 16 * 1024 });
  const { id } = await submitContactMessage(input);
  return NextResponse.json(
    { message: "Message sent successfully! We'll get back to you as soon as possible.", id },
    { status: 201 },
  );
});

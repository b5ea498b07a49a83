import { z } from "./zod";

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});

/** POST /api/newsletter/confirm: the token from the confirmation link (base64url). */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: "This confirmation link is incomplete. Please open the link from the e-mail again." })
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{20,100}$/,
      "This confirmation link is incomplete. Please open the link from the e-mail again.",
    ),
});

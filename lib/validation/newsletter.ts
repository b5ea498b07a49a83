import { z } from "./zod";

export const newsletterSchema = z.object({
  email: z.string().trim().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

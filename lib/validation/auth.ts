import { z } from "zod";
import { stripFormatCharacters } from "./names";

/**
 * Sign-in and sign-up (spec §5), shared by the Customer Portal dialog (zodResolver) and
 * POST /api/auth/login and /api/auth/register, so both say the same messages.
 */
const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: "Password must be at least 6 characters" })
  .min(6, "Password must be at least 6 characters")
  .max(200, "Password must be at most 200 characters");

export const loginSchema = z.object({
  email,
  password: password,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The API's register call; `role` may be sent but is ignored (self-registration is always customer). */
export const registerSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .overwrite(stripFormatCharacters)
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters"),
  email,
  password,
  role: z.unknown().optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The dialog's sign-up form adds the confirmation, checked on the confirm field. */
export const signUpFormSchema = registerSchema
  .omit({ role: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** The portal's Track Booking tab: a valid e-mail. */
export const trackEmailSchema = z.object({ email });

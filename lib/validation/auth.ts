import { z } from "./zod";
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
/** What the sign-in takes once parsed (the e-mail trimmed and lower-cased). */
export type LoginData = z.output<typeof loginSchema>;

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
export type RegisterData = z.output<typeof registerSchema>;

/** The dialog's sign-up form adds the confirmation, checked on the confirm field. */
export const signUpFormSchema = registerSchema
  .omit({ role: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

/** The portal's Track Booking tab: a valid e-mail. */
export const trackEmailSchema = z.object({ email });

export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password";
export const SAME_PASSWORD_MESSAGE = "The new password must differ from the current one";
export const RESET_LINK_INVALID =
  "This reset link is invalid, has already been used or has expired. Please ask for a new one.";

/** POST /api/auth/change-password: the current password and a new one under the spec's rule. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(200, "Password must be at most 200 characters"),
    newPassword: password,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: SAME_PASSWORD_MESSAGE, path: ["newPassword"] });
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/** The change-password form adds the confirmation, checked on the confirm field. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: SAME_PASSWORD_MESSAGE, path: ["newPassword"] })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** POST /api/auth/forgot-password and the portal's 'Forgot password?' form. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the e-mailed link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).trim().min(16, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
  password,
});
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

/** The reset page's form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const EMAIL_VERIFY_LINK_INVALID =
  "This verification link is invalid, has already been used or has expired. Sign in and ask for a new one on your dashboard.";

/** POST /api/auth/verify-email: the token from the e-mailed link (base64url). */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFY_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, EMAIL_VERIFY_LINK_INVALID),
});

export const LOGOUT_SCOPE_MESSAGE =
  "scope must be 'device' (sign out this browser only) or left out (sign out everywhere)";

/**
 * POST /api/auth/logout's query: no scope signs the account out everywhere (its session version is
 * raised); `scope=device` removes only this browser's session cookie, leaving the account's other
 * sessions alone (a corrupt saved copy in one browser, issue 35). Anything else is a 400.
 */
export const logoutQuerySchema = z.object({
  scope: z.enum(["device"], { error: LOGOUT_SCOPE_MESSAGE }).optional(),
});

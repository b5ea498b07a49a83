import { z } from "@/lib/validation/zod";
import { isMediaPicturePath } from "./content";
import { MEDIA_ALT_MAX } from "./limits";
/** Pictures a media library page shows. */
export const MEDIA_PAGE_SIZE = 24;
/** The most addresses one alt-text look-up (GET /api/admin/media?url=…) takes. */
export const MEDIA_LOOKUP_MAX = 60;

const mediaUrl = z.string().refine(isMediaPicturePath, "Not an uploaded picture's address (/media/<hash>.webp).");

/** POST /api/admin/media/import: an outside picture address to copy into the store. */
export const mediaImportSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Paste the picture's https:// address.")
    .max(2000, "The address is too long: at most 2000 characters."),
});

/** PUT /api/admin/media/alt: one picture's alt text. */
export const mediaAltSchema = z.object({
  url: mediaUrl,
  alt: z
    .string()
    .max(MEDIA_ALT_MAX, `The alt text is too long: at most ${MEDIA_ALT_MAX} characters.`)
    .transform((value) => value.replace(/\s+/g, " ").trim()),
});

/** GET /api/admin/media: a library page (`page`, newest first), or the rows of given addresses (`url`, repeated). */
export const mediaListParams = z.object({
  page: z.coerce
    .number()
    .int("The page must be a whole number.")
    .min(1, "The page starts at 1.")
    .max(10_000, "The page is at most 10000.")
    .default(1),
  url: z
    .union([mediaUrl, z.array(mediaUrl)])
    .optional()
    .transform((value) => (value === undefined ? undefined : typeof value === "string" ? [value] : value))
    .refine(
      (value) => value === undefined || value.length <= MEDIA_LOOKUP_MAX,
      `At most ${MEDIA_LOOKUP_MAX} addresses at once.`,
    ),
});

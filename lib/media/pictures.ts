/**
 * What a page shows for the uploaded pictures it renders (lib/server/media/page-pictures.ts builds
 * it, once per page): by the address a record keeps (/media/<hash>.webp), the address to load it
 * from (S3_PUBLIC_URL's when set, else the same) and its own alt text (Media.alt, "" when none).
 * Components take it as a prop; a picture it does not list (the demo's /images/…, an outside
 * https address) is shown from its own address with the component's own wording.
 */
export type PagePictures = Readonly<Record<string, { readonly src: string; readonly alt: string }>>;

/** The address to load `address` from and its alt text: the stored picture's own, else `fallbackAlt`. */
export function shownPicture(
  pictures: PagePictures | undefined,
  address: string,
  fallbackAlt: string,
): { src: string; alt: string } {
  const known = pictures?.[address];
  return { src: known?.src ?? address, alt: known?.alt || fallbackAlt };
}

import type { Metadata } from "next";

/** Longest meta description kept whole; a longer one is cut to 197 characters (without trailing space) and "…". */
const MAX_DESCRIPTION = 200;

/** A description for a page's metadata, at most MAX_DESCRIPTION characters. */
export function metaDescription(text: string): string {
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 3).trimEnd()}…` : text;
}

/**
 * A detail page's metadata (hotel, guest house, destination): "name, place" as its title, its
 * description, its path as the canonical address, and its photo for link previews.
 */
export function detailMetadata({
  name,
  place,
  description,
  path,
  image,
  shareTitle = name,
}: {
  name: string;
  place: string;
  description: string;
  path: string;
  image: string;
  /** The link preview's title (default: the name). */
  shareTitle?: string;
}): Metadata {
  return {
    title: `${name}, ${place}`,
    description: metaDescription(description),
    alternates: { canonical: path },
    openGraph: { title: shareTitle, images: [{ url: image, alt: `${name}, ${place}` }] },
  };
}

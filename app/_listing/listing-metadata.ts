import type { Metadata } from "next";

import { pageHref } from "@/lib/catalogue/paging";

/** A paged listing's metadata: each page of results is its own address (`?page=N`), and its own canonical one. */
export function listingMetadata(
  path: string,
  page: number,
  { title, description }: { title: string; description: string },
): Metadata {
  return { title, description, alternates: { canonical: pageHref(path, "", page) } };
}

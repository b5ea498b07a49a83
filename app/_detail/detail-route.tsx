import type { Metadata } from "next";

import { detailMetadata } from "@/lib/catalogue/detail-metadata";
import { BUILD_PARAM } from "./build-params";

/** A detail route's params: the property's id, as the path has it. */
type IdParams = Promise<{ id: string }>;

/**
 * A property detail route's layout (/hotels/[id], /guest-house/[id]): it settles whether the
 * property exists before anything is streamed — `load` calls notFound() outside the page's loading
 * boundary (loading.tsx), so an unknown id answers with a real 404 status; thrown inside the
 * boundary, it would come after a 200 had already been sent — and renders the hero in the
 * document's first bytes: its photo is the page's largest paint, so it must not wait behind the
 * boundary's 'Loading … details...' while the rest of the page streams in.
 */
export function detailLayout<T>(load: (id: string) => Promise<T>, hero: (item: T) => React.ReactNode) {
  return async function DetailLayout({ params, children }: { params: IdParams; children: React.ReactNode }) {
    const id = (await params).id;
    // The build's placeholder (./build-params.ts) renders nothing and reads nothing; next.config
    // rewrites its address to the 404 page.
    if (id === BUILD_PARAM) return children;
    const item = await load(id);
    return (
      <>
        {hero(item)}
        {children}
      </>
    );
  };
}

/** A property detail page's metadata (lib/catalogue/detail-metadata.ts), from the property `load` finds. */
export function detailPageMetadata<T>(
  load: (id: string) => Promise<T>,
  describe: (item: T) => Parameters<typeof detailMetadata>[0],
) {
  return async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
    const id = (await params).id;
    if (id === BUILD_PARAM) return {};
    return detailMetadata(describe(await load(id)));
  };
}

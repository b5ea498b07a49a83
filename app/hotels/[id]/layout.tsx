import { HotelHero } from "@/components/hotels/detail/hotel-hero";
import { loadHotel, type HotelParams } from "./load-hotel";

/**
 * Settles whether the hotel exists before anything is streamed: notFound() here, outside the
 * page's loading boundary (loading.tsx), answers with a real 404 status. Thrown inside the
 * boundary, it would come after a 200 had already been sent.
 *
 * The hero is rendered here too, in the document's first bytes: its photo is the page's largest
 * paint, so it must not wait behind the boundary's 'Loading hotel details...' while the rest of
 * the page (availability is read afresh) streams in.
 */
export default async function HotelLayout({ params, children }: { params: HotelParams; children: React.ReactNode }) {
  const hotel = await loadHotel((await params).id);
  return (
    <>
      <HotelHero hotel={hotel} />
      {children}
    </>
  );
}

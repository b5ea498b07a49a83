import { GuestHouseHero } from "@/components/guest-houses/guest-house-hero";
import { loadGuestHouse, type GuestHouseParams } from "./load-guest-house";

/**
 * Settles whether the guest house exists before anything is streamed, so an unknown id answers
 * with a real 404 status, and renders the hero above the page's loading boundary (see
 * app/hotels/[id]/layout.tsx).
 */
export default async function GuestHouseLayout({ params, children }: { params: GuestHouseParams; children: React.ReactNode }) {
  const house = await loadGuestHouse((await params).id);
  return (
    <>
      <GuestHouseHero house={house} />
      {children}
    </>
  );
}

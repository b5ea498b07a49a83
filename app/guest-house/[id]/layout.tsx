import { loadGuestHouse, type GuestHouseParams } from "./load-guest-house";

/**
 * Settles whether the guest house exists before anything is streamed, so an unknown id answers
 * with a real 404 status (see app/hotels/[id]/layout.tsx).
 */
export default async function GuestHouseLayout({ params, children }: { params: GuestHouseParams; children: React.ReactNode }) {
  await loadGuestHouse((await params).id);
  return children;
}

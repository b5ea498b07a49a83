import { loadHotel, type HotelParams } from "./load-hotel";

/**
 * Settles whether the hotel exists before anything is streamed: notFound() here, outside the
 * page's loading boundary (loading.tsx), answers with a real 404 status. Thrown inside the
 * boundary, it would come after a 200 had already been sent.
 */
export default async function HotelLayout({ params, children }: { params: HotelParams; children: React.ReactNode }) {
  await loadHotel((await params).id);
  return children;
}

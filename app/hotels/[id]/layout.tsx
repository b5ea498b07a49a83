import { HotelHero } from "@/components/hotels/detail/hotel-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { loadHotel, loadHotelPictureAlts } from "./load-hotel";

const loadWithAlts = async (id: string) => ({ hotel: await loadHotel(id), alts: await loadHotelPictureAlts(id) });

/** The hotel's hero above the page's loading boundary, once the hotel is known to exist (see detailLayout). */
export default detailLayout(loadWithAlts, ({ hotel, alts }) => <HotelHero hotel={hotel} imageAlt={alts[hotel.image]} />);

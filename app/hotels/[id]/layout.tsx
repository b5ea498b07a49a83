import { HotelHero } from "@/components/hotels/detail/hotel-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { loadHotel } from "./load-hotel";

/** The hotel's hero above the page's loading boundary, once the hotel is known to exist (see detailLayout). */
export default detailLayout(loadHotel, (hotel) => <HotelHero hotel={hotel} />);

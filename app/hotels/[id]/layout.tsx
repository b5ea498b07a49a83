import { HotelHero } from "@/components/hotels/detail/hotel-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { loadHotel, loadHotelPictures } from "./load-hotel";

const loadWithPictures = async (id: string) => ({ hotel: await loadHotel(id), pictures: await loadHotelPictures(id) });

/** The hotel's hero above the page's loading boundary, once the hotel is known to exist (see detailLayout). */
export default detailLayout(loadWithPictures, ({ hotel, pictures }) => <HotelHero hotel={hotel} pictures={pictures} />);

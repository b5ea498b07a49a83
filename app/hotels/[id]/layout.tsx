import { HotelHero } from "@/components/hotels/detail/hotel-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { buildParams } from "@/app/_detail/build-params";
import { loadHotel, loadHotelPictures } from "./load-hotel";

// Built with one placeholder id (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("id");

const loadWithPictures = async (id: string) => ({ hotel: await loadHotel(id), pictures: await loadHotelPictures(id) });

/** The hotel's hero above the page's loading boundary, once the hotel is known to exist (see detailLayout). */
export default detailLayout(loadWithPictures, ({ hotel, pictures }) => <HotelHero hotel={hotel} pictures={pictures} />);

import { GuestHouseHero } from "@/components/guest-houses/guest-house-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { buildParams } from "@/app/_detail/build-params";
import { loadGuestHouse, loadGuestHousePictures } from "./load-guest-house";

// Built with one placeholder id (a 404): see app/_detail/build-params.ts.
export const generateStaticParams = buildParams("id");

const loadWithPictures = async (id: string) => ({
  house: await loadGuestHouse(id),
  pictures: await loadGuestHousePictures(id),
});

/** The guest house's hero above the page's loading boundary, once the house is known to exist (see detailLayout). */
export default detailLayout(loadWithPictures, ({ house, pictures }) => (
  <GuestHouseHero house={house} pictures={pictures} />
));

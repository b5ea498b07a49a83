import { GuestHouseHero } from "@/components/guest-houses/guest-house-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { loadGuestHouse, loadGuestHousePictures } from "./load-guest-house";

const loadWithPictures = async (id: string) => ({
  house: await loadGuestHouse(id),
  pictures: await loadGuestHousePictures(id),
});

/** The guest house's hero above the page's loading boundary, once the house is known to exist (see detailLayout). */
export default detailLayout(loadWithPictures, ({ house, pictures }) => (
  <GuestHouseHero house={house} pictures={pictures} />
));

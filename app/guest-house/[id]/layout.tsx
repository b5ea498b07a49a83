import { GuestHouseHero } from "@/components/guest-houses/guest-house-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { loadGuestHouse, loadGuestHousePictureAlts } from "./load-guest-house";

const loadWithAlts = async (id: string) => ({ house: await loadGuestHouse(id), alts: await loadGuestHousePictureAlts(id) });

/** The guest house's hero above the page's loading boundary, once the house is known to exist (see detailLayout). */
export default detailLayout(loadWithAlts, ({ house, alts }) => <GuestHouseHero house={house} imageAlt={alts[house.mainImage]} />);

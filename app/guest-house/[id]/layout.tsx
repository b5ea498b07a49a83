import { GuestHouseHero } from "@/components/guest-houses/guest-house-hero";
import { detailLayout } from "@/app/_detail/detail-route";
import { loadGuestHouse } from "./load-guest-house";

/** The guest house's hero above the page's loading boundary, once the house is known to exist (see detailLayout). */
export default detailLayout(loadGuestHouse, (house) => <GuestHouseHero house={house} />);

import { HotelBookingWizard, type WizardHotel, type WizardPromotion } from "@/components/booking/hotel-booking-wizard";
import { hotelRoomTypeOptions } from "@/lib/catalogue/hotel-room-types";
import { isPromotionValidOn } from "@/lib/catalogue/promotions";
import { parseHotelWizardQuery } from "@/lib/booking/wizard";
import type { SearchParamsInput } from "@/lib/catalogue/url-state";
import { todayYmd } from "@/lib/pricing/dates";
import { cachedHotel, cachedHotels, cachedPromotions } from "@/lib/server/catalogue/cached";

/**
 * /book and /booking (one screen): the wizard with the hotel (and promotion) the address names,
 * loaded from the catalogue — the address's own price is never used. Without a hotel: a chooser.
 */
export async function HotelWizardPage({ searchParams }: { searchParams: SearchParamsInput }) {
  const prefill = parseHotelWizardQuery(searchParams);
  const today = todayYmd();
  const [hotels, promotions] = await Promise.all([cachedHotels(), cachedPromotions()]);
  const found = prefill.promotionId ? promotions.find((p) => p.id === prefill.promotionId) : undefined;
  const promotion: WizardPromotion | null = found && isPromotionValidOn(found, today) ? found : null;

  const chosen = prefill.hotelId ? await cachedHotel(prefill.hotelId) : null;
  let choices: WizardHotel[];
  if (chosen) {
    choices = [{ id: chosen.id, name: chosen.name, location: chosen.location, price: chosen.price, roomTypes: hotelRoomTypeOptions(chosen) }];
  } else {
    const eligible = promotion ? hotels.filter((h) => (promotion.hotelId !== null ? h.id === promotion.hotelId : h.location === promotion.location)) : hotels;
    const details = await Promise.all(eligible.map((h) => cachedHotel(h.id)));
    choices = details.filter((h) => h !== null).map((h) => ({ id: h.id, name: h.name, location: h.location, price: h.price, roomTypes: hotelRoomTypeOptions(h) }));
  }

  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{chosen ? `Book ${chosen.name}` : promotion ? `Book: ${promotion.title}` : "Book a hotel"}</h1>
      <p className="mt-2 text-muted-foreground">Three short steps. We confirm availability by e-mail; you pay at the hotel.</p>
      {found && !promotion ? (
        <p className="mt-4 rounded-lg bg-sand px-4 py-3 text-sm text-sand-foreground" role="status">
          The offer “{found.title}” is no longer running; the hotel&apos;s regular price applies.
        </p>
      ) : null}
      <div className="mt-8">
        <HotelBookingWizard hotels={choices} promotion={promotion} prefill={prefill} fixedHotel={Boolean(chosen)} today={today} />
      </div>
    </div>
  );
}

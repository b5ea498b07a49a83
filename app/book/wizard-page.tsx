import { HotelBookingWizard, type WizardHotel, type WizardPromotion } from "@/components/booking/hotel-booking-wizard";
import { hotelRoomTypeOptions } from "@/lib/catalogue/hotel-room-types";
import { isPromotionValidOn } from "@/lib/catalogue/promotions";
import { parseHotelWizardQuery } from "@/lib/booking/wizard";
import { promotionAppliesTo } from "@/lib/booking/summary";
import type { SearchParamsInput } from "@/lib/catalogue/url-state";
import { todayYmd } from "@/lib/pricing/dates";
import { cachedHotel, cachedPromotions } from "@/lib/server/catalogue/cached";
import { listHotelChoices } from "@/lib/server/hotels/hotel-choices";
import type { HotelDetailDTO } from "@/lib/types/catalogue";

const toChoice = (h: HotelDetailDTO): WizardHotel => ({ id: h.id, name: h.name, location: h.location, price: h.price, roomTypes: hotelRoomTypeOptions(h) });

/**
 * /book and /booking (one screen): the wizard with the hotel (and promotion) the address names,
 * loaded from the catalogue — the address's own price and names are never used. Without a hotel:
 * a chooser (those the promotion covers, else the first hotels; bounded, one query).
 */
export async function HotelWizardPage({ searchParams }: { searchParams: SearchParamsInput }) {
  const prefill = parseHotelWizardQuery(searchParams);
  const today = todayYmd();
  const promotions = await cachedPromotions();
  const found = prefill.promotionId ? promotions.find((p) => p.id === prefill.promotionId) : undefined;
  const running = found && isPromotionValidOn(found, today) ? found : undefined;

  const chosen = prefill.hotelId ? await cachedHotel(prefill.hotelId) : null;
  let choices: WizardHotel[];
  if (chosen) {
    choices = [toChoice(chosen)];
  } else {
    const covered = running ? await listHotelChoices(running.hotelId !== null ? { hotelId: running.hotelId } : { location: running.location }) : [];
    choices = (covered.length ? covered : await listHotelChoices()).map(toChoice);
  }
  // The offer counts only where it applies (the server refuses it elsewhere).
  const promotion: WizardPromotion | null =
    running && choices.some((h) => promotionAppliesTo(running, h))
      ? {
          id: running.id,
          title: running.title,
          discount: running.discount,
          originalPrice: running.originalPrice,
          discountedPrice: running.discountedPrice,
          hotelId: running.hotelId,
          location: running.location,
        }
      : null;

  const notices: string[] = [];
  if (prefill.hotelId && !chosen) notices.push("We could not find that hotel. Please choose one below.");
  if (prefill.promotionId && !found) notices.push("We could not find that offer; the hotel's regular price applies.");
  else if (found && !running) notices.push(`The offer “${found.title}” is not running today; the hotel's regular price applies.`);
  else if (running && !promotion) notices.push(`The offer “${running.title}” does not apply to this hotel; its regular price applies.`);

  const title = chosen ? `Book ${chosen.name}` : promotion ? `Book: ${promotion.title}` : "Book a hotel";
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">Three short steps. We confirm availability by e-mail; you pay at the hotel.</p>
      {notices.map((text) => (
        <p key={text} className="mt-4 rounded-lg bg-sand px-4 py-3 text-sm text-sand-foreground" data-testid="wizard-notice">
          {text}
        </p>
      ))}
      <div className="mt-8">
        <HotelBookingWizard hotels={choices} promotion={promotion} prefill={prefill} fixedHotel={Boolean(chosen)} today={today} />
      </div>
    </div>
  );
}

import { HotelBookingWizard, type WizardHotel, type WizardPromotion } from "@/components/booking/hotel-wizard";
import { hotelRoomTypeOptions } from "@/lib/catalogue/hotel-room-types";
import { isPromotionValidOn } from "@/lib/catalogue/promotions";
import { parseHotelWizardQuery } from "@/lib/bookings/wizard";
import { promotionAppliesTo } from "@/lib/bookings/summary";
import type { SearchParamsInput } from "@/lib/catalogue/url-state";
import { todayYmd } from "@/lib/pricing/dates";
import { cleanText, readParam } from "@/lib/catalogue/url-state";
import { cachedHotel, cachedPromotion } from "@/lib/server/catalogue-front/cached";
import { hotelWizardChoices } from "@/lib/server/bookings/wizard-choices";
import { hotelWizardSeasons } from "@/lib/server/seasons/seasons";
import type { SeasonRates } from "@/lib/pricing/seasons";
import type { TaxRule } from "@/lib/pricing/taxes";
import { pageTaxRules } from "@/lib/server/catalogue-front/page-prices";
import { rulesOf } from "@/lib/server/pricing/shown-prices";
import type { HotelDetailDTO, PromotionDTO } from "@/lib/types/catalogue";
import { WizardChoiceSearch } from "@/components/booking/wizard-choice-search";
import { propertyPolicy, type PolicyDefaults } from "@/lib/policies/cancellation";
import { propertyRatePlans } from "@/lib/validation/rate-plans";
import { cachedPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";
import { paymentsEnabled } from "@/lib/server/payments/provider";

const toChoice = (
  h: HotelDetailDTO,
  defaults: PolicyDefaults,
  seasons: SeasonRates[] = [],
  taxRules: TaxRule[] = [],
): WizardHotel => ({
  id: h.id,
  name: h.name,
  location: h.location,
  price: h.price,
  roomTypes: hotelRoomTypeOptions(h),
  occupancy: h.roomTypeDetails.filter((r) => r.isActive).map((r) => ({ name: r.name, maxOccupancy: r.maxOccupancy })),
  roomPrices: Object.fromEntries(h.roomTypeDetails.map((r) => [r.name, r.basePrice])),
  checkInTime: h.checkInTime,
  cancellationPolicy: propertyPolicy("hotel", h.cancellationPolicy, defaults),
  seasons,
  taxRules,
  ratePlans: [...propertyRatePlans(h.ratePlans)],
});

/**
 * /book and /booking (one screen): the wizard with the hotel (and promotion) the address names,
 * loaded from the catalogue — the address's own price and names are never used. Without a hotel:
 * a chooser of the first hotels the promotion covers (or of all), narrowed by a search (`?q=`) —
 * never the whole catalogue.
 */
export async function HotelWizardPage({ searchParams }: { searchParams: SearchParamsInput }) {
  const prefill = parseHotelWizardQuery(searchParams);
  const today = todayYmd();
  const q = cleanText(readParam(searchParams, "q"));
  const [found, chosen]: [PromotionDTO | null, HotelDetailDTO | null] = await Promise.all([
    prefill.promotionId ? cachedPromotion(prefill.promotionId) : null,
    prefill.hotelId ? cachedHotel(prefill.hotelId) : null,
  ]);
  const running = found && isPromotionValidOn(found, today) ? found : undefined;

  let hotels: HotelDetailDTO[];
  let search: { shown: number; total: number } | null = null;
  if (chosen) {
    hotels = [chosen];
  } else {
    // The offer's own hotels first; when it covers none, any hotel (it then does not apply).
    let page = running ? await hotelWizardChoices({ q, promotion: running }) : null;
    if (!page || (page.total === 0 && !q)) page = await hotelWizardChoices({ q });
    hotels = page.items;
    search = { shown: page.items.length, total: page.total };
  }
  // Their seasons (one query): the wizard prices night by night as the server charges.
  // Their seasons, their destinations' taxes (a query each) and the cancellation defaults: the wizard prices as the server charges.
  const [seasons, taxRules, policyDefaults] = await Promise.all([
    hotelWizardSeasons(hotels, today),
    pageTaxRules(hotels.map((h) => h.location)),
    cachedPolicyDefaults(),
  ]);
  const choices = hotels.map((h) => toChoice(h, policyDefaults, seasons.get(h.id), rulesOf(taxRules, h.location)));
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
  else if (found && !running)
    notices.push(`The offer “${found.title}” is not running today; the hotel's regular price applies.`);
  else if (running && !promotion)
    notices.push(`The offer “${running.title}” does not apply to this hotel; its regular price applies.`);

  const title = chosen ? `Book ${chosen.name}` : promotion ? `Book: ${promotion.title}` : "Book a hotel";
  const onlinePayments = paymentsEnabled();
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">
        {onlinePayments
          ? "Three short steps. Each rate says what you pay online when you book; we confirm by e-mail."
          : "Three short steps. We confirm availability by e-mail; you pay at the hotel."}
      </p>
      {notices.map((text) => (
        <p
          key={text}
          className="mt-4 rounded-lg bg-sand px-4 py-3 text-sm text-sand-foreground"
          data-testid="wizard-notice"
        >
          {text}
        </p>
      ))}
      {search && (search.total > search.shown || q) ? (
        <WizardChoiceSearch kind="hotel" q={q} params={searchParams} {...search} />
      ) : null}
      <div className="mt-8">
        <HotelBookingWizard
          hotels={choices}
          promotion={promotion}
          prefill={prefill}
          fixedHotel={Boolean(chosen)}
          today={today}
          onlinePayments={onlinePayments}
        />
      </div>
    </div>
  );
}

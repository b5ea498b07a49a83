import { connection } from "next/server";
import type { Metadata } from "next";

import { GuestHouseBookingWizard } from "@/components/booking/guest-house-wizard";
import { parseGuestHouseWizardQuery } from "@/lib/bookings/wizard";
import { todayYmd } from "@/lib/pricing/dates";
import { cleanText, readParam } from "@/lib/catalogue/url-state";
import { cachedGuestHouse } from "@/lib/server/catalogue-front/cached";
import { guestHouseWizardChoices } from "@/lib/server/bookings/wizard-choices";
import { WizardChoiceSearch } from "@/components/booking/wizard-choice-search";
import { guestHouseWizardSeasons } from "@/lib/server/seasons/seasons";
import { paymentsEnabled } from "@/lib/server/payments/provider";
import { pageTaxRules } from "@/lib/server/catalogue-front/page-prices";
import { rulesOf } from "@/lib/server/pricing/shown-prices";
import { propertyPolicy } from "@/lib/policies/cancellation";
import { propertyRatePlans } from "@/lib/validation/rate-plans";
import { cachedPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";
import { shownPictureAddress } from "@/lib/server/media/page-pictures";

export const metadata: Metadata = { title: "Book a guest house", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /book-guest-house: the wizard, prefilled from the detail card's link; prices from the catalogue.
 * Without a house in the address: the first active houses, narrowed by a search (`?q=`).
 */
export default async function BookGuestHousePage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const prefill = parseGuestHouseWizardQuery(params);
  const q = cleanText(readParam(params, "q"));
  const chosen = prefill.guestHouseId ? await cachedGuestHouse(prefill.guestHouseId) : null;
  const page = chosen ? { items: [chosen], total: 1 } : await guestHouseWizardChoices({ q });
  const houses = page.items;
  const today = todayYmd();
  // Their seasons (one query): the wizard prices night by night as the server charges.
  // and their destinations' taxes and charges and the cancellation defaults, added as the server adds them.
  const [seasons, taxRules, policyDefaults] = await Promise.all([
    guestHouseWizardSeasons(
      houses.map((h) => h.id),
      today,
    ),
    pageTaxRules(houses.map((h) => h.location)),
    cachedPolicyDefaults(),
  ]);
  const onlinePayments = paymentsEnabled();
  return (
    <div className="container-page max-w-4xl py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{chosen ? `Book ${chosen.title}` : "Book a guest house"}</h1>
      <p className="mt-2 text-muted-foreground">
        {onlinePayments
          ? "Three short steps. Each rate says what you pay online when you book; the guest house confirms by e-mail."
          : "Three short steps. The guest house confirms by e-mail; you pay on arrival."}
      </p>
      {prefill.guestHouseId && !chosen ? (
        <p className="mt-4 rounded-lg bg-sand px-4 py-3 text-sm text-sand-foreground" data-testid="wizard-notice">
          We could not find that guest house. Please choose one below.
        </p>
      ) : null}
      {!chosen && (page.total > houses.length || q) ? (
        <WizardChoiceSearch kind="guestHouse" q={q} params={params} shown={houses.length} total={page.total} />
      ) : null}
      <div className="mt-8">
        <GuestHouseBookingWizard
          houses={houses.map(
            ({
              id,
              title,
              location,
              type,
              mainImage,
              pricePerNight,
              maxGuests,
              minimumStay,
              roomTypes,
              mealPlans,
              checkInTime,
              cancellationPolicy,
              ratePlans,
            }) => ({
              id,
              title,
              location,
              type,
              mainImage: shownPictureAddress(mainImage),
              pricePerNight,
              maxGuests,
              minimumStay,
              roomTypes,
              mealPlans,
              checkInTime,
              cancellationPolicy: propertyPolicy(
                type === "resort_day_visit" ? "day_visit" : "guest_house",
                cancellationPolicy,
                policyDefaults,
              ),
              seasons: seasons.get(id) ?? [],
              taxRules: rulesOf(taxRules, location),
              ratePlans: [...propertyRatePlans(ratePlans)],
            }),
          )}
          prefill={prefill}
          today={today}
          onlinePayments={onlinePayments}
        />
      </div>
    </div>
  );
}

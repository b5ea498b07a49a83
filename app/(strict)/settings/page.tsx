import { connection } from "next/server";
import type { Metadata } from "next";
import { ShieldAlert } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getPageUser } from "@/lib/server/auth/current-user";
import { searchRoomTypes } from "@/lib/server/room-types/search-room-types";
import { getEmailConfig } from "@/lib/server/email/email-config";
import { roomTypeListParams } from "@/lib/validation/admin-lists";
import { EmailSetup } from "@/components/settings/email-setup";
import { RoomTypesPanel } from "@/components/admin/settings/room-types-panel";
import { emailHealth } from "@/lib/server/email/email-health";
import { templateSummaries } from "@/lib/server/email/template-overrides";
import { EmailHealthBanner } from "@/components/admin/email-health-banner";
import { savePaymentInstructionsAction, searchGuestHouseNamesAction, searchHotelNamesAction } from "./actions";
import { SeasonsPanel } from "@/components/admin/settings/seasons-panel";
import { seasonPanelParams } from "@/lib/validation/seasons";
import { pricingProperty } from "@/lib/server/seasons/pricing-property";
import { listSeasons } from "@/lib/server/seasons/seasons";
import { PaymentInstructionsForm } from "@/components/settings/payment-instructions-form";
import { getPaymentInstructions } from "@/lib/server/settings/payment-instructions";
import { listTaxRules } from "@/lib/server/pricing/tax-rules";
import { TaxRulesPanel } from "@/components/admin/settings/tax-rules-panel";
import { CancellationPoliciesPanel } from "@/components/admin/settings/cancellation-policies-panel";
import { loadPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

const LATER = [{ value: "amenities", label: "Amenities", text: "Amenity management is coming soon." }];

/**
 * Admin settings (admin spec §2.2). proxy.ts already sends everyone but administrators home;
 * this page checks again and shows 'Admin Access Required' to anyone else who reaches it.
 */
const TABS = ["room-types", "email", "pricing", "taxes", "cancellation", "amenities", "general"];

export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const params = await searchParams;
  const { tab } = params;
  const initialTab = typeof tab === "string" && TABS.includes(tab) ? tab : "room-types";
  const user = await getPageUser();
  if (user?.role !== "admin") {
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <ShieldAlert className="size-10 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Admin Access Required</h1>
        <p className="mt-3 text-muted-foreground">Only administrators can open the settings.</p>
      </section>
    );
  }

  // Room types: one page, searched in the database (`?q=…&page=2`); the dialog searches hotels by name.
  const list = roomTypeListParams.parse(params);
  // Pricing Rules: the property the address names (?seasonKind=hotel&seasonProperty=3), and its seasons.
  const seasonArgs = seasonPanelParams.safeParse(params);
  const seasonKind = seasonArgs.success
    ? seasonArgs.data.seasonKind
    : params.seasonKind === "guest_house"
      ? "guest_house"
      : "hotel";
  const seasonProperty = seasonArgs.success
    ? await pricingProperty(seasonArgs.data.seasonKind, seasonArgs.data.seasonProperty)
    : null;
  const [roomTypes, emailConfig, health, templates, paymentInstructions, seasons, taxRules, policyDefaults] =
    await Promise.all([
      searchRoomTypes(list),
      getEmailConfig(),
      emailHealth(),
      templateSummaries(),
      getPaymentInstructions(),
      seasonProperty ? listSeasons(seasonProperty.kind, seasonProperty.id) : [],
      listTaxRules(),
      loadPolicyDefaults(),
    ]);
  return (
    <>
      <EmailHealthBanner health={health} />
      <div className="container-page py-10 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        {/* Keyed by the address: a page kept from an earlier visit (Cache Components keeps it mounted) opens the tab asked for. */}
        <Tabs key={initialTab} defaultValue={initialTab} className="mt-8 gap-6">
          <TabsList className="flex-wrap">
            <TabsTrigger value="room-types">Room Types</TabsTrigger>
            <TabsTrigger value="email">Email Setup</TabsTrigger>
            <TabsTrigger value="pricing">Pricing Rules</TabsTrigger>
            {LATER.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
            <TabsTrigger value="taxes">Taxes &amp; Fees</TabsTrigger>
            <TabsTrigger value="cancellation">Cancellation Policies</TabsTrigger>
            <TabsTrigger value="general">General</TabsTrigger>
          </TabsList>
          <TabsContent value="room-types">
            <RoomTypesPanel roomTypes={roomTypes} q={list.q} searchHotels={searchHotelNamesAction} />
          </TabsContent>
          <TabsContent value="email">
            <EmailSetup {...emailConfig} templates={templates} />
          </TabsContent>
          <TabsContent value="pricing">
            <SeasonsPanel
              kind={seasonKind}
              property={seasonProperty}
              seasons={seasons}
              searchHotels={searchHotelNamesAction}
              searchGuestHouses={searchGuestHouseNamesAction}
            />
          </TabsContent>
          {LATER.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <p className="text-muted-foreground">{t.text}</p>
            </TabsContent>
          ))}
          <TabsContent value="taxes">
            <TaxRulesPanel rules={taxRules} />
          </TabsContent>
          <TabsContent value="cancellation">
            {/* Keyed by what is stored: a save (router.refresh) shows the stored values. */}
            <CancellationPoliciesPanel key={JSON.stringify(policyDefaults)} defaults={policyDefaults} />
          </TabsContent>
          <TabsContent value="general">
            <PaymentInstructionsForm initial={paymentInstructions} save={savePaymentInstructionsAction} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { ShieldAlert } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatUsd } from "@/lib/format";
import { getPageUser } from "@/lib/server/auth/current-user";
import { listRoomTypes } from "@/lib/server/room-types/list-room-types";
import { getEmailConfig } from "@/lib/server/email/email-config";
import { EmailSetup } from "@/components/settings/email-setup";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

const LATER = [
  { value: "pricing", label: "Pricing Rules", text: "Pricing rules are coming soon." },
  { value: "amenities", label: "Amenities", text: "Amenity management is coming soon." },
  { value: "general", label: "General", text: "General settings are coming soon." },
];

/**
 * Admin settings (admin spec §2.2). proxy.ts already sends everyone but administrators home;
 * this page checks again and shows 'Admin Access Required' to anyone else who reaches it.
 */
const TABS = ["room-types", "email", "pricing", "amenities", "general"];

export default async function SettingsPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const { tab } = await searchParams;
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

  const [roomTypes, emailConfig] = await Promise.all([listRoomTypes(), getEmailConfig()]);
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <Tabs defaultValue={initialTab} className="mt-8 gap-6">
        <TabsList className="flex-wrap">
          <TabsTrigger value="room-types">Room Types</TabsTrigger>
          <TabsTrigger value="email">Email Setup</TabsTrigger>
          {LATER.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="room-types">
          {roomTypes.length ? (
            <div className="overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
              <table className="w-full min-w-[48rem] text-left text-sm" data-testid="room-types-table">
                <caption className="sr-only">Room types</caption>
                <thead className="border-b border-border/70 text-muted-foreground">
                  <tr>
                    {["Hotel", "Room Type", "Description", "Base Price", "Max Occupancy", "Amenities", "Status"].map((h) => (
                      <th key={h} scope="col" className="px-4 py-3 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {roomTypes.map((r) => (
                    <tr key={r.id} className="border-b border-border/50 last:border-0">
                      <td className="px-4 py-3">{r.hotelName}</td>
                      <td className="px-4 py-3 font-medium">{r.name}</td>
                      <td className="max-w-xs px-4 py-3 text-muted-foreground">{r.description}</td>
                      <td className="tabular px-4 py-3">{formatUsd(r.basePrice)}/night</td>
                      <td className="tabular px-4 py-3">{r.maxOccupancy}</td>
                      <td className="px-4 py-3">
                        {r.amenities.slice(0, 2).join(", ")}
                        {r.amenities.length > 2 ? ` +${r.amenities.length - 2}` : ""}
                      </td>
                      <td className="px-4 py-3">
                        <Badge variant={r.isActive ? "secondary" : "outline"}>{r.isActive ? "Active" : "Inactive"}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-muted-foreground">No room types found. Create your first room type to get started.</p>
          )}
        </TabsContent>
        <TabsContent value="email">
          <EmailSetup {...emailConfig} />
        </TabsContent>
        {LATER.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <p className="text-muted-foreground">{t.text}</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

import type { Metadata } from "next";
import { Siren } from "@/components/icons";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "Safety Information",
  description:
    "How Lagoon Stays checks properties, and practical safety advice for sea transfers, snorkelling, sun and local customs, with emergency numbers for the Maldives, Bali, Phuket and Santorini.",
  alternates: { canonical: "/safety" },
};

const EMERGENCY_NUMBERS = [
  { place: "Maldives", numbers: "Police 119 · Ambulance 102 · Fire and rescue 118 · Coast Guard 191" },
  { place: "Bali (Indonesia)", numbers: "Emergency 112 · Police 110 · Ambulance 118" },
  { place: "Phuket (Thailand)", numbers: "Tourist Police 1155 · Police 191 · Medical emergency 1669" },
  { place: "Santorini (Greece)", numbers: "Emergency 112 · Ambulance 166 · Police 100" },
];

const SECTIONS: ProseSection[] = [
  {
    id: "properties",
    title: "How we check properties",
    content: (
      <>
        <p>Before a property appears on Lagoon Stays, our partnerships team makes sure that:</p>
        <ul>
          <li>it holds a current tourism licence from the local authority;</li>
          <li>rooms, bathrooms and kitchens meet our standard, checked in person in the Maldives;</li>
          <li>there are smoke detectors, a first-aid kit and a clear evacuation plan;</li>
          <li>boat transfers are run by licensed operators with life jackets for every passenger.</li>
        </ul>
        <p>When a guest reports a safety concern, we look into it the same day and pause bookings if needed.</p>
      </>
    ),
  },
  {
    id: "transfers",
    title: "Sea transfers and weather",
    content: (
      <ul>
        <li>Wear the life jacket on speedboats, especially with children and in open channels.</li>
        <li>
          From May to October the southwest monsoon brings rougher seas. Transfers may be delayed or cancelled for
          safety: that is the right call, and we help you rebook.
        </li>
        <li>Seaplanes fly in daylight only. Plan international flights so you land in Malé by mid-afternoon.</li>
        <li>Keep medicine, documents and a change of clothes in your hand luggage on boats.</li>
      </ul>
    ),
  },
  {
    id: "in-the-water",
    title: "In the water",
    content: (
      <ul>
        <li>Snorkel with a buddy, and tell someone at your property when you go out and when you expect to be back.</li>
        <li>
          Currents are strongest in the channels between islands (kandu) and near the reef edge. Ask your host where it
          is safe to swim that day.
        </li>
        <li>Never touch coral, turtles or rays, and keep at least three metres from whale sharks.</li>
        <li>Book diving only with certified centres, and leave 24 hours between your last dive and a flight.</li>
      </ul>
    ),
  },
  {
    id: "health",
    title: "Sun and health",
    content: (
      <ul>
        <li>Near the equator the sun burns in minutes: use a reef-safe sunscreen and a rash guard for snorkelling.</li>
        <li>
          Drink plenty of water. Tap water on local islands is usually desalinated; ask your host, or use bottled water.
        </li>
        <li>Use mosquito repellent at dawn and dusk, in the Maldives as well as in Bali and Phuket.</li>
        <li>Travel insurance that covers medical evacuation is strongly recommended, and essential if you dive.</li>
      </ul>
    ),
  },
  {
    id: "customs",
    title: "Local customs",
    content: (
      <p>
        The Maldives is a Muslim country. On inhabited islands, dress modestly away from the bikini beach, and be
        especially considerate during Ramadan. In Bali, cover shoulders and knees at temples; in Phuket and Santorini,
        beachwear belongs on the beach.
      </p>
    ),
  },
  {
    id: "emergencies",
    title: "In an emergency",
    content: (
      <>
        <div className="mt-0! flex gap-4 rounded-xl border border-coral/40 bg-coral-soft p-5 text-foreground">
          <Siren className="mt-0.5 size-6 shrink-0 text-coral" aria-hidden="true" />
          <p className="mt-0!">
            <strong>Our 24/7 emergency line:</strong>{" "}
            <a href={COMPANY.emergencyPhone.href} className="tabular">
              {COMPANY.emergencyPhone.display}
            </a>
            . Call us after local emergency services if you need help with your stay, a transfer or getting home.
          </p>
        </div>
        <p>Local emergency numbers:</p>
        <ul>
          {EMERGENCY_NUMBERS.map((e) => (
            <li key={e.place}>
              <strong>{e.place}:</strong> <span className="tabular">{e.numbers}</span>
            </li>
          ))}
        </ul>
        <p>
          Your property&apos;s front desk or host can also call a doctor or the nearest island health centre. In the
          atolls, serious cases are transferred to Malé by speedboat or seaplane.
        </p>
      </>
    ),
  },
];

export default function SafetyPage() {
  return (
    <ProsePage
      eyebrow="Support"
      title="Safety Information"
      intro="How we check the places we list, and practical advice for enjoying the islands safely, from boat transfers to the reef."
      sections={SECTIONS}
    />
  );
}

/**
 * Lagoon Stays' public contact details, shown on the contact page, the help centre and the
 * footer pages (one place, so every page says the same).
 */
export const COMPANY = {
  name: "Lagoon Stays",
  legalName: "Lagoon Stays Pvt Ltd",
  founded: 2020,
  office: {
    lines: ["4th Floor, Coral Tower", "Boduthakurufaanu Magu", "Malé 20026, Republic of Maldives"],
  },
  phone: { display: "+960 330 4400", href: "tel:+9603304400" },
  emergencyPhone: { display: "+960 790 4400", href: "tel:+9607904400" },
  emails: {
    support: "support@lagoonstays.example",
    bookings: "bookings@lagoonstays.example",
    privacy: "privacy@lagoonstays.example",
    careers: "careers@lagoonstays.example",
    press: "press@lagoonstays.example",
  },
  /** Spec §2: the support team's hours, exactly. */
  hours: ["Mon-Fri 9AM-8PM EST", "Sat 10AM-6PM EST", "Sunday closed"],
} as const;

import type { Metadata } from "next";
import { Clock, Globe2, HeartPulse, MapPin, Palmtree, Plane } from "@/components/icons";

import { ProsePage } from "@/components/content/prose-page";
import { Button } from "@/components/ui/button";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "Careers",
  description:
    "Work at Lagoon Stays: open roles in guest experience, partnerships and engineering, in Malé and remote. What we offer and how we hire.",
  alternates: { canonical: "/careers" },
};

const PERKS = [
  {
    Icon: Palmtree,
    title: "Two island weeks a year",
    text: "A free stay with one of our partners, on top of 30 days of paid leave.",
  },
  {
    Icon: Globe2,
    title: "Remote-friendly",
    text: "Product and engineering work from anywhere within four hours of Malé time.",
  },
  {
    Icon: HeartPulse,
    title: "Health cover",
    text: "Private health insurance for you and your family, wherever you live.",
  },
];

const ROLES = [
  {
    id: "guest-experience-specialist",
    title: "Guest Experience Specialist",
    team: "Guest team",
    location: "Malé, Maldives",
    type: "Full-time",
    text: "Be the voice guests hear when they call: plan trips, juggle ferry and seaplane schedules, and solve problems before they become complaints. Fluent English required; Dhivehi, Russian, Italian or Chinese a big plus.",
  },
  {
    id: "partnerships-manager-atolls",
    title: "Partnerships Manager, Atolls",
    team: "Partnerships",
    location: "Malé, with travel across the atolls",
    type: "Full-time",
    text: "Find and onboard the best guest houses and day-visit resorts, visit them in person, and help family-run properties present themselves at their best.",
  },
  {
    id: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    team: "Product",
    location: "Remote (UTC+1 to UTC+9)",
    type: "Full-time",
    text: "Work on the booking site and the tools behind it: TypeScript, Next.js and PostgreSQL. You care about fast pages, accessible forms and prices that are always right.",
  },
  {
    id: "travel-content-writer",
    title: "Travel Content Writer",
    team: "Marketing",
    location: "Bali or remote",
    type: "Part-time, 20 hours a week",
    text: "Write the destination guides and property descriptions that help travellers choose. You have lived in or travelled widely across at least one of our destinations.",
  },
];

const STEPS = [
  "Send your CV and a few lines about why this role, to the address below.",
  "A 30-minute video call with the hiring manager.",
  "A short, paid task close to the real work, or a conversation about work you have done.",
  "Meet two future teammates, then an offer within a week.",
];

export default function CareersPage() {
  return (
    <ProsePage
      eyebrow="Company"
      title="Careers"
      intro="We are a small team in Malé and around the world, helping travellers find their island. Come and build it with us."
    >
      <section aria-labelledby="perks-title">
        <h2 id="perks-title" className="text-2xl font-semibold tracking-tight">
          Why work with us
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {PERKS.map(({ Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border border-border/70 bg-card p-6 shadow-soft">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="roles-title" className="mt-14">
        <h2 id="roles-title" className="text-2xl font-semibold tracking-tight">
          Open positions
        </h2>
        <ul className="mt-5 flex flex-col gap-4">
          {ROLES.map((role) => (
            <li key={role.id} id={role.id} className="scroll-mt-24">
              <article className="flex flex-col gap-4 rounded-xl border border-border/70 bg-card p-6 shadow-soft md:flex-row md:items-start md:justify-between">
                <div className="max-w-2xl">
                  <p className="text-sm font-semibold text-primary">{role.team}</p>
                  <h3 className="mt-1 text-lg font-semibold">{role.title}</h3>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin className="size-4 text-primary" aria-hidden="true" />
                      {role.location}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock className="size-4 text-primary" aria-hidden="true" />
                      {role.type}
                    </span>
                  </p>
                  <p className="mt-3 text-muted-foreground">{role.text}</p>
                </div>
                <Button asChild variant="outline" className="shrink-0">
                  <a
                    href={`mailto:${COMPANY.emails.careers}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                  >
                    <Plane aria-hidden="true" />
                    Apply<span className="sr-only"> for {role.title}</span>
                  </a>
                </Button>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="process-title" className="mt-14 grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="process-title" className="text-2xl font-semibold tracking-tight">
            How we hire
          </h2>
          <ol className="mt-5 flex flex-col gap-4">
            {STEPS.map((step, i) => (
              <li key={step} className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {i + 1}
                </span>
                <span className="pt-1 text-muted-foreground">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-xl bg-sand p-6 text-sand-foreground sm:p-8">
          <h3 className="text-lg font-semibold">Don&apos;t see your role?</h3>
          <p className="mt-2">
            We read every open application. Tell us what you would like to work on at{" "}
            <a
              href={`mailto:${COMPANY.emails.careers}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {COMPANY.emails.careers}
            </a>
            . We welcome applicants of every background, and we will adapt any step of the process if you need us to.
          </p>
        </div>
      </section>
    </ProsePage>
  );
}

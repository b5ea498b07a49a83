import type { Metadata } from "next";
import { Clock, Mail, MapPin, Phone, Siren } from "@/components/icons";

import { PageBanner } from "@/components/content/page-banner";
import { ContactForm } from "@/components/contact/contact-form";
import { COMPANY } from "@/lib/company";
import { CONTACT_SUBJECTS } from "@/lib/validation/contact";

export const metadata: Metadata = {
  title: "Contact Us",
  description:
    "Questions about a booking, a destination or a partnership? Send the Lagoon Stays team a message, call our office in Malé, or use the 24/7 emergency line while you travel.",
  alternates: { canonical: "/contact" },
};

export default function ContactPage() {
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Get in touch"
        subtitle="Planning a trip, changing a booking or just deciding between two islands? Our team in Malé is here to help."
        image="/images/hotels/ari-sandbank-retreat-2.webp"
        imageAlt="Palm trees and a hammock on a quiet beach, a small island on the horizon"
      />

      <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-12 lg:py-20">
        <section
          aria-labelledby="message-title"
          className="self-start rounded-2xl border border-border/70 bg-card p-6 shadow-soft sm:p-8"
        >
          <h2 id="message-title" className="text-2xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-muted-foreground">Fill in the form and we&apos;ll get back to you by e-mail.</p>
          <ContactForm subjects={CONTACT_SUBJECTS} />
        </section>

        <aside aria-labelledby="details-title" className="flex flex-col gap-5">
          <h2 id="details-title" className="sr-only">
            Contact details
          </h2>
          <DetailCard Icon={MapPin} title="Our office">
            <address className="not-italic">
              {COMPANY.legalName}
              {COMPANY.office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </DetailCard>

          <DetailCard Icon={Phone} title="Call us">
            <a
              href={COMPANY.phone.href}
              className="tabular inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline md:min-h-0"
            >
              {COMPANY.phone.display}
            </a>
          </DetailCard>

          <DetailCard Icon={Mail} title="E-mail support">
            <dl className="flex flex-col gap-2">
              <div>
                <dt className="text-sm text-muted-foreground">General questions</dt>
                <dd>
                  <a
                    href={`mailto:${COMPANY.emails.support}`}
                    className="inline-flex min-h-11 items-center text-sm font-semibold break-all text-primary underline-offset-4 hover:underline sm:text-base md:min-h-0"
                  >
                    {COMPANY.emails.support}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Help with a booking</dt>
                <dd>
                  <a
                    href={`mailto:${COMPANY.emails.bookings}`}
                    className="inline-flex min-h-11 items-center text-sm font-semibold break-all text-primary underline-offset-4 hover:underline sm:text-base md:min-h-0"
                  >
                    {COMPANY.emails.bookings}
                  </a>
                </dd>
              </div>
            </dl>
          </DetailCard>

          <DetailCard Icon={Clock} title="Opening hours">
            <ul className="tabular flex flex-col gap-1" data-testid="contact-hours">
              {COMPANY.hours.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </DetailCard>

          <div className="flex gap-4 rounded-2xl border border-coral/40 bg-coral-soft p-5 sm:p-6">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-coral text-coral-foreground"
            >
              <Siren className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">24/7 emergency line</h3>
              <p className="mt-1 text-sm text-foreground/80">
                Travelling now and need urgent help with your stay or transfer? Call us any time, day or night.
              </p>
              <a
                href={COMPANY.emergencyPhone.href}
                className="tabular mt-2 inline-flex min-h-11 items-center text-lg font-bold text-foreground underline-offset-4 hover:underline md:min-h-0"
              >
                {COMPANY.emergencyPhone.display}
              </a>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

function DetailCard({
  Icon,
  title,
  children,
}: {
  Icon: React.ComponentType<{ className?: string }>;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-soft sm:p-6">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { COMPANY } from "@/lib/company";
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, SESSION_HINT_COOKIE } from "@/lib/auth/stored-session";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, SESSION_MAX_AGE_SECONDS, lifetimeInDays } from "@/lib/auth/lifetimes";

export const metadata: Metadata = {
  title: "Cookie Policy",
  description:
    "Lagoon Stays uses only the cookies and browser storage the site needs to work, like keeping you signed in. No advertising or tracking cookies. Here is each one and why.",
  alternates: { canonical: "/cookies" },
};

const COOKIES = [
  {
    name: "next-auth.session-token",
    type: "Cookie",
    purpose: "Keeps you signed in (encrypted, HTTP-only).",
    lasts: `${lifetimeInDays(SESSION_MAX_AGE_SECONDS)}, or until you sign out`,
  },
  {
    name: SESSION_HINT_COOKIE,
    type: "Cookie",
    purpose:
      'Tells the pages that you may be signed in, so they only ask the server who you are when you are (holds just "1", nothing about you).',
    lasts: `${lifetimeInDays(SESSION_MAX_AGE_SECONDS)}, or until you sign out`,
  },
  {
    name: "lagoon.device",
    type: "Cookie",
    purpose:
      "Remembers that this browser signed in to your account before, so other people's wrong passwords cannot lock you out (signed, HTTP-only).",
    lasts: lifetimeInDays(DEVICE_COOKIE_MAX_AGE_SECONDS),
  },
  {
    name: "next-auth.csrf-token",
    type: "Cookie",
    purpose: "Protects the sign-in form against forged requests.",
    lasts: "Until you close the browser",
  },
  {
    name: "next-auth.callback-url",
    type: "Cookie",
    purpose: "Returns you to the page you were on after signing in.",
    lasts: "Until you close the browser",
  },
  {
    name: `${AUTH_TOKEN_KEY}, ${AUTH_USER_KEY}`,
    type: "Local storage",
    purpose: "Shows your name in the header at once; a copy only (no password or token), cleared when you sign out.",
    lasts: "Until you sign out",
  },
  {
    name: "guestBookings, guestEmail",
    type: "Session storage",
    purpose: "Shows the bookings you looked up by e-mail on Track Bookings.",
    lasts: "Until you close the tab",
  },
];

const SECTIONS: ProseSection[] = [
  {
    id: "summary",
    title: "In short",
    content: (
      <p>
        We only use cookies and browser storage that the site needs to work: to keep you signed in, to protect forms,
        and to show the bookings you looked up. We do not use advertising cookies, analytics trackers or social media
        pixels, and nothing here follows you to other websites.
      </p>
    ),
  },
  {
    id: "what-we-use",
    title: "What we use",
    content: (
      <ul className="mt-0! list-none! space-y-0! pl-0!">
        {COOKIES.map((c) => (
          <li key={c.name} className="mt-3! rounded-xl border border-border/70 bg-card p-4! first:mt-0!">
            <p className="flex flex-wrap items-center gap-2">
              <code className="rounded bg-muted px-1.5 py-0.5 text-sm font-semibold break-all text-foreground">
                {c.name}
              </code>
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                {c.type}
              </span>
            </p>
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[6rem_1fr]">
              <dt className="font-semibold text-foreground">Why</dt>
              <dd>{c.purpose}</dd>
              <dt className="font-semibold text-foreground">How long</dt>
              <dd>{c.lasts}</dd>
            </dl>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: "consent",
    title: "Why there is no cookie banner",
    content: (
      <p>
        Cookies that are strictly necessary for a service you ask for, such as signing in, do not need consent. Since we
        use no other kind, we do not interrupt you with a banner. If we ever add optional cookies, we will ask first and
        list them here.
      </p>
    ),
  },
  {
    id: "control",
    title: "Controlling cookies",
    content: (
      <>
        <p>
          You can delete or block cookies in your browser settings. The site still lets you browse, search and book
          without them, but you will not be able to stay signed in.
        </p>
        <p>
          Signing out removes the session cookie. Closing the tab clears the bookings you looked up on Track Bookings.
        </p>
      </>
    ),
  },
  {
    id: "questions",
    title: "Questions",
    content: (
      <p>
        Write to <a href={`mailto:${COMPANY.emails.privacy}`}>{COMPANY.emails.privacy}</a>. How we handle personal data
        in general is in our <Link href="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Cookie Policy"
      intro="The few cookies we use, what each one does, and how to control them."
      updated="2026-11-01"
      sections={SECTIONS}
    />
  );
}

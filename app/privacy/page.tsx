import type { Metadata } from "next";
import Link from "@/components/ui/link";

import { ProsePage, type ProseSection } from "@/components/content/prose-page";
import { COMPANY } from "@/lib/company";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description:
    "What personal data Lagoon Stays collects when you book, sign up, subscribe or contact us, why we need it, who we share it with, how long we keep it and your rights.",
  alternates: { canonical: "/privacy" },
};

const SECTIONS: ProseSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          {COMPANY.legalName} (&ldquo;Lagoon Stays&rdquo;, &ldquo;we&rdquo;) runs this website and is responsible for
          the personal data described here. Our office is at {COMPANY.office.lines.join(", ")}.
        </p>
        <p>
          For anything about your data, write to{" "}
          <a href={`mailto:${COMPANY.emails.privacy}`}>{COMPANY.emails.privacy}</a>.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    content: (
      <>
        <p>We only ask for what we need to arrange your stay and answer you:</p>
        <ul>
          <li>
            <strong>Bookings:</strong> your name, e-mail address, phone number, travel dates, number of guests, room
            type, meal plan and any special requests you write.
          </li>
          <li>
            <strong>Accounts:</strong> your name, e-mail address and password. We never store the password itself, only
            a one-way hash of it.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form (name, e-mail, optional phone, subject and
            message).
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address, if you subscribe.
          </li>
          <li>
            <strong>Technical data:</strong> the IP address and browser details of each request, kept in server logs to
            keep the site secure and to limit repeated sign-in attempts.
          </li>
        </ul>
        <p>We do not collect card numbers on this site, and we never ask for passport scans by e-mail.</p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    content: (
      <ul>
        <li>To make, confirm, change and cancel your bookings, and to send you e-mails about them.</li>
        <li>To answer your messages and help you plan a trip.</li>
        <li>To send the newsletter, only if you subscribed. Every issue has an unsubscribe link.</li>
        <li>To protect the site and our guests from fraud and abuse.</li>
        <li>To keep the records that accounting and tax law require.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    content: (
      <>
        <p>We never sell your data or use it for advertising profiles. We share it only with:</p>
        <ul>
          <li>the hotel, guest house or resort you book, which needs your name, dates and requests to host you;</li>
          <li>
            the providers that host this site and deliver our e-mails, under contracts that keep your data confidential;
          </li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>
          If you book a stay in Bali, Phuket or Santorini, the property there receives the booking details it needs,
          under the data protection law of its country.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    content: (
      <table>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Kept for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Bookings</td>
            <td>As long as accounting and tax law requires, up to seven years after your stay</td>
          </tr>
          <tr>
            <td>Accounts</td>
            <td>Until you ask us to delete yours</td>
          </tr>
          <tr>
            <td>Contact messages</td>
            <td>Two years after our last reply</td>
          </tr>
          <tr>
            <td>Newsletter address</td>
            <td>Until you unsubscribe</td>
          </tr>
          <tr>
            <td>Server logs</td>
            <td>30 days</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    content: (
      <p>
        The site is served over HTTPS only. Passwords are hashed with Argon2id, the credentials of our mail server are
        encrypted at rest, and only staff who handle bookings can see booking details. Looking up bookings by e-mail
        shows dates and totals only, never phone numbers or special requests.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>show you the data we hold about you;</li>
          <li>correct anything that is wrong;</li>
          <li>delete your data, unless the law requires us to keep it (for example a booking invoice);</li>
          <li>stop using your data for the newsletter.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${COMPANY.emails.privacy}`}>{COMPANY.emails.privacy}</a> from the address you used
          with us. We answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <p>
        We use only the cookies and browser storage the site needs to work, such as keeping you signed in. There are no
        advertising or tracking cookies. Details are in our <Link href="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        Bookings are made by adults. Children travelling with you are counted as guests, but we do not ask for their
        names or any other details about them.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use data we
        already hold, we tell account holders by e-mail before it applies.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="What we collect when you book, sign up, subscribe or write to us, why, and what you can ask us to do with it."
      updated="2026-11-01"
      sections={SECTIONS}
    />
  );
}

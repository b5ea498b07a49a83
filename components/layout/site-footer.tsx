import { cacheLife } from "next/cache";
import Link from "@/components/ui/link";
import { Mail, MapPin, Smartphone } from "@/components/icons";

import { Logo, PRODUCT_NAME } from "@/components/layout/logo";
import { COMPANY } from "@/lib/company";
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from "@/components/layout/social-icons";

const COLUMNS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: "Company",
    links: [
      { href: "/about", label: "About Us" },
      { href: "/careers", label: "Careers" },
      { href: "/blog", label: "Blog" },
      { href: "/press", label: "Press" },
    ],
  },
  {
    title: "Book",
    links: [
      { href: "/offers", label: "Special Offers" },
      { href: "/gift-cards", label: "Gift Cards" },
      { href: "/contact", label: "Contact Us" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/help", label: "Help Center" },
      { href: "/cancellation", label: "Cancellation Options" },
      { href: "/safety", label: "Safety Information" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
      { href: "/cookies", label: "Cookie Policy" },
    ],
  },
];

// Spec: social icons have no targets, so they are labelled images, not links.
const SOCIALS = [
  { label: "Facebook", Icon: FacebookIcon },
  { label: "Instagram", Icon: InstagramIcon },
  { label: "X (Twitter)", Icon: XIcon },
  { label: "YouTube", Icon: YoutubeIcon },
];

/**
 * The copyright year. Cached (an hour, then read again in the background) so that a prerendered
 * page can carry it; the pages under it are refreshed with it.
 */
async function CopyrightYear() {
  "use cache";
  cacheLife("hours");
  return <>{new Date().getFullYear()}</>;
}

export function SiteFooter() {
  return (
    <footer className="render-when-near mt-auto border-t border-border/70 bg-sand text-sand-foreground">
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)] lg:gap-16">
        <div className="flex max-w-sm flex-col gap-4">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">
            Overwater villas, island guest houses and resort day visits across the Maldives, with hand-picked stays in
            Bali, Phuket and Santorini. Book with or without an account.
          </p>
          <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              Malé, Republic of Maldives
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {COMPANY.emails.support}
            </li>
          </ul>
          <ul className="flex items-center gap-2" aria-label="Social media">
            {SOCIALS.map(({ label, Icon }) => (
              <li key={label}>
                <span
                  role="img"
                  aria-label={label}
                  title={label}
                  className="flex size-10 items-center justify-center rounded-full border border-border bg-card text-muted-foreground"
                >
                  <Icon className="size-[18px]" />
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
              <ul className="mt-2 flex flex-col">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="border-t border-border/70">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p className="tabular">
            © <CopyrightYear /> {PRODUCT_NAME}. All rights reserved.
          </p>
          <p className="inline-flex items-center gap-2">
            <Smartphone className="size-4 text-primary" aria-hidden="true" />
            <span>
              <span className="font-medium text-foreground">Mobile app coming soon</span> for iOS and Android.
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}

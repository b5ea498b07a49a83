import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";

import "./globals.css";
import { SiteHeader } from "@/components/layout/site-header";
import { AuthProvider } from "@/components/auth/auth-provider";
import { SiteFooter } from "@/components/layout/site-footer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { RenderWhenIdle } from "@/components/layout/render-when-idle";
import { PageTransition } from "@/components/layout/page-transition";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { EarlyClickReplay } from "@/components/layout/early-click-replay";
import { NoScriptStream } from "@/components/catalogue/no-script-stream";
import { config } from "@/lib/server/config/env";

// Geist Sans (variable weight), cut to the characters the site writes: scripts/fonts/subset.mjs.
const GeistSans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  // The file's weight axis (scripts/fonts/subset.mjs): normal to bold, the weights the CSS uses.
  weight: "400 700",
  display: "swap",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

const TITLE = "Experience Something New Every Moment";
const DESCRIPTION =
  "Book overwater villas, island guest houses and resort day visits in the Maldives, plus hand-picked stays in Bali, Phuket and Santorini.";

// A palm on a lagoon-teal tile; inline so no file under public/ is needed.
const ICON_SVG =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#006871"/>' +
      '<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" transform="translate(4 4)">' +
      '<path d="M13 8c0-2.76-2.46-5-5.5-5S2 5.24 2 8h2l1-1 1 1h4"/><path d="M13 7.14A5.82 5.82 0 0 1 16.5 6c3.04 0 5.5 2.24 5.5 5h-3l-1-1-1 1h-3"/>' +
      '<path d="M5.89 9.71c-2.15 2.15-2.3 5.47-.35 7.43l4.24-4.25.7-.7.71-.71 2.12-2.12c-1.95-1.96-5.27-1.8-7.42.35"/><path d="M11 15.5c.5 2.5-.17 4.5-1 6.5h4c2-5.5-.5-12-1-14"/></g></svg>',
  );

export const metadata: Metadata = {
  metadataBase: new URL(config().siteUrl),
  title: {
    default: TITLE,
    template: "%s · Lagoon Stays",
  },
  description: DESCRIPTION,
  applicationName: "Lagoon Stays",
  openGraph: {
    type: "website",
    siteName: "Lagoon Stays",
    title: TITLE,
    description: DESCRIPTION,
    locale: "en_US",
    url: "/",
    images: [{ url: "/images/hero/lagoon-resort.webp", alt: "A tropical resort on a turquoise lagoon" }],
  },
  twitter: {
    card: "summary_large_image",
    title: TITLE,
    description: DESCRIPTION,
  },
  icons: {
    icon: [{ url: ICON_SVG, type: "image/svg+xml" }],
  },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#006871" },
    { media: "(prefers-color-scheme: dark)", color: "#061116" },
  ],
};

// The root layout reads nothing of the request: a public page under it is prerendered and served
// from Next's cache with the public pages' fixed policy (lib/security/csp.mjs); the strict pages
// block on the request one level down (app/(strict)/layout.tsx), for their nonce.
export const instant = false;

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={GeistSans.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <EarlyClickReplay />
        {/* Without JavaScript, a page that streams behind its loading.tsx shows its content, not the skeletons. */}
        <NoScriptStream />
        <a
          href="#main"
          className="fixed top-3 left-3 z-[60] -translate-y-[calc(100%+1rem)] rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-none transition-transform focus-visible:shadow-lift outline-none focus-visible:translate-y-0 focus-visible:ring-4 focus-visible:ring-ring/40"
        >
          Skip to content
        </a>
        <AuthProvider>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <PageTransition>{children}</PageTransition>
          </main>
        </AuthProvider>
        <SiteFooter />
        <ScrollToTop />
        <RenderWhenIdle />
        <LazyToaster />
      </body>
    </html>
  );
}

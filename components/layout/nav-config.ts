/** The header's links (spec §2 "Header and footer"). Shared by the desktop bar and the mobile panel. */

export interface NavLink {
  href: string;
  label: string;
  /** Other path prefixes that count as this section (e.g. /guest-house/{id} for Guest Houses). */
  alsoActiveFor?: string[];
}

export const MAIN_NAV: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/hotels", label: "Hotels" },
  { href: "/guest-houses", label: "Guest Houses", alsoActiveFor: ["/guest-house/", "/book-guest-house"] },
  { href: "/offers", label: "Offers" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];

export const ADMIN_NAV: NavLink[] = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/bookings", label: "Bookings" },
];

/**
 * Every admin screen, in the signed-in admin's menu (desktop and mobile): the header bar shows the
 * first two, and /bookings-old and /settings are reachable from here and from the dashboard's
 * quick actions instead of only by typing their address.
 */
export const ADMIN_MENU: (NavLink & { icon: "dashboard" | "bookings" | "management" | "settings" })[] = [
  { href: "/dashboard", label: "Dashboard", icon: "dashboard" },
  { href: "/bookings", label: "Bookings", icon: "bookings" },
  { href: "/bookings-old", label: "Booking management", icon: "management" },
  { href: "/settings", label: "Settings", icon: "settings" },
];

/** Links the header's Sign In / Sign Up / Track buttons point at; the Customer Portal dialog reads them. */
export const PORTAL_LINKS = {
  signIn: "/?login=true",
  signUp: "/?signup=true",
  track: "/?track=true",
} as const;

function matches(pathname: string, prefix: string): boolean {
  if (prefix.endsWith("/")) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isActive(link: NavLink, pathname: string): boolean {
  if (link.href === "/") return pathname === "/";
  return matches(pathname, link.href) || (link.alsoActiveFor ?? []).some((p) => matches(pathname, p));
}

export interface HeaderUser {
  name: string;
  role: "admin" | "customer";
}

export function roleLabel(role: HeaderUser["role"]): string {
  return role === "admin" ? "Administrator" : "Customer";
}

import { CalendarRange, ClipboardList, LayoutDashboard, Settings, type LucideIcon } from "lucide-react";

import type { ADMIN_MENU } from "@/components/layout/nav-config";

const ICONS: Record<(typeof ADMIN_MENU)[number]["icon"], LucideIcon> = {
  dashboard: LayoutDashboard,
  bookings: CalendarRange,
  management: ClipboardList,
  settings: Settings,
};

/** The icon of an admin screen in the user menus (desktop and mobile). */
export function AdminMenuIcon({ icon }: { icon: (typeof ADMIN_MENU)[number]["icon"] }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" />;
}

"use client";

import Link from "@/components/ui/link";
import { CalendarCheck, ChevronDown, KeyRound, LayoutDashboard, LogOut } from "lucide-react";
import { AdminMenuIcon } from "@/components/layout/admin-menu-icon";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Avatar, AvatarFallback, initialsOf } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ADMIN_MENU, roleLabel, type HeaderUser } from "@/components/layout/nav-config";

/** The signed-in user's menu in the header (desktop). */
export function UserMenu({
  user,
  signOutAction,
  className,
}: {
  user: HeaderUser;
  signOutAction?: () => void;
  className?: string;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={cn("h-11 gap-2 rounded-full pr-2 pl-1 md:h-10", className)}>
          <Avatar className="size-8">
            <AvatarFallback className="text-xs">{initialsOf(user.name)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-[10rem] truncate text-sm font-medium xl:inline">{user.name}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">Open user menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{roleLabel(user.role)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.role === "customer" ? (
          <DropdownMenuItem asChild>
            <Link href="/my-dashboard">
              <LayoutDashboard aria-hidden="true" />
              My Dashboard
            </Link>
          </DropdownMenuItem>
        ) : (
          <>
            {ADMIN_MENU.map((link) => (
              <DropdownMenuItem key={link.href} asChild>
                <Link href={link.href}>
                  <AdminMenuIcon icon={link.icon} />
                  {link.label}
                </Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link href="/track-bookings">
            <CalendarCheck aria-hidden="true" />
            My Bookings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account">
            <KeyRound aria-hidden="true" />
            Password &amp; Sessions
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOutAction?.()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

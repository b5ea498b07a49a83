import { connection } from "next/server";
import type { Metadata } from "next";
import { KeyRound, LogOut } from "lucide-react";

import { ChangePasswordForm, SignOutEverywhere } from "@/components/auth/change-password-form";
import { AccessDenied } from "@/components/auth/access-denied";
import { getPageUser } from "@/lib/server/auth/current-user";
import { VerifyEmailNotice } from "@/components/auth/verify-email";
import { holdDurations } from "@/lib/server/availability/hold";
import { sessionLifetimeSentence } from "@/lib/auth/lifetimes";
import { isEmailVerified } from "@/lib/server/auth/verify-email";

export const metadata: Metadata = { title: "Password & Sessions", robots: { index: false } };

/** Any signed-in account (customer or admin): change the password, sign out of every session. */
export default async function AccountPage() {
  await connection();
  const user = await getPageUser();
  if (!user) return <AccessDenied reason="Please sign in to change your password." />;
  const holds = holdDurations();
  // An account whose address is not verified yet: what that changes, and a new link.
  const notice = (await isEmailVerified(user.id)) ? null : (
    <VerifyEmailNotice email={user.email} holdMinutes={holds.unconfirmedMinutes} holdHours={holds.fullHours} />
  );
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Password &amp; Sessions</h1>
      <p className="mt-2 text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{user.email}</span>
      </p>
      {notice}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="password-heading"
          className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
        >
          <h2 id="password-heading" className="flex items-center gap-2 text-lg font-semibold">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Change password
          </h2>
          <p className="mt-2 mb-5 text-sm text-muted-foreground">
            At least 6 characters. Every other browser and app signed in to this account is signed out; this one stays
            signed in.
          </p>
          <ChangePasswordForm />
        </section>
        <section
          aria-labelledby="sessions-heading"
          className="h-fit rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
        >
          <h2 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold">
            <LogOut className="size-5 text-primary" aria-hidden="true" />
            Sessions
          </h2>
          <p className="mt-2 mb-5 text-sm text-muted-foreground">
            Lost a device, or signed in somewhere you should not have? Sign out everywhere, this browser included.{" "}
            {sessionLifetimeSentence()}
          </p>
          <SignOutEverywhere />
        </section>
      </div>
    </div>
  );
}

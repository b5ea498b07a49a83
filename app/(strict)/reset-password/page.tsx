import { connection } from "next/server";
import type { Metadata } from "next";

import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { SignInPortalLink } from "@/components/auth/portal-link";
import { RESET_LINK_INVALID } from "@/lib/validation/auth";
import { isResetTokenUsable } from "@/lib/server/auth/account-security";

// The address carries the reset token: never indexed, and no Referer leaves with it
// (the site's Referrer-Policy already keeps paths to itself; this page says so on its own too).
export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The page an e-mailed reset link opens (lib/server/auth/account-security.ts). */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw.trim() : "";
  // A used or expired link says so at once, not after two passwords are typed (checked, not used up).
  const usable = token ? await isResetTokenUsable(token) : false;
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="reset-heading"
        className="w-full max-w-md rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
      >
        <h1 id="reset-heading" className="text-2xl font-bold tracking-tight">
          Choose a new password
        </h1>
        {usable ? (
          <>
            <p className="mt-2 mb-5 text-sm text-muted-foreground">
              At least 6 characters. Every device signed in to your account will be signed out.
            </p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <p role="alert" className="mt-4">
            {RESET_LINK_INVALID}{" "}
            <SignInPortalLink className="font-medium underline">Sign in or ask for a new link</SignInPortalLink>
          </p>
        )}
      </section>
    </div>
  );
}

import { ShieldAlert } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SignInPortalLink } from "@/components/auth/portal-link";

/** A signed-in page seen signed out: 'Access Denied', why, and a Sign In that opens the portal in place. */
export function AccessDenied({ reason }: { reason: string }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <span
        aria-hidden="true"
        className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary"
      >
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{reason}</p>
      <Button asChild size="lg" className="mt-6">
        <SignInPortalLink>Sign In</SignInPortalLink>
      </Button>
    </section>
  );
}

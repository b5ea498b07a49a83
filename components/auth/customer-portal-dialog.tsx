"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "@/lib/validation/zod";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/sonner";
import { forgotPasswordSchema, loginSchema, signUpFormSchema, trackEmailSchema } from "@/lib/validation/auth";
import {
  GUEST_BOOKINGS_KEY,
  GUEST_EMAIL_KEY,
  NETWORK_FAILED,
  TRACK_BOOKINGS_PATH,
  interpretLookupResult,
  lookupPath,
} from "@/lib/bookings/track-lookup";
import type { PortalTab } from "@/lib/auth/stored-session";
import { api } from "@/lib/api/client";
import { useAuth } from "@/components/auth/auth-provider";
import { FormField as Field } from "@/components/auth/form-field";

type LoginValues = z.input<typeof loginSchema>;
type SignUpValues = z.input<typeof signUpFormSchema>;
type TrackValues = z.input<typeof trackEmailSchema>;
type ForgotValues = z.input<typeof forgotPasswordSchema>;

function SubmitButton({ pending, children }: { pending: boolean; children: React.ReactNode }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

function SignInForm({
  email,
  onDone,
  onForgot,
}: {
  email: string;
  onDone: () => void;
  onForgot: (email: string) => void;
}) {
  const { login } = useAuth();
  const id = React.useId();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email, password: "" } });
  const submit = form.handleSubmit(async (values) => {
    const result = await login(values.email, values.password);
    if (result.ok) {
      toast.success("Welcome back!", { description: "You have been successfully logged in." });
      // The header now shows the user menu (loaded on demand): have it there before the dialog
      // closes, so focus can move to it.
      await import("@/components/layout/user-menu").catch(() => undefined);
      onDone();
    } else if (result.reason === "network") {
      toast.error("Error", { description: "Something went wrong. Please try again." });
    } else if (result.reason === "rate-limited") {
      toast.error("Login failed", { description: result.message ?? "Too many attempts. Please wait and try again." });
    } else {
      toast.error("Login failed", { description: "Please check your email and password." });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" idPrefix={id} />
      <Field
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        idPrefix={id}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Sign In</SubmitButton>
      <Button
        type="button"
        variant="link"
        className="min-h-11 self-center"
        onClick={() => onForgot(form.getValues("email"))}
      >
        Forgot password?
      </Button>
    </form>
  );
}

/**
 * 'Forgot password?': asks for a reset link. The reply is the same whether or not the e-mail has
 * an account, and is shown in the form (and announced) until the visitor goes back.
 */
function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const id = React.useId();
  const form = useForm<ForgotValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email } });
  const [sent, setSent] = React.useState<string | null>(null);
  // The 'Forgot password?' button that had focus is gone: the e-mail field takes it.
  React.useEffect(() => form.setFocus("email"), [form]);
  const submit = form.handleSubmit(async (values) => {
    const r = await api<{ message?: string } | null>("POST", "/api/auth/forgot-password", {
      body: { email: values.email },
      fallback: "Please try again.",
    });
    if (r.ok) setSent(r.data?.message ?? "Check your inbox for a link to choose a new password.");
    else if (r.status === 0) toast.error("Error", { description: "Something went wrong. Please try again." });
    else toast.error("Could not send the link", { description: r.error.message });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-sm text-muted-foreground">
        Enter the e-mail address of your account and we will e-mail you a link to choose a new password.
      </p>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" idPrefix={id} />
      <div role="status" className="text-sm font-medium text-foreground empty:hidden">
        {sent}
      </div>
      <SubmitButton pending={form.formState.isSubmitting}>Send Reset Link</SubmitButton>
      <Button type="button" variant="link" className="min-h-11 self-center" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const id = React.useId();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    const r = await api("POST", "/api/auth/register", {
      body: { name: values.name, email: values.email, password: values.password, role: "customer" },
      fallback: "Please try again.",
    });
    if (r.ok) {
      toast.success("Account created!", { description: "Your account has been created successfully. Please log in." });
      onRegistered(values.email.trim().toLowerCase());
      return;
    }
    for (const [field, messages] of Object.entries(r.error.details ?? {})) {
      if (messages[0] && field in values) form.setError(field as keyof SignUpValues, { message: messages[0] });
    }
    toast.error("Signup failed", { description: r.status === 0 ? "Please try again." : r.error.message });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
      <Field form={form} name="name" label="Full name" autoComplete="name" idPrefix={id} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" idPrefix={id} />
      <Field form={form} name="password" label="Password" type="password" autoComplete="new-password" idPrefix={id} />
      <Field
        form={form}
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        idPrefix={id}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}

function TrackForm() {
  const id = React.useId();
  const form = useForm<TrackValues>({ resolver: zodResolver(trackEmailSchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const outcome = interpretLookupResult(await api("GET", lookupPath(email)));
    if (outcome.kind === "found") {
      try {
        sessionStorage.setItem(GUEST_BOOKINGS_KEY, JSON.stringify(outcome.bookings));
        sessionStorage.setItem(GUEST_EMAIL_KEY, email);
        window.location.assign(TRACK_BOOKINGS_PATH);
      } catch {
        toast.error(NETWORK_FAILED.title, { description: NETWORK_FAILED.description });
      }
      return;
    }
    const { notice } = outcome;
    if (notice.tone === "info") toast(notice.title, { description: notice.description });
    else toast.error(notice.title, { description: notice.description });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Track booking">
      <p className="text-sm text-muted-foreground">Enter the e-mail address you booked with to see your bookings.</p>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" idPrefix={id} />
      <SubmitButton pending={form.formState.isSubmitting}>Track Bookings</SubmitButton>
    </form>
  );
}

function isShown(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element.getClientRects().length > 0;
}

/**
 * Where focus goes when the dialog closes. Radix returns it to a `DialogTrigger`, and this dialog
 * has none (the header's links open it), so: back to the button that opened it; when that is gone
 * (after a sign-in the header shows the user menu instead) or hidden in the closed mobile panel,
 * to the user menu's button, else the mobile menu button, else the main content.
 */
function focusAfterClose(opener: Element | null): HTMLElement | null {
  if (!(opener instanceof HTMLElement) || opener === document.body) return null;
  if (isShown(opener)) return opener;
  const candidates = [
    document.querySelector('header [aria-haspopup="menu"]'),
    document.querySelector("header button[aria-controls]"),
    document.getElementById("main"),
  ];
  return candidates.find(isShown) ?? null;
}

/**
 * The 'Customer Portal' dialog (spec §2 header, §4): Sign In, Sign Up and Track Booking tabs.
 * After sign-up it switches to Sign In with the e-mail filled in; after sign-in it closes.
 */
export function CustomerPortalDialog({
  open,
  initialTab,
  opener = null,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  initialTab: PortalTab;
  /** What had focus when the portal was asked for (the header button), to return focus to. */
  opener?: Element | null;
  onOpenChange: (open: boolean) => void;
  /** After a sign-in, once the dialog is closed (the portal opened by `?returnTo=` goes back there). */
  onSignedIn?: () => void;
}) {
  const [tab, setTab] = React.useState<PortalTab>(initialTab);
  const [email, setEmail] = React.useState("");
  // A new Sign In form (prefilled) after a sign-up.
  const [signInKey, setSignInKey] = React.useState(0);
  // The Sign In tab shows the 'Forgot password?' form instead (with the e-mail typed so far).
  const [forgot, setForgot] = React.useState<{ email: string } | null>(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md"
        onCloseAutoFocus={(event) => {
          const target = focusAfterClose(opener);
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Customer Portal</DialogTitle>
          <DialogDescription>Sign in, create an account, or track a booking by e-mail.</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value as PortalTab)} className="gap-5">
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
            <TabsTrigger value="track">Track Booking</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            {forgot ? (
              <ForgotPasswordForm
                email={forgot.email}
                onBack={() => {
                  setForgot(null);
                  setSignInKey((k) => k + 1);
                }}
              />
            ) : (
              <SignInForm
                key={signInKey}
                email={email}
                onDone={() => {
                  onOpenChange(false);
                  onSignedIn?.();
                }}
                onForgot={(typed) => {
                  setEmail(typed);
                  setForgot({ email: typed });
                }}
              />
            )}
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm
              onRegistered={(registered) => {
                setEmail(registered);
                setSignInKey((k) => k + 1);
                setTab("login");
              }}
            />
          </TabsContent>
          <TabsContent value="track">
            <TrackForm />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

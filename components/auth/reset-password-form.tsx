"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "@/lib/validation/auth";
import { FormField, FormSubmit } from "@/components/auth/form-field";
import { SignInPortalLink } from "@/components/auth/portal-link";

/** The e-mailed link's page: a new password, twice; then the visitor signs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = React.useId();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [outcome, setOutcome] = React.useState<{ ok: boolean; message: string } | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const r = await api<{ message?: string } | null>("POST", "/api/auth/reset-password", {
      body: { token, password: values.password },
      fallback: "Please try again.",
    });
    if (r.ok) {
      setOutcome({ ok: true, message: r.data?.message ?? "Your password has been reset." });
      return;
    }
    if (r.status === 0) {
      toast.error("Error", { description: "Something went wrong. Please try again." });
      return;
    }
    const passwordError = r.error.details?.password?.[0];
    if (passwordError) form.setError("password", { message: passwordError });
    else setOutcome({ ok: false, message: r.error.message });
  });

  if (outcome?.ok) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="font-medium">
          {outcome.message}
        </p>
        <Button asChild size="lg">
          <SignInPortalLink>Sign In</SignInPortalLink>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      <FormField
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        idPrefix={id}
      />
      <FormField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        idPrefix={id}
      />
      {outcome ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {outcome.message} <SignInPortalLink className="underline">Ask for a new link</SignInPortalLink>
        </p>
      ) : null}
      <FormSubmit pending={form.formState.isSubmitting}>Set New Password</FormSubmit>
    </form>
  );
}

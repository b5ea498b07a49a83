"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { useAuth } from "@/components/auth/auth-provider";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@/lib/validation/auth";
import { FormField, FormSubmit } from "@/components/auth/form-field";

/**
 * Change password (signed in): the current password and a new one under the sign-up rule, twice.
 * The server ends every other session and hands this browser a new cookie, so it stays signed in.
 */
export function ChangePasswordForm() {
  const id = React.useId();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const [done, setDone] = React.useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const r = await api<{ message?: string } | null>("POST", "/api/auth/change-password", {
      body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      fallback: "Please try again.",
    });
    if (r.ok) {
      form.reset();
      setDone(r.data?.message ?? "Your password has been changed.");
      toast.success("Password changed", { description: r.data?.message });
      return;
    }
    if (r.status === 0) {
      toast.error("Error", { description: "Something went wrong. Please try again." });
      return;
    }
    for (const [field, messages] of Object.entries(r.error.details ?? {})) {
      if (messages[0] && (field === "currentPassword" || field === "newPassword"))
        form.setError(field, { message: messages[0] });
    }
    if (r.status === 401) toast.error("Please sign in again", { description: "Your session has ended." });
    else toast.error("Password not changed", { description: r.error.message });
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4" aria-label="Change password">
      <FormField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        idPrefix={id}
      />
      <FormField
        form={form}
        name="newPassword"
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
      <div role="status" className="text-sm font-medium text-foreground empty:hidden">
        {done}
      </div>
      <FormSubmit pending={form.formState.isSubmitting}>Change Password</FormSubmit>
    </form>
  );
}

/** Ends every session of the account, this one included (POST /api/auth/logout), then goes home. */
export function SignOutEverywhere() {
  const { logout } = useAuth();
  const router = useRouter();
  const [pending, setPending] = React.useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await logout();
        router.push("/");
      }}
    >
      Sign Out Everywhere
    </Button>
  );
}

"use client";

import * as React from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";

export interface ConfirmOptions {
  title: string;
  /** What will happen, in a sentence or two. */
  description?: React.ReactNode;
  /** The confirming button's text (default "Delete"). */
  confirmLabel?: string;
  /** The dismissing button's text (default "Cancel"). */
  cancelLabel?: string;
  /** A destructive action: the confirming button is red (default true). */
  destructive?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * The kit's confirmation box, in place of the browser's `confirm()`: an alert dialog (focus starts
 * on Cancel; Escape, Cancel or a click outside answer no). `ask(options)` opens it and resolves
 * true only when the action is confirmed; render `dialog` once in the component.
 */
export function useConfirm(): { ask: (options: ConfirmOptions) => Promise<boolean>; dialog: React.ReactNode } {
  const [pending, setPending] = React.useState<Pending | null>(null);

  const ask = React.useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  const dialog = (
    <AlertDialogPrimitive.Root open={pending !== null} onOpenChange={(open) => (open ? null : answer(false))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <AlertDialogPrimitive.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-lift outline-none",
            "data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0",
          )}
        >
          <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">
            {pending?.title}
          </AlertDialogPrimitive.Title>
          {pending?.description ? (
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
              {pending.description}
            </AlertDialogPrimitive.Description>
          ) : (
            <AlertDialogPrimitive.Description className="sr-only">{pending?.title}</AlertDialogPrimitive.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: "outline" })}>
              {pending?.cancelLabel ?? "Cancel"}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonVariants({ variant: pending?.destructive === false ? "default" : "destructive" })}
              onClick={() => answer(true)}
            >
              {pending?.confirmLabel ?? "Delete"}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );

  return { ask, dialog };
}

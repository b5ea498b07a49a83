import type * as React from "react";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

/** One small labelled control of a policy or rate-plan row (its label above it, in the row's small type). */
export function EditorField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A row's remove button (an icon, named for the row). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}

/** The list's last item: a button that adds a row. */
export function AddRowItem({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <li>
      <Button type="button" variant="outline" size="sm" onClick={onClick}>
        <Plus className="size-4" aria-hidden="true" />
        {label}
      </Button>
    </li>
  );
}

import type { ComboboxOption } from "@/components/ui/combobox";
import type { PolicyKind } from "@/lib/policies/cancellation";

/** The admin content dialogs' field definitions (components/admin/content-definitions.ts) and values. */

export type FormValues = Record<string, unknown>;

export interface FieldDef {
  name: string;
  label: string;
  tab: string;
  type?:
    | "text"
    | "textarea"
    | "number"
    | "time"
    | "date"
    | "select"
    | "combobox"
    | "image"
    | "images"
    | "lines"
    | "commas"
    | "checkbox"
    | "checklist"
    | "cancellationPolicy"
    | "ratePlans";
  /** A select's choices; a checklist's boxes (its value is the list of checked values). */
  options?: { value: string; label: string }[];
  /** The select's empty choice (default "Select…"); a combobox's option that clears the choice. */
  emptyLabel?: string;
  /** A combobox's server search (type to search instead of a list of every choice). */
  search?: (query: string) => Promise<ComboboxOption[]>;
  /** A combobox's chosen option's label when the dialog opens (editing). */
  selectedLabel?: string;
  /** A combobox's list name, e.g. "Hotels". */
  listLabel?: string;
  hint?: string;
  /** A cancellation policy field's kind of stay (its wording); without it, the form's "type" tells a resort day visit. */
  policyKind?: PolicyKind;
  step?: string;
  placeholder?: string;
}

export interface PriceRowsDef {
  name: "roomTypes" | "mealPlans";
  label: string;
  tab: string;
  presets: readonly { name: string; price: number }[];
  /** Rows also have a number of units (guest-house room types: rooms of that type). */
  withUnits?: boolean;
}

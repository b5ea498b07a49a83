"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  BOARD_LABELS,
  DEFAULT_RATE_PLANS,
  MAX_RATE_PLANS,
  planFeatures,
  type PlanBoard,
  type RatePlan,
} from "@/lib/pricing/rate-plans";
import { AddRowItem, EditorField, RemoveRowButton } from "./editor-field";

/** A plan as the form edits it (the server gives it its id from its name). */
export type EditedPlan = Omit<RatePlan, "id"> & { id?: string };

/** A number input's value as the schema checks it ("" reads as 0). */
const numberOf = (raw: string) => (raw.trim() === "" ? 0 : Number(raw));
const BOARDS = Object.keys(BOARD_LABELS) as PlanBoard[];

/**
 * A property's rate plans (issue 36 item 1) in its admin form: the default plans (null), or plans of
 * its own — each a name, its cancellation rule (the property's policy, or non-refundable), a discount
 * off each night and what it includes (room only, breakfast or half board at a price per room and
 * night), and for a plan under the property's policy the share of the total paid online when
 * booking (a deposit; used only when the site takes online payments — a non-refundable plan is
 * always paid in full then). The bounds and messages are the shared schema's (lib/pricing/rate-plans.ts); `error` is its message.
 */
export function RatePlansEditor({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: EditedPlan[] | null;
  onChange: (next: EditedPlan[] | null) => void;
  error?: string;
}) {
  const plans = value ?? [];
  const setPlan = (i: number, plan: EditedPlan) => onChange(plans.map((p, j) => (j === i ? plan : p)));
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={`rate-plans-${id}`}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <NativeSelect
        id={`${id}-mode`}
        aria-label={`${label}: which plans`}
        value={value === null ? "standard" : "own"}
        onChange={(e) => onChange(e.target.value === "standard" ? null : DEFAULT_RATE_PLANS.map((p) => ({ ...p })))}
      >
        <option value="standard">Standard: Flexible, and Non-refundable at 10% off</option>
        <option value="own">Plans of its own</option>
      </NativeSelect>
      {value !== null ? (
        <ol className="grid gap-2">
          {plans.map((plan, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2 rounded-lg border border-border/70 p-2">
              <EditorField id={`${id}-${i}-name`} label="Plan name">
                <Input
                  id={`${id}-${i}-name`}
                  className="w-44"
                  maxLength={40}
                  value={plan.name}
                  onChange={(e) => setPlan(i, { ...plan, name: e.target.value })}
                />
              </EditorField>
              <EditorField id={`${id}-${i}-cancellation`} label="Cancellation">
                <NativeSelect
                  id={`${id}-${i}-cancellation`}
                  value={plan.cancellation}
                  onChange={(e) =>
                    setPlan(i, {
                      ...plan,
                      cancellation: e.target.value === "nonRefundable" ? "nonRefundable" : "property",
                    })
                  }
                >
                  <option value="property">The property&apos;s policy</option>
                  <option value="nonRefundable">Non-refundable</option>
                </NativeSelect>
              </EditorField>
              <EditorField id={`${id}-${i}-discount`} label="Discount %">
                <Input
                  id={`${id}-${i}-discount`}
                  type="number"
                  min={0}
                  max={50}
                  step={1}
                  className="w-20"
                  value={String(plan.discountPercent)}
                  onChange={(e) => setPlan(i, { ...plan, discountPercent: numberOf(e.target.value) })}
                />
              </EditorField>
              {plan.cancellation === "property" ? (
                <EditorField id={`${id}-${i}-deposit`} label="Deposit % online">
                  <Input
                    id={`${id}-${i}-deposit`}
                    type="number"
                    min={0}
                    max={100}
                    step={1}
                    className="w-20"
                    value={String(plan.depositPercent ?? 0)}
                    onChange={(e) => setPlan(i, { ...plan, depositPercent: numberOf(e.target.value) })}
                  />
                </EditorField>
              ) : null}
              <EditorField id={`${id}-${i}-board`} label="Includes">
                <NativeSelect
                  id={`${id}-${i}-board`}
                  value={plan.board}
                  onChange={(e) => {
                    const board = BOARDS.find((b) => b === e.target.value) ?? "room_only";
                    setPlan(i, { ...plan, board, boardCents: board === "room_only" ? 0 : plan.boardCents });
                  }}
                >
                  {BOARDS.map((b) => (
                    <option key={b} value={b}>
                      {BOARD_LABELS[b]}
                    </option>
                  ))}
                </NativeSelect>
              </EditorField>
              {plan.board !== "room_only" ? (
                <EditorField id={`${id}-${i}-board-price`} label="Board, USD a room-night">
                  <Input
                    id={`${id}-${i}-board-price`}
                    type="number"
                    min={0}
                    max={1000}
                    step={0.01}
                    className="w-28"
                    defaultValue={plan.boardCents ? (plan.boardCents / 100).toFixed(2) : ""}
                    onChange={(e) => setPlan(i, { ...plan, boardCents: Math.round(numberOf(e.target.value) * 100) })}
                  />
                </EditorField>
              ) : null}
              <p className="basis-full text-xs text-muted-foreground">{planFeatures(plan)}</p>
              {plans.length > 1 ? (
                <RemoveRowButton
                  label={`Remove plan ${i + 1}`}
                  onClick={() => onChange(plans.filter((_, j) => j !== i))}
                />
              ) : null}
            </li>
          ))}
          {plans.length < MAX_RATE_PLANS ? (
            <AddRowItem
              label="Add a plan"
              onClick={() =>
                onChange([
                  ...plans,
                  { name: "", cancellation: "property", discountPercent: 0, board: "breakfast", boardCents: 0 },
                ])
              }
            />
          ) : null}
        </ol>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

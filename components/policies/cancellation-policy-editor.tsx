"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  describePolicy,
  type CancellationPolicy,
  type CancellationStep,
  type PolicyKind,
} from "@/lib/policies/cancellation";
import { AddRowItem, EditorField, RemoveRowButton } from "./editor-field";

/** At most this many windows in a policy (the schema's bound). */
const MAX_STEPS = 5;
const FIRST_STEP: CancellationStep = { before: { amount: 7, unit: "days" }, charge: { type: "firstNight" } };

/** A number input's value as the schema checks it ("" reads as 0: "From 1 to …"). */
const numberOf = (raw: string) => (raw.trim() === "" ? 0 : Number(raw));

/**
 * A cancellation policy's editor (Settings › Cancellation Policies, and a property's own policy in
 * the hotel and guest-house forms): non-refundable, or windows "from N days/hours before check-in,
 * charge the first night / N % of the total". With `standard`, a third choice: null, the kind's
 * default. Below it, the policy in the very words the site will show (lib/policies describePolicy).
 * The bounds are the shared zod schema's (lib/policies/cancellation.ts); `error` is its message.
 */
export function CancellationPolicyEditor({
  id,
  label,
  kind,
  value,
  onChange,
  standard,
  error,
}: {
  id: string;
  label: string;
  kind: PolicyKind;
  value: CancellationPolicy | null;
  onChange: (next: CancellationPolicy | null) => void;
  /** The words of the "kind's default" choice; without it, a policy is required. */
  standard?: string;
  error?: string;
}) {
  const mode = value === null ? "standard" : value.type;
  const steps = value?.type === "windows" ? value.steps : [];
  const setSteps = (next: CancellationStep[]) => onChange({ type: "windows", steps: next });
  const setStep = (i: number, step: CancellationStep) => setSteps(steps.map((s, j) => (j === i ? step : s)));
  const preview = value ? safeDescribe(value, kind) : null;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={`policy-editor-${id}`}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <NativeSelect
        id={`${id}-mode`}
        aria-label={`${label}: kind of policy`}
        value={mode}
        onChange={(e) => {
          const next = e.target.value;
          onChange(
            next === "standard"
              ? null
              : next === "nonRefundable"
                ? { type: "nonRefundable" }
                : { type: "windows", steps: steps.length ? steps : [FIRST_STEP] },
          );
        }}
      >
        {standard ? <option value="standard">{standard}</option> : null}
        <option value="windows">Free cancellation until a deadline</option>
        <option value="nonRefundable">Non-refundable</option>
      </NativeSelect>
      {value?.type === "windows" ? (
        <ol className="grid gap-2">
          {steps.map((step, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2 rounded-lg border border-border/70 p-2">
              <EditorField id={`${id}-${i}-amount`} label="From">
                <Input
                  id={`${id}-${i}-amount`}
                  type="number"
                  min={1}
                  step={1}
                  className="w-24"
                  value={String(step.before.amount)}
                  onChange={(e) =>
                    setStep(i, { ...step, before: { ...step.before, amount: numberOf(e.target.value) } })
                  }
                />
              </EditorField>
              <EditorField id={`${id}-${i}-unit`} label="Unit">
                <NativeSelect
                  id={`${id}-${i}-unit`}
                  value={step.before.unit}
                  onChange={(e) =>
                    setStep(i, {
                      ...step,
                      before: { ...step.before, unit: e.target.value === "hours" ? "hours" : "days" },
                    })
                  }
                >
                  <option value="days">days before</option>
                  <option value="hours">hours before</option>
                </NativeSelect>
              </EditorField>
              <EditorField id={`${id}-${i}-charge`} label="Charge">
                <NativeSelect
                  id={`${id}-${i}-charge`}
                  value={step.charge.type}
                  onChange={(e) =>
                    setStep(i, {
                      ...step,
                      charge: e.target.value === "percent" ? { type: "percent", percent: 100 } : { type: "firstNight" },
                    })
                  }
                >
                  <option value="firstNight">the first night</option>
                  <option value="percent">a percentage of the total</option>
                </NativeSelect>
              </EditorField>
              {step.charge.type === "percent" ? (
                <EditorField id={`${id}-${i}-percent`} label="Percent">
                  <Input
                    id={`${id}-${i}-percent`}
                    type="number"
                    min={1}
                    max={100}
                    step={1}
                    className="w-20"
                    value={String(step.charge.percent)}
                    onChange={(e) =>
                      setStep(i, { ...step, charge: { type: "percent", percent: numberOf(e.target.value) } })
                    }
                  />
                </EditorField>
              ) : null}
              {steps.length > 1 ? (
                <RemoveRowButton
                  label={`Remove window ${i + 1}`}
                  onClick={() => setSteps(steps.filter((_, j) => j !== i))}
                />
              ) : null}
            </li>
          ))}
          {steps.length < MAX_STEPS ? (
            <AddRowItem
              label="Add a window"
              onClick={() =>
                setSteps([...steps, { before: { amount: 1, unit: "days" }, charge: { type: "percent", percent: 100 } }])
              }
            />
          ) : null}
        </ol>
      ) : null}
      {preview ? (
        <p className="text-xs text-muted-foreground" data-testid={`policy-preview-${id}`}>
          {preview}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The policy in the site's words, or nothing while it is incomplete. */
function safeDescribe(policy: CancellationPolicy, kind: PolicyKind): string | null {
  if (policy.type === "windows" && !policy.steps.length) return null;
  const lines = describePolicy(policy, kind);
  return `${lines.free}. ${lines.after.map((a) => `${a}.`).join(" ")}`;
}

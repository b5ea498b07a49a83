"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/sonner";
import { CancellationPolicyEditor } from "@/components/policies/cancellation-policy-editor";
import { api } from "@/lib/api/client";
import {
  MAX_POLICY_SEASONS,
  POLICY_KIND_LABELS,
  POLICY_KINDS,
  policyDefaultsSchema,
  type CancellationPolicy,
  type PolicyDefaults,
  type PolicyKind,
  type PolicySeason,
} from "@/lib/policies/cancellation";

type Errors = Record<string, string>;

/** The schema's messages keyed by where they apply ("policies.hotel", "seasons.0"), the first of each. */
function errorsOf(value: PolicyDefaults): Errors {
  const parsed = policyDefaultsSchema.safeParse(value);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key =
      issue.path[0] === "policies"
        ? `policies.${String(issue.path[1])}`
        : issue.path[0] === "seasons" && issue.path.length > 1
          ? `seasons.${String(issue.path[1])}`
          : "seasons";
    errors[key] ??= issue.message;
  }
  return errors;
}

const NEW_SEASON: PolicySeason = {
  name: "",
  from: "12-20",
  to: "01-10",
  policy: {
    type: "windows",
    steps: [{ before: { amount: 30, unit: "days" }, charge: { type: "percent", percent: 50 } }],
  },
  kinds: ["hotel", "guest_house"],
};

/**
 * Settings › Cancellation Policies (issue 36 item 3): each kind's default policy and the seasons
 * with their own, the data the /cancellation page states and new bookings store (a property with a
 * policy of its own keeps it). The bounds are the API's (policyDefaultsSchema); a booking already
 * made keeps the terms it was sold under.
 */
export function CancellationPoliciesPanel({ defaults }: { defaults: PolicyDefaults }) {
  const router = useRouter();
  const [value, setValue] = React.useState<PolicyDefaults>(defaults);
  const [errors, setErrors] = React.useState<Errors>({});
  const [busy, setBusy] = React.useState(false);
  const setPolicy = (kind: PolicyKind, policy: CancellationPolicy | null) =>
    policy && setValue((v) => ({ ...v, policies: { ...v.policies, [kind]: policy } }));
  const setSeason = (i: number, season: PolicySeason) =>
    setValue((v) => ({ ...v, seasons: v.seasons.map((s, j) => (j === i ? season : s)) }));

  async function save() {
    const found = errorsOf(value);
    setErrors(found);
    if (Object.keys(found).length)
      return toast.error("Validation Error", { description: "Please check the highlighted policies." });
    setBusy(true);
    const reply = await api("PUT", "/api/cancellation-policies", { body: value });
    setBusy(false);
    if (!reply.ok)
      return toast.error("Error", { description: `Failed to save the cancellation policies: ${reply.error.message}` });
    toast.success("Cancellation policies saved");
    router.refresh();
  }

  return (
    <section className="grid gap-8" aria-labelledby="cancellation-policies-heading">
      <div>
        <h2 id="cancellation-policies-heading" className="text-xl font-semibold">
          Cancellation policies
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Each kind&apos;s standard terms and the seasons with terms of their own, as the{" "}
          <a href="/cancellation">cancellation page</a> states them. New bookings are sold under them unless the
          property has a policy of its own; bookings already made keep their terms.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {POLICY_KINDS.map((kind) => (
          <CancellationPolicyEditor
            key={kind}
            id={`policy-${kind}`}
            label={POLICY_KIND_LABELS[kind]}
            kind={kind}
            value={value.policies[kind]}
            onChange={(p) => setPolicy(kind, p)}
            error={errors[`policies.${kind}`]}
          />
        ))}
      </div>
      <div className="grid gap-4">
        <h3 className="text-lg font-semibold">Seasons</h3>
        {value.seasons.map((season, i) => (
          <div key={i} className="grid gap-3 rounded-xl border border-border/70 p-4" data-testid="policy-season">
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-1">
                <Label htmlFor={`season-${i}-name`}>Season name</Label>
                <Input
                  id={`season-${i}-name`}
                  value={season.name}
                  maxLength={60}
                  onChange={(e) => setSeason(i, { ...season, name: e.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`season-${i}-from`}>Check-in from (MM-DD)</Label>
                <Input
                  id={`season-${i}-from`}
                  className="w-28"
                  value={season.from}
                  maxLength={5}
                  onChange={(e) => setSeason(i, { ...season, from: e.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`season-${i}-to`}>to (MM-DD, inclusive)</Label>
                <Input
                  id={`season-${i}-to`}
                  className="w-28"
                  value={season.to}
                  maxLength={5}
                  onChange={(e) => setSeason(i, { ...season, to: e.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setValue((v) => ({ ...v, seasons: v.seasons.filter((_, j) => j !== i) }))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove season
              </Button>
            </div>
            <fieldset className="flex flex-wrap gap-4 text-sm">
              <legend className="mb-1 text-sm font-medium">Applies to</legend>
              {POLICY_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={season.kinds.includes(kind)}
                    onChange={(e) =>
                      setSeason(i, {
                        ...season,
                        kinds: e.target.checked
                          ? POLICY_KINDS.filter((k) => k === kind || season.kinds.includes(k))
                          : season.kinds.filter((k) => k !== kind),
                      })
                    }
                  />
                  {POLICY_KIND_LABELS[kind]}
                </label>
              ))}
            </fieldset>
            <CancellationPolicyEditor
              id={`season-${i}-policy`}
              label="Terms in this season"
              kind={season.kinds[0] ?? "hotel"}
              value={season.policy}
              onChange={(p) => p && setSeason(i, { ...season, policy: p })}
            />
            {errors[`seasons.${i}`] ? <p className="text-sm text-destructive">{errors[`seasons.${i}`]}</p> : null}
          </div>
        ))}
        {errors.seasons ? <p className="text-sm text-destructive">{errors.seasons}</p> : null}
        {value.seasons.length < MAX_POLICY_SEASONS ? (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setValue((v) => ({ ...v, seasons: [...v.seasons, NEW_SEASON] }))}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add a season
            </Button>
          </div>
        ) : null}
      </div>
      <div>
        <Button type="button" onClick={save} disabled={busy}>
          {busy ? "Saving…" : "Save cancellation policies"}
        </Button>
      </div>
    </section>
  );
}

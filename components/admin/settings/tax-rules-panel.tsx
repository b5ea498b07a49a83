"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/sonner";
import { api } from "@/lib/api/client";
import { formatUsd } from "@/lib/format";
import { REGIONS, type Region } from "@/lib/policies/time-zones";
import { computeTaxes, rateLinesFor, type TaxPropertyKind, type TaxRule } from "@/lib/pricing/taxes";
import type { TaxRuleDTO } from "@/lib/types/taxes";
import { TAX_RULES_MAX } from "@/lib/validation/tax-rules";
import { REGION_NAMES, TaxRuleForm } from "./tax-rule-form";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const APPLIES = { all: "Hotels and guest houses", hotel: "Hotels", guest_house: "Guest houses" } as const;

/** How a rule is counted, in words: "17% of the rate and the charges above", "$12.00 per guest per night". */
function describeRule(r: TaxRuleDTO): string {
  const parts: string[] = [];
  if (r.kind === "percent")
    parts.push(
      `${r.percent}% of ${r.base === "rate_and_previous" ? "the rate and the percentages above" : "the rate"}`,
    );
  else
    parts.push(
      `${formatUsd(r.amount ?? 0)} ${r.kind === "per_guest_night" ? "per guest per night" : r.kind === "per_room_night" ? "per room per night" : "per stay"}`,
    );
  if (r.exemptUnderAge !== null) parts.push(`children under ${r.exemptUnderAge} exempt`);
  if (r.fromMonth !== null && r.toMonth !== null) parts.push(`${MONTHS[r.fromMonth - 1]}–${MONTHS[r.toMonth - 1]}`);
  return parts.join(" · ");
}

function toRule(r: TaxRuleDTO): TaxRule {
  return {
    ...r,
    percentBp: r.percent === null ? null : Math.round(r.percent * 100),
    amountCents: r.amount === null ? null : Math.round(r.amount * 100),
  };
}

/** The destination's rules applied to one $100 night for two adults: what the rules make of it, as the pricing module computes. */
function example(rules: TaxRuleDTO[], kind: TaxPropertyKind, date: string): string {
  const { totalCents } = computeTaxes({
    lines: rateLinesFor(date, 1, 1, 100_00),
    guests: { adults: 2 },
    propertyKind: kind,
    rules: rules.map(toRule),
  });
  return formatUsd(totalCents / 100);
}

/**
 * Settings › Taxes & Fees (issue 36 item 4): each destination's taxes and charges in the order they
 * apply, to add, edit, remove and reorder. Not yet added to the prices guests see (docs/pricing.md).
 */
export function TaxRulesPanel({ rules }: { rules: TaxRuleDTO[] }) {
  const router = useRouter();
  const confirm = useConfirm();
  const [editing, setEditing] = React.useState<{ region: Region; item?: TaxRuleDTO } | null>(null);
  const [busy, setBusy] = React.useState(false);

  async function remove(r: TaxRuleDTO) {
    const sure = await confirm.ask({
      title: `Delete "${r.label}"?`,
      description: `${REGION_NAMES[r.region]} will no longer have this charge.`,
    });
    if (!sure) return;
    const reply = await api("DELETE", `/api/tax-rules/${r.id}`);
    if (!reply.ok) return toast.error("Error", { description: `Failed to delete the charge: ${reply.error.message}` });
    toast.success("Charge deleted");
    router.refresh();
  }

  async function move(region: Region, list: TaxRuleDTO[], index: number, by: -1 | 1) {
    const ids = list.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setBusy(true);
    const reply = await api("PUT", "/api/tax-rules/order", { body: { region, ids } });
    setBusy(false);
    if (!reply.ok) return toast.error("Error", { description: `Failed to reorder: ${reply.error.message}` });
    router.refresh();
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      {confirm.dialog}
      <p className="max-w-3xl text-sm text-muted-foreground">
        What a guest pays on top of the room rate in each destination, applied in this order. A percentage is taken of
        the rate, or of the rate plus the percentages above it. Guest-facing prices do not include these yet.
      </p>
      {REGIONS.map((region) => {
        const list = rules.filter((r) => r.region === region);
        return (
          <section
            key={region}
            aria-labelledby={`taxes-${region}`}
            className="grid gap-3"
            data-testid={`taxes-${region}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 id={`taxes-${region}`} className="text-xl font-semibold">
                  {REGION_NAMES[region]}
                </h2>
                <p className="text-sm text-muted-foreground">
                  A $100 night for two adults: {example(list, "hotel", "2027-07-01")} at a hotel,{" "}
                  {example(list, "guest_house", "2027-07-01")} at a guest house (in July).
                </p>
              </div>
              <Button variant="outline" disabled={list.length >= TAX_RULES_MAX} onClick={() => setEditing({ region })}>
                <Plus aria-hidden="true" /> Add charge
              </Button>
            </div>
            {list.length ? (
              <div className="relative overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
                <table className="w-full min-w-[48rem] text-left text-sm">
                  <caption className="sr-only">{REGION_NAMES[region]} taxes and charges</caption>
                  <thead className="border-b border-border/70 text-muted-foreground">
                    <tr>
                      {["Order", "Charge", "How", "Applies to", "Source", "Actions"].map((h) => (
                        <th key={h} scope="col" className="px-4 py-3 font-medium">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((r, i) => {
                      // "Green Tax" twice (hotels, guest houses): the buttons' names tell them apart.
                      const name =
                        list.filter((o) => o.label === r.label).length > 1
                          ? `${r.label} (${APPLIES[r.appliesTo]})`
                          : r.label;
                      return (
                        <tr key={r.id} className="border-b border-border/50 last:border-0">
                          <td className="tabular px-4 py-3">{i + 1}</td>
                          <td className="px-4 py-3 font-medium">{r.label}</td>
                          <td className="px-4 py-3">{describeRule(r)}</td>
                          <td className="px-4 py-3">{APPLIES[r.appliesTo]}</td>
                          <td className="max-w-xs px-4 py-3 text-xs text-muted-foreground">{r.source}</td>
                          <td className="px-4 py-3">
                            <div className="flex gap-1">
                              <Button
                                size="icon"
                                variant="ghost"
                                aria-label={`Move ${name} up`}
                                disabled={busy || i === 0}
                                onClick={() => move(region, list, i, -1)}
                              >
                                <ArrowUp aria-hidden="true" />
                              </Button>
                              <Button
                                size="icon"
                                variant="ghost"
                                aria-label={`Move ${name} down`}
                                disabled={busy || i === list.length - 1}
                                onClick={() => move(region, list, i, 1)}
                              >
                                <ArrowDown aria-hidden="true" />
                              </Button>
                              <Button
                                size="icon"
                                variant="ghost"
                                aria-label={`Edit ${name}`}
                                onClick={() => setEditing({ region, item: r })}
                              >
                                <Pencil aria-hidden="true" />
                              </Button>
                              <Button
                                size="icon"
                                variant="ghost"
                                aria-label={`Delete ${name}`}
                                onClick={() => remove(r)}
                              >
                                <Trash2 aria-hidden="true" />
                              </Button>
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No taxes or charges: guests pay the room rate.</p>
            )}
          </section>
        );
      })}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="max-w-2xl">
          {editing ? (
            <TaxRuleForm
              region={editing.region}
              item={editing.item}
              onDone={() => {
                setEditing(null);
                router.refresh();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

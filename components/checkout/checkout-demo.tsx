"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { CheckCircle2, CreditCard, Info, Loader2, Wallet } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FieldRow } from "@/components/booking/wizard-shell";
import { SummaryLines } from "@/components/booking/summary-lines";
import { sampleBookingLines } from "@/lib/bookings/summary-lines";
import {
  PROCESSING_MS,
  REDIRECT_MS,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardFields,
  type SampleBooking,
} from "@/lib/checkout/demo";
import { formatUsd } from "@/lib/format";

/**
 * The payment demo (spec §2): Card and PayPal tabs, a summary, 2 s of "processing", a success
 * state, then /bookings after 3 s. Nothing is sent anywhere: the fields never leave this page.
 */
export function CheckoutDemo({ sample }: { sample: SampleBooking }) {
  const router = useRouter();
  const id = React.useId();
  const [method, setMethod] = React.useState("card");
  const [card, setCard] = React.useState<CardFields>({ number: "", holder: "", expiry: "", cvv: "" });
  const [errors, setErrors] = React.useState<Partial<Record<keyof CardFields, string>>>({});
  const [phase, setPhase] = React.useState<"form" | "processing" | "done">("form");

  React.useEffect(() => {
    if (phase === "processing") {
      const t = window.setTimeout(() => setPhase("done"), PROCESSING_MS);
      return () => window.clearTimeout(t);
    }
    if (phase === "done") {
      const t = window.setTimeout(() => router.push("/bookings"), REDIRECT_MS);
      return () => window.clearTimeout(t);
    }
  }, [phase, router]);

  function pay(event: React.FormEvent) {
    event.preventDefault();
    if (method === "card") {
      const found = validateCard(card);
      setErrors(found);
      if (Object.keys(found).length) return;
    }
    // A demo: forget the card details at once; nothing is sent.
    setCard({ number: "", holder: "", expiry: "", cvv: "" });
    setPhase("processing");
  }

  const set =
    (key: keyof CardFields, format: (v: string) => string = (v) => v) =>
    (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = format(e.target.value);
      setCard((c) => ({ ...c, [key]: value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    };

  if (phase === "done") {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-border/70 bg-card p-10 text-center shadow-soft"
      >
        <CheckCircle2 className="size-14 text-primary" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold">Payment successful</h2>
        <p className="mt-2 text-muted-foreground">This was a demo: no money moved. Taking you to your bookings…</p>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        onSubmit={pay}
        noValidate
        className="flex flex-col gap-6 rounded-2xl border border-border/70 bg-card p-6 shadow-soft"
        aria-label="Payment (demo)"
      >
        <p className="flex items-start gap-2 rounded-lg bg-coral-soft px-4 py-3 text-sm" role="note">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Demo checkout: do not enter real card details. Nothing you type here is sent or stored.
        </p>
        <Tabs value={method} onValueChange={setMethod} className="gap-5">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="card">
              <CreditCard aria-hidden="true" /> Card
            </TabsTrigger>
            <TabsTrigger value="paypal">
              <Wallet aria-hidden="true" /> PayPal
            </TabsTrigger>
          </TabsList>
          <TabsContent value="card" className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <FieldRow id={`${id}-number`} label="Card number" error={errors.number}>
                {(aria) => (
                  <Input
                    {...aria}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={19}
                    placeholder="4242 4242 4242 4242"
                    value={card.number}
                    onChange={set("number", formatCardNumber)}
                  />
                )}
              </FieldRow>
            </div>
            <div className="sm:col-span-2">
              <FieldRow id={`${id}-holder`} label="Name on card" error={errors.holder}>
                {(aria) => <Input {...aria} autoComplete="off" value={card.holder} onChange={set("holder")} />}
              </FieldRow>
            </div>
            <FieldRow id={`${id}-expiry`} label="Expiry (MM/YY)" error={errors.expiry}>
              {(aria) => (
                <Input
                  {...aria}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={5}
                  placeholder="MM/YY"
                  value={card.expiry}
                  onChange={set("expiry", formatExpiry)}
                />
              )}
            </FieldRow>
            <FieldRow id={`${id}-cvv`} label="CVV" error={errors.cvv}>
              {(aria) => (
                <Input
                  {...aria}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={3}
                  value={card.cvv}
                  onChange={set("cvv", (v) => v.replace(/\D/g, "").slice(0, 3))}
                />
              )}
            </FieldRow>
          </TabsContent>
          <TabsContent value="paypal">
            <p className="text-sm text-muted-foreground">
              In the demo, PayPal needs no details: press Pay to see the flow.
            </p>
          </TabsContent>
        </Tabs>
        <div className="flex flex-wrap justify-between gap-3 border-t border-border/70 pt-5">
          <Button asChild variant="outline">
            <Link href="/">Go Back</Link>
          </Button>
          <Button type="submit" variant="coral" disabled={phase === "processing"}>
            {phase === "processing" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {phase === "processing" ? "Processing..." : `Pay ${formatUsd(sample.total)}`}
          </Button>
        </div>
      </form>
      <aside aria-label="Summary" className="h-fit rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
        <h2 className="font-semibold">Sample booking</h2>
        <SummaryLines
          summary={sampleBookingLines(sample)}
          totalTestId="checkout-total"
          className="mt-4 text-sm"
          totalClassName="border-t border-border/70 pt-2"
        />
      </aside>
    </div>
  );
}

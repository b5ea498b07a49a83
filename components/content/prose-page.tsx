import * as React from "react";
import Link from "@/components/ui/link";
import { ChevronRight, MessageCircle } from "@/components/icons";

import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format";
import { Button } from "@/components/ui/button";

export interface ProseSection {
  /** Anchor id (also used by the "On this page" list). */
  id: string;
  title: string;
  content: React.ReactNode;
}

export interface ProsePageProps {
  title: string;
  /** A short label above the title ("Legal", "Support", "Company"). */
  eyebrow?: string;
  intro?: React.ReactNode;
  /** "yyyy-MM-dd": shown as "Last updated …" (legal pages). */
  updated?: string;
  /** Numbered, linkable sections with an "On this page" list beside them on wide screens. */
  sections?: ProseSection[];
  /** Free content under the header (cards, lists, an FAQ), before any sections. */
  children?: React.ReactNode;
  /** The closing "Still have a question?" box; `help={false}` leaves out the Help Center link. */
  cta?: false | { help?: boolean };
}

/** Typography for long-form text (no typography plugin: the same rules, scoped here). */
export const PROSE_CLASSES = cn(
  "max-w-3xl text-base leading-7 text-foreground/90",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-primary",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_a]:rounded-sm [&_a]:outline-none [&_a:focus-visible]:ring-[3px] [&_a:focus-visible]:ring-ring/50",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:font-semibold [&_th]:text-foreground",
  "[&_td]:border-b [&_td]:border-border/70 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top",
);

/**
 * The shared layout of the footer pages (legal, support, company): breadcrumb, title band,
 * optional "On this page" navigation, readable text, and a closing contact box.
 */
export function ProsePage({ title, eyebrow, intro, updated, sections = [], children, cta = {} }: ProsePageProps) {
  const withToc = sections.length >= 3;
  return (
    <>
      <header className="border-b border-border/70 bg-sand">
        <div className="container-page py-10 sm:py-14">
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1 text-sm text-muted-foreground">
              <li>
                <Link
                  href="/"
                  className="inline-flex min-h-11 items-center rounded-md outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 md:min-h-0"
                >
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-sand-foreground">
                {title}
              </li>
            </ol>
          </nav>
          {eyebrow ? (
            <p className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h1
            className={cn(
              "text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl",
              eyebrow ? "mt-2" : "mt-4",
            )}
          >
            {title}
          </h1>
          {intro ? <div className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{intro}</div> : null}
          {updated ? (
            <p className="mt-4 text-sm text-muted-foreground">
              Last updated{" "}
              <time dateTime={updated} className="tabular">
                {formatDate(updated)}
              </time>
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page py-10 sm:py-14">
        {children ? <div className={cn(sections.length ? "mb-14" : undefined)}>{children}</div> : null}

        {sections.length ? (
          <div className={cn(withToc && "lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14")}>
            {withToc ? (
              <nav aria-label="On this page" className="hidden lg:block">
                <div className="sticky top-24">
                  <p className="text-sm font-semibold">On this page</p>
                  <ol className="mt-3 flex flex-col border-l border-border">
                    {sections.map((s) => (
                      <li key={s.id}>
                        <a
                          href={`#${s.id}`}
                          className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm text-muted-foreground outline-none hover:border-primary hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
                        >
                          {s.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                </div>
              </nav>
            ) : null}
            <div className="flex flex-col gap-12">
              {sections.map((s, i) => (
                <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
                  <h2 id={`${s.id}-title`} className="flex items-baseline gap-3 text-2xl font-semibold tracking-tight">
                    {withToc ? (
                      <span aria-hidden="true" className="tabular text-base font-semibold text-primary">
                        {String(i + 1).padStart(2, "0")}
                      </span>
                    ) : null}
                    {s.title}
                  </h2>
                  <div className={cn(PROSE_CLASSES, "mt-4")}>{s.content}</div>
                </section>
              ))}
            </div>
          </div>
        ) : null}

        {cta ? <ContactCta help={cta.help ?? true} /> : null}
      </div>
    </>
  );
}

function ContactCta({ help }: { help: boolean }) {
  return (
    <aside
      aria-labelledby="prose-cta-title"
      className="mt-16 flex flex-col gap-5 rounded-2xl border border-border/70 bg-secondary/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground"
        >
          <MessageCircle className="size-6" />
        </span>
        <div>
          <h2 id="prose-cta-title" className="text-lg font-semibold">
            Still have a question?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Our guest team answers every message, usually within one business day.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {help ? (
          <Button asChild variant="outline">
            <Link href="/help">Help Center</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link href="/contact">Contact us</Link>
        </Button>
      </div>
    </aside>
  );
}

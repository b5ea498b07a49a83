import * as React from "react";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { PROSE_CLASSES } from "@/components/content/prose-page";
import { cn } from "@/lib/utils";

export interface FaqItem {
  /** Stable id (also the item's anchor). */
  id: string;
  question: string;
  answer: React.ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/**
 * Questions in accessible accordions (Radix: buttons with aria-expanded and aria-controls,
 * answers in labelled regions, arrow-key navigation), one group per topic with an h2.
 */
export function Faq({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
          <h2 id={`${group.id}-title`} className="text-2xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <Accordion
            type="multiple"
            className="mt-4 rounded-2xl border border-border/70 bg-card px-5 shadow-soft sm:px-6"
          >
            {group.items.map((item) => (
              <AccordionItem key={item.id} value={item.id} id={item.id} className="border-border/70">
                <AccordionTrigger className="py-4 text-base">{item.question}</AccordionTrigger>
                <AccordionContent className={cn(PROSE_CLASSES, "pb-5 text-muted-foreground")}>
                  {item.answer}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}

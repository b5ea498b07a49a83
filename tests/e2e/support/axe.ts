import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the current page and fails on any serious or critical violation
 * (WCAG 2.1 A/AA rules), listing each with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude = [] as string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  // A toast on its way out fades to transparent: its colours mid-animation are not what is read.
  for (const selector of ['[data-sonner-toast][data-removed="true"]', ...exclude]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(" ")}`).join("\n")}`).join("\n");
  expect(serious, report).toEqual([]);
}

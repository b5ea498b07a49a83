import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the current page and fails on any serious or critical violation
 * (WCAG 2.1 A/AA rules), listing each with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude = [] as string[] } = {}) {
  // A toast that has just appeared is still fading in: its colours mid-animation are not what is
  // read, so wait until every toast on screen has finished its transitions.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every((t) =>
          t.getAnimations({ subtree: true }).every((a) => a.playState !== "running"),
        ),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => {});
  // Blocks whose rendering waits for the page to be idle (`render-when-idle`: home sections, listing cards)
  // are judged as laid out, as Lighthouse judges them after the page has settled.
  await page
    .waitForFunction(
      () => document.querySelectorAll(".render-when-idle:not([data-rendered])").length === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  // A toast on its way out fades to transparent, and is gone the moment after.
  for (const selector of ['[data-sonner-toast][data-removed="true"]', ...exclude]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(" ")}`).join("\n")}`)
    .join("\n");
  expect(serious, report).toEqual([]);
}

/** A listing page: axe as it is, then again with its Filters sheet open. */
export async function expectNoSeriousA11yViolationsWithFiltersOpen(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

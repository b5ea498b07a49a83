import { expect, type Locator, type Page } from "@playwright/test";

// The booking forms' date fields (components/ui/date-picker.tsx): a combobox named by its label
// that opens a calendar popover (a dialog named after the label). Each day is a button named by
// its date in full, then its state: "Monday, March 3, 2031, today, selected, sold out".

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A day's accessible name as the calendar writes it: "Monday, March 3, 2031". */
export function dayName(ymd: string): string {
  return longDate.format(new Date(`${ymd}T00:00:00Z`));
}

type Scope = Page | Locator;
const pageOf = (scope: Scope): Page =>
  "page" in scope && typeof scope.page === "function" ? (scope as Locator).page() : (scope as Page);

/** A date field by its label (the combobox that shows the chosen date). */
export function dateField(scope: Scope, label: string): Locator {
  return scope.getByRole("combobox", { name: label, exact: true });
}

/** The open calendar of a date field. */
export function calendarOf(page: Page, label: string): Locator {
  return page.getByRole("dialog", { name: label, exact: true });
}

/** A day's button in an open calendar, by its accessible name. */
export function dayButton(calendar: Locator, ymd: string): Locator {
  return calendar.getByRole("button", { name: new RegExp(`^${dayName(ymd)}(,|$)`) });
}

/**
 * Opens a date field's calendar (unless it is open) and goes to the month of `ymd` with the
 * previous/next month buttons. Returns the calendar. Fails if the month cannot be reached.
 */
export async function openCalendarAt(scope: Scope, label: string, ymd: string): Promise<Locator> {
  const page = pageOf(scope);
  const calendar = calendarOf(page, label);
  // Open, not closing (a calendar just closed stays in the page while it fades out).
  const open = calendar.and(page.locator('[data-state="open"]'));
  if (!(await open.isVisible())) {
    await expect(calendar).toBeHidden();
    await dateField(scope, label).click();
  }
  await expect(open).toBeVisible();
  // The shown month's first day (the grid also holds hidden cells of the months around it).
  const firstDay = calendar.locator("td[data-day]:not([data-outside])").first();
  await expect(firstDay).toBeVisible();
  const target = ymd.slice(0, 7);
  for (let i = 0; i < 24; i++) {
    const shown = (await firstDay.getAttribute("data-day"))!.slice(0, 7);
    if (shown === target) return calendar;
    await calendar
      .getByRole("button", { name: shown < target ? "Go to the Next Month" : "Go to the Previous Month" })
      .click();
    await expect(firstDay).not.toHaveAttribute("data-day", new RegExp(`^${shown}`));
  }
  throw new Error(`The calendar of ${label} never showed ${target}`);
}

/** Picks a day in a date field's calendar, as a visitor would; the calendar closes on the pick. */
export async function pickDate(scope: Scope, label: string, ymd: string): Promise<void> {
  const calendar = await openCalendarAt(scope, label, ymd);
  const day = dayButton(calendar, ymd);
  await expect(day, `${ymd} can be picked`).toBeEnabled();
  await day.click();
  await expect(calendar).toBeHidden();
  await expect(dateField(scope, label)).toHaveAttribute("data-value", ymd);
}

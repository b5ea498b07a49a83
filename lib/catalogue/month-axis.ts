/**
 * The Analytics charts' month axis: one short label per month ("Jan", "Feb", …), the year added
 * to the first month and to each January ("Dec '25", "Jan '26"), so every month is labelled once
 * and the axis can show them all (XAxis interval 0) instead of skipping some unevenly.
 */
export function monthAxisLabels(months: readonly string[]): string[] {
  return months.map((ym, i) => {
    const date = new Date(`${ym}-01T00:00:00Z`);
    const month = date.toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
    return i === 0 || date.getUTCMonth() === 0 ? `${month} '${String(date.getUTCFullYear()).slice(2)}` : month;
  });
}

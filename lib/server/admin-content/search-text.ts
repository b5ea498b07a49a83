import "server-only";

import { ADMIN_PAGE_SIZE, clampPage, type AdminPage } from "@/lib/validation/admin-lists";

export { containsText } from "../catalogue/text-search";

/**
 * One page of an admin table: counts the matching rows and reads the asked page in parallel; an
 * address past the last page reads the last page instead (one more query, only then).
 */
export async function readAdminPage<Row, T>(
  page: number,
  count: () => Promise<number>,
  read: (args: { skip: number; take: number }) => Promise<Row[]>,
  toItem: (row: Row) => T,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<AdminPage<T>> {
  const [total, rows] = await Promise.all([count(), read({ skip: (page - 1) * pageSize, take: pageSize })]);
  const clamped = clampPage(page, total, pageSize);
  const shown = clamped.page === page ? rows : await read({ skip: (clamped.page - 1) * pageSize, take: pageSize });
  return { items: shown.map(toItem), total, page: clamped.page, pageCount: clamped.pageCount, pageSize };
}

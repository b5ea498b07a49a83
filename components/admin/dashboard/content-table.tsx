import * as React from "react";
import Link from "@/components/ui/link";
import { Eye } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import type { AdminPage } from "@/lib/validation/admin-lists";
import { Pager, RowEditDelete } from "../list-controls";
import type { ContentItems, ContentKind, ContentListDef } from "./content-lists";

export interface Column<T> {
  header: string;
  cell: (item: T) => React.ReactNode;
  className?: string;
}

interface ContentTableProps<T extends { id: number }> {
  caption: string;
  items: readonly T[];
  columns: Column<T>[];
  empty: string;
  label: (item: T) => string;
  viewHref: (item: T) => string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  testId: string;
}

/** A dashboard list (admin spec §2.1): the columns, then view (the public page), edit and delete. */
export function ContentTable<T extends { id: number }>({
  caption,
  items,
  columns,
  empty,
  label,
  viewHref,
  onEdit,
  onDelete,
  testId,
}: ContentTableProps<T>) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-soft">
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border/70 text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-4 py-3 font-medium">
                {c.header}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-4 py-10 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id} className="border-b border-border/50 last:border-0">
                {columns.map((c) => (
                  <td key={c.header} className={c.className ?? "px-4 py-3"}>
                    {c.cell(item)}
                  </td>
                ))}
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-1">
                    <Button asChild size="icon-sm" variant="ghost">
                      <Link href={viewHref(item)} target="_blank" aria-label={`View ${label(item)}`}>
                        <Eye aria-hidden="true" />
                      </Link>
                    </Button>
                    <RowEditDelete name={label(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** "Loading…" while a tab's rows are on their way (the tab switches before its address is read). */
export function TabLoading() {
  return (
    <p className="py-10 text-center text-sm text-muted-foreground" role="status">
      Loading…
    </p>
  );
}

/** A dashboard list tab's content: the page's table and its pager ("25 hotels · Page 1 of 2"). */
export function ContentList<K extends ContentKind>({
  def,
  page,
  pageHref,
  onEdit,
  onDelete,
}: {
  def: ContentListDef<K>;
  /** undefined: not read yet. */
  page: AdminPage<ContentItems[K]> | undefined;
  pageHref: (page: number) => string;
  onEdit: (item: ContentItems[K]) => void;
  onDelete: (item: ContentItems[K]) => void;
}) {
  if (!page) return <TabLoading />;
  return (
    <>
      <ContentTable
        testId={def.testId}
        caption={def.caption}
        items={page.items}
        empty={def.empty}
        label={def.label}
        viewHref={def.viewHref}
        onEdit={onEdit}
        onDelete={onDelete}
        columns={def.columns}
      />
      <Pager
        label={def.pagerLabel}
        summary={`${formatCount(page.total)} ${def.noun}`}
        page={page.page}
        pageCount={page.pageCount}
        href={pageHref}
      />
    </>
  );
}

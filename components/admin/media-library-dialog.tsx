"use client";

import * as React from "react";
import Image from "next/image";
import { Images } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import type { MediaLibraryPage, MediaLibraryItem } from "@/lib/types/media";

/**
 * The media library: the pictures uploaded so far (GET /api/admin/media, 24 a page, newest first),
 * to pick one for a picture field instead of uploading it again. `onPick` gets the picture; the
 * dialog closes.
 */
export function MediaLibraryDialog({ label, onPick }: { label: string; onPick: (item: MediaLibraryItem) => void }) {
  const [open, setOpen] = React.useState(false);
  const [items, setItems] = React.useState<MediaLibraryItem[]>([]);
  const [page, setPage] = React.useState(0);
  const [hasMore, setHasMore] = React.useState(false);
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState("");

  const load = React.useCallback(async (next: number) => {
    setLoading(true);
    setError("");
    const r = await api<MediaLibraryPage>("GET", `/api/admin/media?page=${next}`, { cache: "no-store" });
    setLoading(false);
    if (!r.ok) return setError(r.error.message);
    setItems((list) =>
      next === 1 ? r.data.items : [...list, ...r.data.items.filter((i) => !list.some((l) => l.url === i.url))],
    );
    setPage(next);
    setHasMore(r.data.hasMore);
  }, []);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Choose ${label.toLowerCase()} from the library`}
        onClick={() => {
          setOpen(true);
          void load(1);
        }}
      >
        <Images aria-hidden="true" />
        Choose from library
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Media library</DialogTitle>
            <DialogDescription>Pick an uploaded picture for {label.toLowerCase()}. Newest first.</DialogDescription>
          </DialogHeader>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {items.length === 0 && !loading && !error ? (
            <p className="text-sm text-muted-foreground">No pictures uploaded yet.</p>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Uploaded pictures">
            {items.map((item) => (
              <li key={item.url}>
                <button
                  type="button"
                  className="grid w-full gap-1 rounded-lg border p-1 text-left text-xs hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  aria-label={`Use ${item.alt ? `“${item.alt}”` : "this picture"} (${item.width} × ${item.height}, uploaded ${item.createdAt.slice(0, 10)})`}
                  data-url={item.url}
                  onClick={() => {
                    onPick(item);
                    setOpen(false);
                  }}
                >
                  <Image
                    src={item.url}
                    alt=""
                    width={160}
                    height={100}
                    unoptimized
                    className="h-24 w-full rounded object-cover"
                  />
                  <span className="truncate text-muted-foreground">{item.alt || `${item.width} × ${item.height}`}</span>
                </button>
              </li>
            ))}
          </ul>
          {hasMore ? (
            <Button type="button" variant="outline" disabled={loading} onClick={() => void load(page + 1)}>
              {loading ? "Loading…" : "Load more"}
            </Button>
          ) : loading ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

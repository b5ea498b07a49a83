"use client";

import * as React from "react";
import Image from "next/image";
import { ArrowLeft, ArrowRight, ImageUp, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api/client";
import type { MediaLibraryItem } from "@/lib/types/media";
import { isImageUrl, isMediaPicturePath } from "@/lib/validation/content";
import { MEDIA_ALT_MAX } from "@/lib/validation/limits";
import { MediaLibraryDialog } from "./media-library-dialog";

/** What the upload route takes (lib/server/media/process.ts): checked again there by the bytes. */
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
/** The upload cap the server enforces, said before a file is sent (15 MB). */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;

interface Pending {
  id: number;
  name: string;
  /** 0–100 while sending; null once the server is processing it. */
  progress: number | null;
  error?: string;
}

interface UploadReply {
  url: string;
  width: number;
  height: number;
}

/**
 * Sends one picture to POST /api/admin/media (XMLHttpRequest: fetch has no upload progress) and
 * resolves with its stored address; rejects with the server's sentence (or a network one).
 */
export function uploadPicture(file: File, onProgress: (percent: number | null) => void): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/media");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded >= e.total ? null : Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => {
      const body = xhr.response as (Partial<UploadReply> & { error?: string; message?: string }) | null;
      if (xhr.status === 201 && body?.url) resolve(body as UploadReply);
      else reject(new Error(body?.error ?? body?.message ?? `The upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check the connection and try again."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

let nextPendingId = 0;

/**
 * The admin forms' picture control, one for every picture field: pick or drop files (uploaded at
 * once, with progress; a refused file shows the server's reason), a preview of each picture,
 * remove, and — for a gallery (`multiple`) — reorder; pick one from the media library; an
 * uploaded picture's alt text beside it (saved on the picture itself when the field is left: PUT
 * /api/admin/media/alt). Pasting an outside https:// address in the "add by address" field has the
 * server copy it into the store (POST /api/admin/media/import), so the field keeps the stored
 * copy's /media/… address; a /images/… path is used as it is. The single picture's text input
 * (`urlInput`, the form's own registered input) stays editable too. The value is the list of
 * addresses (one at most without `multiple`).
 */
export function PictureUpload({
  id,
  label,
  value,
  onChange,
  multiple = false,
  urlInput,
  describedBy,
}: {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  multiple?: boolean;
  /** A single picture's address input (kept as the field's labelled control). */
  urlInput?: React.ReactNode;
  describedBy?: string;
}) {
  const [pending, setPending] = React.useState<Pending[]>([]);
  const [dragging, setDragging] = React.useState(false);
  const [pasted, setPasted] = React.useState("");
  const [pasteError, setPasteError] = React.useState("");
  const [fetching, setFetching] = React.useState(false);
  const alts = usePictureAlts(value);
  const fileInput = React.useRef<HTMLInputElement>(null);
  // Uploads finish in any order: each adds to the latest value, not the one it started from.
  const latest = React.useRef(value);
  React.useEffect(() => {
    latest.current = value;
  }, [value]);

  const update = (pendingId: number, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.id === pendingId ? { ...p, ...patch } : p)));

  const uploadFiles = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    for (const file of chosen) {
      const pendingId = ++nextPendingId;
      if (file.size > PICTURE_MAX_BYTES) {
        setPending((list) => [
          ...list,
          { id: pendingId, name: file.name, progress: null, error: "The picture is too large: at most 15 MB." },
        ]);
        continue;
      }
      setPending((list) => [...list, { id: pendingId, name: file.name, progress: 0 }]);
      uploadPicture(file, (progress) => update(pendingId, { progress }))
        .then(({ url }) => {
          setPending((list) => list.filter((p) => p.id !== pendingId));
          const current = latest.current;
          const next = multiple ? (current.includes(url) ? [...current] : [...current, url]) : [url];
          latest.current = next;
          onChange(next);
        })
        .catch((error: Error) => update(pendingId, { progress: null, error: error.message }));
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  const add = (url: string) => {
    const current = latest.current;
    const next = multiple ? (current.includes(url) ? [...current] : [...current, url]) : [url];
    latest.current = next;
    onChange(next);
  };

  const addPasted = async () => {
    const url = pasted.trim();
    if (!url) return;
    if (/^https?:\/\//i.test(url)) {
      // An outside picture: the server fetches it once and keeps its own copy.
      setPasteError("");
      setFetching(true);
      const r = await api<UploadReply>("POST", "/api/admin/media/import", { body: { url } });
      setFetching(false);
      if (!r.ok) return setPasteError(r.error.message);
      setPasted("");
      return add(r.data.url);
    }
    if (!isImageUrl(url)) {
      setPasteError("Enter an https:// URL or a path under /images/ or /media/.");
      return;
    }
    setPasteError("");
    setPasted("");
    add(url);
  };

  const busy = fetching || pending.some((p) => !p.error);
  return (
    <div className="grid gap-2" aria-describedby={describedBy} data-busy={busy || undefined}>
      {urlInput}
      <div
        className={`flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3 text-sm ${dragging ? "border-primary bg-primary/5" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          uploadFiles(Array.from(e.dataTransfer.files));
        }}
      >
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={PICTURE_ACCEPT}
          multiple={multiple}
          className="sr-only"
          aria-label={`Upload ${multiple ? "pictures" : "a picture"} for ${label.toLowerCase()}`}
          onChange={(e) => {
            uploadFiles(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <ImageUp aria-hidden="true" />
          {multiple ? "Upload pictures" : "Upload a picture"}
        </Button>
        <MediaLibraryDialog label={label} onPick={(item: MediaLibraryItem) => add(item.url)} />
        <span className="text-xs text-muted-foreground">
          or drop {multiple ? "files" : "a file"} here: JPEG, PNG, WebP or AVIF, at most 15 MB.
        </span>
      </div>

      {pending.length > 0 ? (
        <ul className="grid gap-1.5" aria-label={`Uploads for ${label.toLowerCase()}`}>
          {pending.map((p) => (
            <li key={p.id} className="grid gap-1 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate">{p.name}</span>
                {p.error ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setPending((list) => list.filter((x) => x.id !== p.id))}
                  >
                    Dismiss
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">
                    {p.progress === null ? "Processing…" : `${p.progress}%`}
                  </span>
                )}
              </div>
              {p.error ? (
                <p role="alert" className="text-destructive">
                  {p.error}
                </p>
              ) : (
                <progress
                  className="h-1.5 w-full accent-primary"
                  max={100}
                  value={p.progress ?? undefined}
                  aria-label={`Uploading ${p.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={`${label}: chosen pictures`}>
          {value.map((url, index) => (
            <li key={url} className="grid w-40 gap-1">
              {isImageUrl(url) ? (
                <Image
                  src={url}
                  alt={`${label}, picture ${index + 1}`}
                  width={160}
                  height={100}
                  unoptimized
                  className="h-24 w-40 rounded-lg border object-cover"
                />
              ) : (
                <span className="grid h-24 w-40 place-items-center rounded-lg border p-2 text-xs break-all text-destructive">
                  {url}
                </span>
              )}
              {isMediaPicturePath(url) ? (
                <AltInput url={url} label={`Alt text for ${label.toLowerCase()}, picture ${index + 1}`} alts={alts} />
              ) : null}
              <div className="flex items-center justify-between">
                {multiple ? (
                  <span className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Move picture ${index + 1} earlier`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowLeft aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Move picture ${index + 1} later`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  </span>
                ) : (
                  <span />
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="grid gap-1">
        <div className="flex gap-2">
          <Input
            id={multiple ? id : `${id}-address`}
            value={pasted}
            placeholder={
              multiple
                ? "Or paste an https:// URL (a copy is stored) or /images/… path"
                : "Or copy a picture from an https:// URL"
            }
            aria-label={`${label}: add by address`}
            onChange={(e) => setPasted(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void addPasted();
              }
            }}
          />
          <Button type="button" variant="outline" disabled={fetching} onClick={() => void addPasted()}>
            {fetching ? "Fetching…" : multiple ? "Add" : "Use"}
          </Button>
        </div>
        {pasteError ? (
          <p role="alert" className="text-sm text-destructive">
            {pasteError}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type AltState = {
  texts: Record<string, string>;
  saved: Record<string, string>;
  set: (url: string, alt: string) => void;
  save: (url: string) => Promise<{ saved: boolean; error?: string }>;
};

/** The alt texts of the uploaded pictures among `urls`: read once for those not yet known (one call for all), saved one at a time. */
function usePictureAlts(urls: readonly string[]): AltState {
  const [texts, setTexts] = React.useState<Record<string, string>>({});
  const [saved, setSaved] = React.useState<Record<string, string>>({});
  const asked = React.useRef(new Set<string>());
  const key = urls.filter(isMediaPicturePath).join("|");
  React.useEffect(() => {
    const unknown = key ? key.split("|").filter((url) => !asked.current.has(url)) : [];
    if (unknown.length === 0) return;
    for (const url of unknown) asked.current.add(url);
    const query = unknown.map((url) => `url=${encodeURIComponent(url)}`).join("&");
    void api<{ items: MediaLibraryItem[] }>("GET", `/api/admin/media?${query}`, { cache: "no-store" }).then((r) => {
      if (!r.ok) return;
      const found = Object.fromEntries(r.data.items.map((item) => [item.url, item.alt]));
      setSaved((s) => ({ ...found, ...s }));
      setTexts((t) => ({ ...found, ...t }));
    });
  }, [key]);
  const set = (url: string, alt: string) => setTexts((t) => ({ ...t, [url]: alt }));
  const save = async (url: string) => {
    const alt = texts[url] ?? "";
    if (alt === (saved[url] ?? "")) return { saved: false };
    const r = await api<MediaLibraryItem>("PUT", "/api/admin/media/alt", { body: { url, alt } });
    if (!r.ok) return { saved: false, error: r.error.message };
    setSaved((s) => ({ ...s, [url]: r.data.alt }));
    setTexts((t) => ({ ...t, [url]: r.data.alt }));
    return { saved: true };
  };
  return { texts, saved, set, save };
}

/** One uploaded picture's alt text, saved on the picture when the field is left. */
function AltInput({ url, label, alts }: { url: string; label: string; alts: AltState }) {
  const [status, setStatus] = React.useState<{ error?: string; saved?: boolean }>({});
  return (
    <div className="grid gap-0.5">
      <Input
        value={alts.texts[url] ?? ""}
        maxLength={MEDIA_ALT_MAX}
        placeholder="Alt text: what it shows"
        aria-label={label}
        className="h-8 text-xs"
        onChange={(e) => {
          setStatus({});
          alts.set(url, e.target.value);
        }}
        onBlur={async () => setStatus(await alts.save(url))}
      />
      {status.error ? (
        <p role="alert" className="text-xs text-destructive">
          {status.error}
        </p>
      ) : status.saved ? (
        <p className="text-xs text-muted-foreground" role="status">
          Alt text saved
        </p>
      ) : null}
    </div>
  );
}

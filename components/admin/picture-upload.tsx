"use client";

import * as React from "react";
import Image from "next/image";
import { ArrowLeft, ArrowRight, ImageUp, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isImageUrl } from "@/lib/validation/content";

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
 * remove, and — for a gallery (`multiple`) — reorder. Pasting an address stays possible: the
 * single picture's text input (`urlInput`, the form's own registered input), or a gallery's "Add"
 * field. The value is the list of addresses (one at most without `multiple`).
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
  const fileInput = React.useRef<HTMLInputElement>(null);
  // Uploads finish in any order: each adds to the latest value, not the one it started from.
  const latest = React.useRef(value);
  React.useEffect(() => {
    latest.current = value;
  }, [value]);

  const update = (pendingId: number, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === pendingId ? { ...p, ...patch } : p)));

  const uploadFiles = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    for (const file of chosen) {
      const pendingId = ++nextPendingId;
      if (file.size > PICTURE_MAX_BYTES) {
        setPending((list) => [...list, { id: pendingId, name: file.name, progress: null, error: "The picture is too large: at most 15 MB." }]);
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

  const addPasted = () => {
    const url = pasted.trim();
    if (!url) return;
    if (!isImageUrl(url)) {
      setPasteError("Enter an https:// URL or a path under /images/ or /media/.");
      return;
    }
    setPasteError("");
    setPasted("");
    if (!value.includes(url)) onChange([...value, url]);
  };

  const busy = pending.some((p) => !p.error);
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
        <span className="text-xs text-muted-foreground">or drop {multiple ? "files" : "a file"} here: JPEG, PNG, WebP or AVIF, at most 15 MB.</span>
      </div>

      {pending.length > 0 ? (
        <ul className="grid gap-1.5" aria-label={`Uploads for ${label.toLowerCase()}`}>
          {pending.map((p) => (
            <li key={p.id} className="grid gap-1 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate">{p.name}</span>
                {p.error ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => setPending((list) => list.filter((x) => x.id !== p.id))}>
                    Dismiss
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">{p.progress === null ? "Processing…" : `${p.progress}%`}</span>
                )}
              </div>
              {p.error ? (
                <p role="alert" className="text-destructive">
                  {p.error}
                </p>
              ) : (
                <progress className="h-1.5 w-full accent-primary" max={100} value={p.progress ?? undefined} aria-label={`Uploading ${p.name}`} />
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
                <Image src={url} alt={`${label}, picture ${index + 1}`} width={160} height={100} unoptimized className="h-24 w-40 rounded-lg border object-cover" />
              ) : (
                <span className="grid h-24 w-40 place-items-center rounded-lg border p-2 text-xs break-all text-destructive">{url}</span>
              )}
              <div className="flex items-center justify-between">
                {multiple ? (
                  <span className="flex gap-1">
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move picture ${index + 1} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
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
                <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove picture ${index + 1}`} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {multiple ? (
        <div className="grid gap-1">
          <div className="flex gap-2">
            <Input
              id={id}
              value={pasted}
              placeholder="Or paste an https:// URL or /images/… path"
              aria-label={`${label}: add by address`}
              onChange={(e) => setPasted(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addPasted();
                }
              }}
            />
            <Button type="button" variant="outline" onClick={addPasted}>
              Add
            </Button>
          </div>
          {pasteError ? <p className="text-sm text-destructive">{pasteError}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

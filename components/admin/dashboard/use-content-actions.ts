"use client";

import * as React from "react";
import { useRouter } from "next/navigation";

import type { HotelDTO } from "@/lib/types/catalogue";
import { api, apiOrThrow } from "@/lib/api/client";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/sonner";
import type { FormValues } from "../content-form-types";
import { CONTENT_API, type ContentKind } from "./content-lists";
import { forceDeletableRelated } from "./force-delete";
import type { ForceDelete } from "./force-delete-dialog";

/**
 * The dashboard's content mutations through the content API, then the page read again: save (add
 * or edit) and delete, asked first in the kit's confirmation box. A hotel whose delete is refused
 * for related records (409 `has_related_records`) opens the Force Delete dialog instead.
 */
export function useContentActions(shownHotels: readonly HotelDTO[] | undefined) {
  const router = useRouter();
  const confirm = useConfirm();
  const [forceDelete, setForceDelete] = React.useState<ForceDelete | null>(null);

  /** Resolves when saved; throws the ApiError (the dialog stays open and shows its field messages). */
  async function save(kind: ContentKind, values: FormValues, id?: number) {
    const { path, noun } = CONTENT_API[kind];
    await apiOrThrow(id ? "PUT" : "POST", id ? `${path}/${id}` : path, { body: values });
    toast.success(`${noun} ${id ? "updated" : "created"} successfully`);
    router.refresh();
  }

  async function remove(kind: ContentKind, id: number, force = false) {
    const { path, noun, label } = CONTENT_API[kind];
    if (
      !force &&
      !(await confirm.ask({
        title: `Are you sure you want to delete this ${label}?`,
        description: "This cannot be undone.",
      }))
    )
      return;
    const reply = await api("DELETE", `${path}/${id}${force ? "?force=true" : ""}`);
    if (reply.ok) {
      toast.success(`${noun} deleted successfully`);
      setForceDelete(null);
      router.refresh();
      return;
    }
    const related = kind === "hotel" ? forceDeletableRelated(reply.status, reply.error) : null;
    if (related) {
      const hotel = shownHotels?.find((h) => h.id === id);
      if (hotel) setForceDelete({ hotel, related });
      return;
    }
    toast.error("Error", { description: reply.error.message || `Failed to delete ${label}` });
  }

  return { save, remove, forceDelete, cancelForceDelete: () => setForceDelete(null), confirmDialog: confirm.dialog };
}

"use client";

import { TriangleAlert } from "lucide-react";

import type { HotelDTO } from "@/lib/types/catalogue";
import { pluralize } from "@/lib/format";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { RelatedCounts } from "./force-delete";

export interface ForceDelete {
  hotel: HotelDTO;
  related: RelatedCounts;
}

/** Force Delete Hotel (admin spec §4): what goes with the hotel and what stays; confirming deletes with force. */
export function ForceDeleteDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: ForceDelete | null;
  onCancel: () => void;
  onConfirm: (hotel: HotelDTO) => void;
}) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 text-destructive" aria-hidden="true" /> Force Delete Hotel
          </DialogTitle>
          {/* The spec's warning said every related record goes; what really happens is below. */}
          <DialogDescription>
            This action cannot be undone. The hotel and its room types will be permanently deleted; its bookings are
            kept.
          </DialogDescription>
        </DialogHeader>
        {pending ? (
          <div className="grid gap-2 text-sm">
            <p>
              <span className="font-medium">{pending.hotel.name}</span> has related records:
            </p>
            <ul className="list-disc pl-5" data-testid="force-delete-counts">
              {pending.related.roomTypesCount > 0 ? (
                <li>{pluralize(pending.related.roomTypesCount, "room type")}: deleted with the hotel</li>
              ) : null}
              {pending.related.bookingsCount > 0 ? (
                <li>
                  {pluralize(pending.related.bookingsCount, "booking")}: kept as customers&apos; records, under the
                  hotel&apos;s name; rooms they still hold are released
                </li>
              ) : null}
              {pending.related.reviewsCount > 0 ? (
                <li>{pluralize(pending.related.reviewsCount, "review")}: the hotel&apos;s rating goes with it</li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => pending && onConfirm(pending.hotel)}>
            Force Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

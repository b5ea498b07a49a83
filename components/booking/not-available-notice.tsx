"use client";

import { CalendarX2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import type { NotAvailable } from "@/lib/bookings/not-available";

/**
 * The booking API's 409 'Those dates are no longer available', shown in the wizard until the guest
 * changes something: the message, then what is free instead (another room type for the same dates,
 * or the nearest dates for the chosen room), each one click away.
 */
export function NotAvailableNotice({
  notice,
  roomLabel,
  onPickRoom,
  onPickDates,
}: {
  notice: NotAvailable;
  roomLabel: string;
  onPickRoom: (name: string) => void;
  onPickDates: (dates: { checkIn: string; checkOut: string }) => void;
}) {
  return (
    <div
      role="alert"
      data-testid="not-available"
      className="grid gap-3 rounded-xl border border-destructive/40 bg-card p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CalendarX2 aria-hidden="true" className="size-4" /> {notice.message}
      </p>
      <p className="text-muted-foreground">
        Someone booked the last {roomLabel.toLowerCase()} for at least one of your nights while you were filling in the
        form.
      </p>
      {notice.roomTypes.length ? (
        <div className="grid gap-2">
          <p className="font-medium">Free for your dates:</p>
          <div className="flex flex-wrap gap-2">
            {notice.roomTypes.map((r) => (
              <Button key={r.name} type="button" size="sm" variant="outline" onClick={() => onPickRoom(r.name)}>
                {r.name} ({r.free} left)
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {notice.nearestDates ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">
            Nearest free dates: {formatDate(notice.nearestDates.checkIn)} – {formatDate(notice.nearestDates.checkOut)}
          </p>
          <Button type="button" size="sm" variant="outline" onClick={() => onPickDates(notice.nearestDates!)}>
            Use these dates
          </Button>
        </div>
      ) : null}
      {!notice.roomTypes.length && !notice.nearestDates ? <p>Please choose other dates.</p> : null}
    </div>
  );
}

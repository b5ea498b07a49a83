import "server-only";

import type { AdminBooking } from "@/lib/types/bookings";
import type { AdminBookingSort } from "@/lib/bookings/admin-query";
import { BOOKING_CSV_HEADER, bookingCsvLine } from "@/lib/bookings/csv";
import {
  loadAdminBookings,
  searchAdminBookingKeys,
  type AdminBookingFilter,
  type ListCursor,
} from "./search-admin-bookings";

/** Rows read per database round trip of the CSV export. */
export const EXPORT_BATCH_SIZE = 2000;

export interface ExportInput extends AdminBookingFilter {
  sort?: AdminBookingSort;
  /** Rows per batch (tests use small ones). */
  batchSize?: number;
}

/**
 * Every booking matching the filters, in the list's order, a batch at a time: each batch is a
 * keyset page (the rows after the previous batch's last (createdAt, id)), so every batch costs
 * the same however deep the export is, and only one batch is ever held in memory.
 */
export async function* exportAdminBookingBatches(input: ExportInput): AsyncGenerator<AdminBooking[]> {
  const { batchSize = EXPORT_BATCH_SIZE, sort = "newest", ...filter } = input;
  let after: ListCursor | undefined;
  for (;;) {
    const keys = await searchAdminBookingKeys({ ...filter, sort, limit: batchSize, after });
    if (keys.length === 0) return;
    yield await loadAdminBookings(keys);
    if (keys.length < batchSize) return;
    const last = keys[keys.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The CSV export as a byte stream (header, then one line per booking), pulled batch by batch: the
 * next batch is read only when the client has taken the previous one (backpressure), and a
 * cancelled download stops the reading.
 */
export function exportAdminBookingsCsv(input: ExportInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<AdminBooking[]> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOOKING_CSV_HEADER));
      },
      async pull(controller) {
        batches ??= exportAdminBookingBatches(input);
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(bookingCsvLine).join("")));
      },
      async cancel() {
        await batches?.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

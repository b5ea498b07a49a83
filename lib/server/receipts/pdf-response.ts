import "server-only";

import type { ReceiptFile } from "./booking-receipt";

/** A receipt as a download: a PDF attachment under its own name, never stored by a cache. */
export function pdfResponse({ fileName, pdf }: ReceiptFile): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

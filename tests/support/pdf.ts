/**
 * The text of a PDF, page by page, read with pdf.js (pdfjs-dist, a dev dependency): proves a
 * receipt parses as a PDF and lets a test look for its figures.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  expectPdfHeader(data);
  const pdf = await getDocument({ data, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  await pdf.destroy();
  // One space between words, whatever the layout put between the runs.
  return pages.join("\n").replace(/[ \t]+/g, " ");
}

function expectPdfHeader(data: Uint8Array) {
  const head = Buffer.from(data.subarray(0, 5)).toString("latin1");
  if (head !== "%PDF-") throw new Error(`Not a PDF: starts with ${JSON.stringify(head)}`);
}

import "server-only";

import { z } from "zod";
import { AppError } from "../errors/app-error";
import { parseOrThrow } from "./respond";
import { textProblem } from "./text";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * A request's body, read up to `maxBytes` and never further: a declared or actual length over it
 * throws `tooLarge()` (the reader is cancelled, so the rest is not read).
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON request body and validates it with a zod schema. Every way a body can be wrong
 * answers 400 with a clear sentence (contract: wrong content type, malformed JSON, too large,
 * failing validation), never a 500.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
  }
  const body = await readBodyCapped(
    request,
    maxBytes,
    () => new AppError("PAYLOAD_TOO_LARGE", `The request body is too large (at most ${maxBytes} bytes).`),
  );
  const text = body.toString("utf8");
  if (!text.trim()) throw AppError.badRequest("The request body is empty: send a JSON object.");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw AppError.badRequest("The request body is not valid JSON.");
  }
  const problem = textProblem(data, "The request body");
  if (problem) throw AppError.badRequest(problem);
  return parseOrThrow(schema, data);
}

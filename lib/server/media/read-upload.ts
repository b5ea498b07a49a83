import "server-only";

import { AppError } from "../errors/app-error";
import { readBodyCapped } from "../http/body";
import { MAX_UPLOAD_BODY_BYTES as MAX_UPLOAD_REQUEST_BYTES } from "@/lib/node-hooks/body-limit-hook.mjs";
import { MAX_UPLOAD_BYTES } from "./process";

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", `The picture is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`);

/**
 * The picture of an upload request: a multipart/form-data body (read up to the
 * server's upload cap, MAX_UPLOAD_BODY_BYTES, never more) with one file in its `file` field. Every other shape is a
 * 400 with a sentence saying what to send.
 */
export async function readUploadedFile(request: Request): Promise<Uint8Array> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type.trim())) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      'Send the picture as multipart/form-data with the file in the field "file".',
    );
  }
  const body = await readBodyCapped(request, MAX_UPLOAD_REQUEST_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw AppError.badRequest("The upload is not a readable multipart/form-data body.");
  }
  const files = form.getAll("file");
  const file = files[0];
  if (files.length !== 1 || typeof file === "string" || !file)
    throw AppError.badRequest('Send exactly one picture, in the form field "file".');
  return new Uint8Array(await file.arrayBuffer());
}

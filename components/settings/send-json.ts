/** What an admin settings call answered: whether it succeeded, the message to show, the JSON body. */
export interface JsonReply {
  ok: boolean;
  message: string;
  json: Record<string, unknown> | null;
}

/**
 * A JSON call of the settings page's e-mail controls: the body's `message` (else `error`, else the
 * HTTP status) as the text to show, and never a throw — an unreachable server is a reply too.
 */
export async function sendJson(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<JsonReply> {
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const message = typeof json?.message === "string" ? json.message : typeof json?.error === "string" ? json.error : `HTTP ${res.status}: ${res.statusText}`;
    return { ok: res.ok, message, json };
  } catch {
    return { ok: false, message: "The server could not be reached.", json: null };
  }
}

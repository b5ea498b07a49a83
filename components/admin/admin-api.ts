/**
 * The admin pages' calls to the content API (same-origin, the session cookie signs them).
 * A non-OK reply throws an AdminApiError carrying the reply's message (spec §7's helper:
 * the reply's message or error, else 'HTTP {status}: {statusText}', else 'API request failed')
 * and the whole JSON body (a hotel delete's relatedRecords / canForceDelete).
 */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export async function adminApi<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError("API request failed", 0, null);
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message =
      (typeof json?.message === "string" && json.message) ||
      (typeof json?.error === "string" && json.error) ||
      (response.statusText ? `HTTP ${response.status}: ${response.statusText}` : "API request failed");
    throw new AdminApiError(message, response.status, json);
  }
  return json as T;
}

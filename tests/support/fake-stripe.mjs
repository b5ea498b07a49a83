// A local fake of the Stripe endpoints the payments adapter uses (lib/server/payments/stripe/),
// for the tests: the real `stripe` SDK is pointed at it with STRIPE_API_URL (its host, port and
// protocol options) and speaks to it as to Stripe — form-encoded bodies with bracket keys, a Bearer
// key, Idempotency-Key (same key → the first reply again; other parameters → an idempotency error).
// It sends webhooks signed with the SDK's own test-header helper, and serves a small hosted payment
// page. Plain JavaScript so an end-to-end run can start it by path (typed by fake-stripe.d.mts):
//
//   node tests/support/fake-stripe.mjs --port 12111 --webhook-url http://127.0.0.1:3000/api/payments/webhook --webhook-secret whsec_test
//
// API: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire
// (→ checkout.session.expired), POST /v1/refunds (→ refund.created).
// Hosted page: GET /pay/:id; POST /pay/:id/pay (→ checkout.session.completed, awaited, then 303 to
// success_url); POST /pay/:id/decline (the page again with "Your card was declined."; no webhook).
// Control: POST /_control/config {webhookUrl, webhookSecret}; GET /_control/events;
// POST /_control/resend {eventId}; GET /_control/sessions.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import Stripe from "stripe";

const API_VERSION = "2026-10-28.endive";

const newId = (prefix) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const usd = (cents) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** A form body as Stripe reads it: `a[b][0][c]=1` → { a: { b: [{ c: "1" }] } }. */
function parseStripeForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = [key.replace(/\[.*$/, ""), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    });
  }
  return root;
}

class StripeHttpError extends Error {
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}
const invalid = (message, extra) => new StripeHttpError(400, "invalid_request_error", message, extra);
const missing = (kind, id, param) =>
  new StripeHttpError(404, "invalid_request_error", `No such ${kind}: '${id}'`, { code: "resource_missing", param });

/**
 * Starts the fake on 127.0.0.1 (`port` 0 or unset: a free one). `apiKey`: the one secret key it
 * accepts (unset: any sk_test_… key). Returns its url, port, close(), the events it sent (with each
 * delivery's HTTP status), resend(eventId) and the sessions it holds.
 */
export async function startFakeStripe({ webhookUrl = null, webhookSecret = null, port = 0, apiKey = null } = {}) {
  const settings = { webhookUrl, webhookSecret };
  const sessions = new Map();
  const intents = new Map();
  const events = [];
  const idempotent = new Map();
  let url = "";

  async function deliver(record) {
    if (!settings.webhookUrl || !settings.webhookSecret) return (record.deliveries.push(null), null);
    const payload = JSON.stringify(record.event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    try {
      const response = await fetch(settings.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      await response.arrayBuffer();
      record.deliveries.push(response.status);
      return response.status;
    } catch {
      record.deliveries.push(0);
      return 0;
    }
  }

  async function emit(type, object) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(object) },
    };
    const record = { event, deliveries: [] };
    events.push(record);
    await deliver(record);
    return event;
  }

  function sessionOf(id) {
    const session = sessions.get(id);
    if (!session) throw missing("checkout.session", id, "session");
    return session;
  }

  function createSession(params) {
    if (params.mode !== "payment") throw invalid("The fake supports mode=payment only.", { param: "mode" });
    const items = Object.values(params.line_items ?? {});
    if (items.length !== 1) throw invalid("The fake takes exactly one line item.", { param: "line_items" });
    const item = items[0];
    const amount = Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", {
        param: "line_items",
      });
    if (item.price_data?.currency !== "usd")
      throw invalid("The fake takes usd only.", { param: "line_items[0][price_data][currency]" });
    for (const param of ["success_url", "cancel_url"])
      if (!params[param]) throw invalid(`Missing required param: ${param}.`, { param });
    const expiresAt = params.expires_at ? Number(params.expires_at) : now() + 24 * 3600;
    if (expiresAt < now() + 30 * 60 - 60 || expiresAt > now() + 24 * 3600 + 60)
      throw invalid(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
        { param: "expires_at" },
      );
    const id = newId("cs");
    const session = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: amount,
      amount_total: amount,
      currency: "usd",
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      expires_at: expiresAt,
      created: now(),
      livemode: false,
      metadata: params.metadata ?? {},
      payment_intent: null,
      url: `${url}/pay/${id}`,
      // Not Stripe's: what the fake's hosted page shows, and the payment intent's metadata to come.
      _description: item.price_data?.product_data?.name ?? "",
      _intentMetadata: params.payment_intent_data?.metadata ?? {},
    };
    sessions.set(id, session);
    return session;
  }

  async function expireSession(id) {
    const session = sessionOf(id);
    if (session.status !== "open")
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    Object.assign(session, { status: "expired", url: null });
    await emit("checkout.session.expired", publicSession(session));
    return session;
  }

  async function refund(params) {
    const intent = intents.get(params.payment_intent);
    if (!params.payment_intent || !intent) throw missing("payment_intent", params.payment_intent, "payment_intent");
    const left = intent.amount_received - intent.refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid("Invalid positive integer", { param: "amount" });
    if (amount > left)
      throw invalid(`Refund amount (${usd(amount)}) is greater than unrefunded amount on charge (${usd(left)})`, {
        code: "amount_too_large",
        param: "amount",
      });
    intent.refunded += amount;
    const object = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: "usd",
      charge: intent.latest_charge,
      payment_intent: intent.id,
      status: "succeeded",
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    await emit("refund.created", object);
    return object;
  }

  async function pay(id) {
    const session = sessionOf(id);
    if (session.status !== "open") return false;
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: "usd",
      status: "succeeded",
      latest_charge: newId("ch"),
      metadata: session._intentMetadata,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id, url: null });
    await emit("checkout.session.completed", publicSession(session));
    return true;
  }

  /** The API's routes: [method, pattern, handler(params, match)]. */
  const routes = [
    ["POST", /^\/v1\/checkout\/sessions$/, (params) => createSession(params)],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (_, [, id]) => sessionOf(id)],
    ["POST", /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (_, [, id]) => expireSession(id)],
    ["POST", /^\/v1\/refunds$/, (params) => refund(params)],
  ];

  async function api(request, response, path, body) {
    const send = (status, json, headers = {}) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": newId("req"), ...headers });
      response.end(JSON.stringify(json));
    };
    // The SDK sends a Bearer key; Stripe also takes it as Basic auth's user name (curl -u sk_test_…:).
    const authorization = request.headers.authorization ?? "";
    const basic = /^Basic (.+)$/.exec(authorization)?.[1];
    const key =
      /^Bearer (.+)$/.exec(authorization)?.[1] ??
      (basic ? Buffer.from(basic, "base64").toString("utf8").replace(/:.*$/, "") : undefined);
    if (!key || (apiKey ? key !== apiKey : !key.startsWith("sk_test_")))
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided: ****" } });
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route)
      return send(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path}).` },
      });
    const idempotencyKey = request.method === "POST" ? request.headers["idempotency-key"] : undefined;
    if (idempotencyKey) {
      const seen = idempotent.get(idempotencyKey);
      if (seen && (seen.path !== path || seen.body !== body))
        return send(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      if (seen) return send(seen.status, seen.json, { "idempotent-replayed": "true" });
    }
    let status = 200;
    let json;
    try {
      json = publicObject(await route[2](parseStripeForm(body), route[1].exec(path)));
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      [status, json] = [error.status, error.body];
    }
    if (idempotencyKey) idempotent.set(idempotencyKey, { path, body, status, json });
    send(status, json);
  }

  function page(session, notice = "") {
    const price = usd(session.amount_total);
    const open = session.status === "open";
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay — fake Stripe</title></head>
<body><main>
<h1>Pay — fake Stripe</h1>
<p>${escapeHtml(session._description)}</p>
<p>Amount due: <strong>${price}</strong></p>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}
${
  open
    ? `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay ${price}</button></form>
<form method="post" action="/pay/${session.id}/decline"><button type="submit">Decline card</button></form>`
    : `<p>This payment page is no longer open (${escapeHtml(session.status)}).</p>`
}
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>
</main></body></html>`;
  }

  async function hosted(request, response, path) {
    const html = (status, text) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(text);
    };
    const match = /^\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
    const session = match && sessions.get(match[1]);
    if (!session) return html(404, "<!doctype html><title>Not found — fake Stripe</title><p>No such payment page.</p>");
    const action = match[2];
    if (request.method === "GET" && !action) return html(200, page(session));
    if (request.method !== "POST" || !action) return html(405, page(session));
    if (session.status !== "open") return html(409, page(session));
    if (action === "decline") return html(402, page(session, "Your card was declined."));
    await pay(session.id);
    response.writeHead(303, { location: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id) });
    response.end();
  }

  async function control(request, response, path, body) {
    const send = (status, json) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (request.method === "POST" && path === "/_control/config") {
      const given = JSON.parse(body || "{}");
      if ("webhookUrl" in given) settings.webhookUrl = given.webhookUrl;
      if ("webhookSecret" in given) settings.webhookSecret = given.webhookSecret;
      return send(200, settings);
    }
    if (request.method === "GET" && path === "/_control/events") return send(200, listEvents());
    if (request.method === "GET" && path === "/_control/sessions") return send(200, listSessions());
    if (request.method === "POST" && path === "/_control/resend")
      return send(200, { status: await resend(JSON.parse(body || "{}").eventId) });
    send(404, { error: "unknown control" });
  }

  const listEvents = () =>
    events.map(({ event, deliveries }) => ({ ...structuredClone(event), deliveries: [...deliveries] }));
  const listSessions = () => [...sessions.values()].map(publicSession);

  async function resend(eventId) {
    const record = events.find(({ event }) => event.id === eventId);
    if (!record) throw new Error(`fake Stripe: no event ${eventId}`);
    return deliver(record);
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      const handle = path.startsWith("/v1/")
        ? api
        : path.startsWith("/pay/")
          ? hosted
          : path.startsWith("/_control/")
            ? control
            : null;
      const run = handle ? handle(request, response, path, body) : Promise.resolve(response.writeHead(404).end());
      run.catch((error) => {
        if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { type: "api_error", message: String(error?.message ?? error) } }));
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = server.address().port;
  url = `http://127.0.0.1:${bound}`;
  return {
    url,
    port: bound,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    events: listEvents,
    resend,
    sessions: listSessions,
  };
}

/** An object as the API shows it (the fake's own fields, `_…`, left out). */
function publicObject(object) {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith("_")));
}
const publicSession = (session) => publicObject(session);

// The command line: node tests/support/fake-stripe.mjs --port N --webhook-url U --webhook-secret S [--api-key K]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const fake = await startFakeStripe({
    port: Number(arg("port") ?? 0),
    webhookUrl: arg("webhook-url") ?? null,
    webhookSecret: arg("webhook-secret") ?? null,
    apiKey: arg("api-key") ?? null,
  });
  console.log(`fake Stripe listening on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

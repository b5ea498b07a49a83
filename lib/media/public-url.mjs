// S3_PUBLIC_URL: the public address of the media bucket's objects (a CDN in front of the bucket,
// or the bucket's own public address). When set, the pages render an uploaded picture
// (/media/<hash>.webp, the address the records keep) from there — Next's image optimizer fetches
// and resizes it from that host — instead of from the site's own /media route; unset, nothing
// changes. Plain JavaScript so next.config.mjs can import it (its remote image host, the CSP's
// img-src, and refusing a bad value before the server starts); typed by public-url.d.mts.

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);
/** A path of plain segments: letters, digits, "-", "_", "." and "~" (no "..", no "%", no empty segment). */
const PATH = /^(?:\/[A-Za-z0-9_~.-]+)*$/;
const STORED = /^\/media\/([0-9a-f]{32}\.(?:webp|jpg))$/;

/** S3_PREFIX as the bucket's keys use it: "" or "folder/" (lib/server/media/store.ts). */
export function s3ObjectPrefix(value) {
  const prefix = String(value ?? "")
    .trim()
    .replace(/^\/+/, "");
  return prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix;
}

const explain =
  "S3_PUBLIC_URL must be the https address the bucket's pictures are public at, like https://cdn.example.com or https://cdn.example.com/pictures: a host name, an optional path, no query, fragment, user name or spaces";

/**
 * Reads S3_PUBLIC_URL: `{ base }` — the address without a trailing "/", or null when unset — or
 * `{ error }`, a sentence saying what is wrong with it.
 */
export function parseS3PublicUrl(value) {
  const text = String(value ?? "").trim();
  if (!text) return { base: null };
  const shown = `"${text.slice(0, 200)}"`;
  if (!/^https:\/\/[^\s?#\\]+$/i.test(text) || !URL.canParse(text)) return { error: `${explain}: ${shown}.` };
  const url = new URL(text);
  const path = url.pathname.replace(/\/$/, "");
  const base = `${url.origin}${path}`;
  // As written: an address the URL parser had to rewrite (dot segments, "%2e", a default port) is refused too.
  const written = base.toLowerCase() === text.replace(/\/$/, "").toLowerCase();
  if (
    !written ||
    url.username ||
    url.password ||
    !HOST.test(url.hostname) ||
    /^[\d.]+$/.test(url.hostname) ||
    !PATH.test(path) ||
    /(^|\/)\.\.?(\/|$)/.test(path)
  ) {
    return { error: `${explain}: ${shown}.` };
  }
  return { base };
}

/**
 * The public media address the environment configures: `{ base, prefix }` (base null when
 * S3_PUBLIC_URL is unset), or `{ error }` when S3_PUBLIC_URL is malformed or set without a bucket
 * (S3_BUCKET) whose objects it would serve.
 */
export function mediaPublicConfig(env) {
  const parsed = parseS3PublicUrl(env.S3_PUBLIC_URL);
  if (parsed.error) return { error: parsed.error };
  if (parsed.base && !String(env.S3_BUCKET ?? "").trim())
    return {
      error:
        "S3_PUBLIC_URL is set but S3_BUCKET is not: the pictures are then kept in a folder on this server (MEDIA_DIR), which that address cannot serve. Set S3_BUCKET (and the other S3_ variables), or remove S3_PUBLIC_URL.",
    };
  return { base: parsed.base, prefix: s3ObjectPrefix(env.S3_PREFIX) };
}

/** Throws "Refusing to start: …" for a bad S3_PUBLIC_URL (next.config.mjs, when the server starts or builds); else its config. */
export function assertMediaPublicConfig(env) {
  const config = mediaPublicConfig(env);
  if (config.error) throw new Error(`Refusing to start: ${config.error}`);
  return config;
}

/** Where a stored picture's address (/media/<key>) is shown from: `base/prefix+key` with a base, else the address itself. Other addresses are unchanged. */
export function publicMediaAddress(address, config) {
  const key = config?.base ? STORED.exec(address)?.[1] : undefined;
  if (!key) return address;
  const prefix = (config.prefix ?? "").split("/").map(encodeURIComponent).join("/");
  return `${config.base}/${prefix}${key}`;
}

/** The remote pattern that lets Next's image optimizer fetch the public pictures (under the base's path, no query): none without a base. */
export function mediaPublicRemotePatterns(config) {
  if (!config?.base) return [];
  const url = new URL(config.base);
  return [
    {
      protocol: "https",
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/$/, "")}/**`,
      search: "",
    },
  ];
}

/** The origin to add to the CSP's img-src (a picture shown without the optimizer loads from there); none without a base. */
export function mediaPublicOrigins(config) {
  return config?.base ? [new URL(config.base).origin] : [];
}

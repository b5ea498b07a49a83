import "server-only";

import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";

import { ipv6Groups } from "./client-address";

/*
 * Fetching an outside address on an administrator's behalf (issue 38: a pasted picture URL is
 * copied into the media store) without letting it reach inside the network (SSRF): https only, on
 * its default port, no user:password; the host's every DNS address must be public (no private,
 * loopback, link-local, shared, multicast, reserved or documentation range, in IPv4 or IPv6,
 * IPv4-mapped/-compatible, NAT64 and 6to4 included), checked in the connection's own lookup, so the
 * address checked is the address connected to (no second resolution for a rebinding DNS to answer
 * differently). Redirects are followed here, each hop checked the same way, at most `maxRedirects`;
 * the whole fetch has one deadline and one size cap. Every refusal is a FetchRefused with a sentence.
 */

/** Why an outside address was not fetched: a sentence for the administrator. */
export class FetchRefused extends Error {
  override readonly name = "FetchRefused";
}

const V4_BLOCKED: [string, number, string][] = [
  ["0.0.0.0", 8, "a reserved address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a shared (carrier-grade NAT) address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "a reserved address"],
  ["192.0.2.0", 24, "a documentation address"],
  ["192.88.99.0", 24, "a reserved address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["198.51.100.0", 24, "a documentation address"],
  ["203.0.113.0", 24, "a documentation address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved address"],
];

const v4Number = (ip: string) => ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);

function v4Problem(ip: string): string | null {
  const n = v4Number(ip);
  for (const [base, bits, what] of V4_BLOCKED) {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    if (n >= start && n < start + size) return what;
  }
  return null;
}

const v4FromGroups = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");

function v6Problem(ip: string): string | null {
  const g = ipv6Groups(ip.replace(/%.*$/, ""));
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return "the unspecified address";
  if (zeros(0, 7) && g[7] === 1) return "a loopback address";
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible): the IPv4 address's own rules.
  if (zeros(0, 5) && g[5] === 0xffff) return v4Problem(v4FromGroups(g[6]!, g[7]!));
  if (zeros(0, 6)) return v4Problem(v4FromGroups(g[6]!, g[7]!)) ?? "a reserved address";
  // 64:ff9b::/96 (NAT64) and 2002::/16 (6to4) carry an IPv4 address too.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Problem(v4FromGroups(g[6]!, g[7]!));
  if (g[0] === 0x2002) return v4Problem(v4FromGroups(g[1]!, g[2]!));
  if ((g[0]! & 0xff00) === 0xff00) return "a multicast address";
  if ((g[0]! & 0xffc0) === 0xfe80) return "a link-local address";
  if ((g[0]! & 0xffc0) === 0xfec0) return "a site-local address";
  if ((g[0]! & 0xfe00) === 0xfc00) return "a private (unique local) address";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "a documentation address";
  // 2001::/23: Teredo, benchmarking, ORCHID and other IANA special-purpose blocks.
  if (g[0] === 0x2001 && g[1]! < 0x0200) return "a special-purpose address";
  // Only global unicast (2000::/3) is public.
  if ((g[0]! & 0xe000) !== 0x2000) return "a reserved address";
  return null;
}

/** Why `ip` is not a public internet address ("a private address", …), or null when it is one. */
export function addressProblem(ip: string): string | null {
  if (net.isIPv4(ip)) return v4Problem(ip);
  if (net.isIPv6(ip.replace(/%.*$/, ""))) return v6Problem(ip);
  return "not an IP address";
}

const isLoopback = (ip: string) => addressProblem(ip) === "a loopback address";

export interface PublicFetchOptions {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** The whole fetch, every hop included, in milliseconds. */
  timeoutMs: number;
  /** Redirects followed at most. */
  maxRedirects: number;
  /** Tests only: plain http and loopback addresses (a server the test starts) are allowed too. */
  allowLoopbackForTests?: boolean;
  /** DNS resolution (tests may answer for a name); default the system's. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export interface FetchedBody {
  data: Buffer;
  /** The address the body came from (after redirects). */
  url: string;
  contentType: string | null;
}

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Refuses an address that is not a public https URL on its default port (throws FetchRefused). */
export function checkOutsideUrl(raw: string, allowLoopbackForTests = false): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused("That is not a web address: paste the picture's full https:// address.");
  }
  const testHttp = allowLoopbackForTests && url.protocol === "http:";
  if (url.protocol !== "https:" && !testHttp) throw new FetchRefused("Only https:// addresses can be fetched.");
  if (url.username || url.password)
    throw new FetchRefused("An address with a user name or password cannot be fetched.");
  if (url.port && !allowLoopbackForTests)
    throw new FetchRefused("Only addresses on the standard https port (443) can be fetched.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    const problem = addressProblem(host);
    if (problem && !(allowLoopbackForTests && isLoopback(host)))
      throw new FetchRefused(`The address points to ${problem}, which cannot be fetched.`);
  } else if (!host.includes(".") || host.endsWith(".local") || host.endsWith(".internal")) {
    if (!(allowLoopbackForTests && host === "localhost"))
      throw new FetchRefused(`The host ${host} is not a public internet name.`);
  }
  return url;
}

/**
 * The connection's lookup: every address the name resolves to must be public (one private address
 * among public ones is refused too), and the connection goes to one of those checked addresses.
 */
function checkedLookup(options: PublicFetchOptions): LookupFunction {
  const resolve = options.resolve ?? systemResolve;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0)
          return callback(new FetchRefused(`The host ${hostname} could not be found.`), "", 4);
        for (const { address } of addresses) {
          const problem = addressProblem(address);
          if (problem && !(options.allowLoopbackForTests && isLoopback(address))) {
            return callback(
              new FetchRefused(`The host ${hostname} points to ${problem}, which cannot be fetched.`),
              "",
              4,
            );
          }
        }
        const family = (lookupOptions as { family?: number | string }).family;
        const wanted = family === 4 || family === "IPv4" ? 4 : family === 6 || family === "IPv6" ? 6 : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if ((lookupOptions as { all?: boolean }).all)
          return (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        const first = usable[0];
        if (!first) return callback(new FetchRefused(`The host ${hostname} has no usable address.`), "", 4);
        callback(null, first.address, first.family);
      },
      () => callback(new FetchRefused(`The host ${hostname} could not be found.`), "", 4),
    );
  };
}

/**
 * GETs an outside address under the rules above: the body of a 200 reply after at most
 * `maxRedirects` redirects, each hop's address checked again, within `timeoutMs` and `maxBytes`.
 */
export async function fetchPublic(raw: string, options: PublicFetchOptions): Promise<FetchedBody> {
  const deadline = Date.now() + options.timeoutMs;
  let url = checkOutsideUrl(raw, options.allowLoopbackForTests);
  for (let hop = 0; ; hop++) {
    const reply = await getOnce(url, options, deadline);
    if (reply.kind === "body") return reply.body;
    if (hop >= options.maxRedirects)
      throw new FetchRefused(`The address redirected more than ${options.maxRedirects} times.`);
    let next: string;
    try {
      next = new URL(reply.location, url).toString();
    } catch {
      throw new FetchRefused("The address redirected to something that is not a web address.");
    }
    url = checkOutsideUrl(next, options.allowLoopbackForTests);
  }
}

type Hop = { kind: "body"; body: FetchedBody } | { kind: "redirect"; location: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function getOnce(url: URL, options: PublicFetchOptions, deadline: number): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const left = deadline - Date.now();
    if (left <= 0)
      return reject(new FetchRefused(`The address took longer than ${options.timeoutMs / 1000} seconds to answer.`));
    const client = url.protocol === "http:" ? http : https;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(
        error instanceof FetchRefused
          ? error
          : new FetchRefused(`The picture could not be fetched: ${describe(error)}.`),
      );
    };
    const request = client.get(
      url,
      {
        lookup: checkedLookup(options),
        headers: {
          accept: "image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1",
          "user-agent": "LagoonMediaImport/1.0",
        },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          const location = response.headers.location;
          response.resume();
          if (!location) return fail(new FetchRefused(`The address answered ${status} without saying where to go.`));
          settled = true;
          clearTimeout(timer);
          request.destroy();
          return resolve({ kind: "redirect", location });
        }
        if (status !== 200) {
          response.resume();
          return fail(
            new FetchRefused(
              `The address answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}, not a picture.`,
            ),
          );
        }
        const tooLarge = () =>
          new FetchRefused(`The picture at that address is too large: at most ${mb(options.maxBytes)}.`);
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > options.maxBytes) return fail(tooLarge());
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > options.maxBytes) return fail(tooLarge());
          chunks.push(chunk);
        });
        response.on("end", () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            kind: "body",
            body: {
              data: Buffer.concat(chunks),
              url: url.toString(),
              contentType: response.headers["content-type"] ?? null,
            },
          });
        });
        response.on("error", fail);
      },
    );
    request.on("error", fail);
    const timer = setTimeout(
      () => fail(new FetchRefused(`The address took longer than ${options.timeoutMs / 1000} seconds to answer.`)),
      left,
    );
  });
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the host could not be found";
  if (code === "ECONNREFUSED") return "the server refused the connection";
  if (code === "ECONNRESET") return "the connection was reset";
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT")) return "its certificate is not valid";
  return code ? `network error ${code}` : "network error";
}

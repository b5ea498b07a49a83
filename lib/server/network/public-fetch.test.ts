import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressProblem, checkOutsideUrl, fetchPublic, FetchRefused } from "./public-fetch";

describe("addressProblem: only public internet addresses pass", () => {
  it("refuses private, loopback, link-local, shared, multicast and reserved IPv4", () => {
    for (const ip of [
      "10.1.2.3",
      "127.0.0.1",
      "127.9.9.9",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      "192.0.2.5",
      "198.18.0.1",
    ]) {
      expect(addressProblem(ip), ip).not.toBeNull();
    }
    expect(addressProblem("127.0.0.1")).toBe("a loopback address");
    expect(addressProblem("169.254.169.254")).toBe("a link-local address");
  });

  it("refuses the same in IPv6, IPv4-mapped, IPv4-compatible, NAT64 and 6to4 forms", () => {
    for (const ip of [
      "::1",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "::127.0.0.1",
      "64:ff9b::a00:1",
      "2002:c0a8:0101::1",
      "2001:db8::1",
      "2001::1",
      "fec0::1",
    ]) {
      expect(addressProblem(ip), ip).not.toBeNull();
    }
    expect(addressProblem("::ffff:127.0.0.1")).toBe("a loopback address");
  });

  it("lets public addresses through", () => {
    for (const ip of [
      "93.184.215.14",
      "8.8.8.8",
      "1.1.1.1",
      "172.32.0.1",
      "2606:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "2002:0808:0808::1",
    ]) {
      expect(addressProblem(ip), ip).toBeNull();
    }
  });
});

describe("checkOutsideUrl", () => {
  it("refuses what is not a public https address, with a sentence", () => {
    const cases: [string, RegExp][] = [
      ["http://example.com/a.jpg", /Only https:\/\//],
      ["ftp://example.com/a.jpg", /Only https:\/\//],
      ["file:///etc/passwd", /Only https:\/\//],
      ["not a url", /not a web address/],
      ["https://user:pw@example.com/a.jpg", /user name or password/],
      ["https://example.com:8443/a.jpg", /standard https port/],
      ["https://127.0.0.1/a.jpg", /loopback address/],
      ["https://2130706433/a.jpg", /loopback address/],
      ["https://0x7f.1/a.jpg", /loopback address/],
      ["https://[::1]/a.jpg", /loopback address/],
      ["https://[::ffff:127.0.0.1]/a.jpg", /loopback address/],
      ["https://[::ffff:a9fe:a9fe]/latest/meta-data", /link-local address/],
      ["https://10.0.0.1/a.jpg", /private address/],
      ["https://localhost/a.jpg", /not a public internet name/],
      ["https://intranet/a.jpg", /not a public internet name/],
    ];
    for (const [url, message] of cases) {
      expect(() => checkOutsideUrl(url), url).toThrow(FetchRefused);
      expect(() => checkOutsideUrl(url), url).toThrow(message);
    }
    expect(checkOutsideUrl("https://images.example.com/a.jpg").hostname).toBe("images.example.com");
  });

  it("the tests' switch allows plain http to loopback only", () => {
    expect(checkOutsideUrl("http://127.0.0.1:8080/a.jpg", true).port).toBe("8080");
    expect(() => checkOutsideUrl("http://10.0.0.1:8080/a.jpg", true)).toThrow(/private address/);
    expect(() => checkOutsideUrl("https://169.254.169.254/", true)).toThrow(/link-local/);
  });
});

describe("fetchPublic: every hop's DNS answer checked at connection time", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/big") {
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.end(Buffer.alloc(2048));
      } else if (req.url === "/to-private") {
        res.writeHead(302, { location: "http://private.test:" + port + "/ok" });
        res.end();
      } else if (req.url === "/loop") {
        res.writeHead(302, { location: "/loop" });
        res.end();
      } else if (req.url === "/slow") {
        setTimeout(() => res.end("late"), 2000);
      } else {
        res.end("ok");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Names answered by the test: "public.test" → this machine (allowed by the switch), "private.test" → 10.0.0.7
  // and "mixed.test" → a public and a private address.
  const resolve = async (host: string) =>
    host === "public.test"
      ? [{ address: "127.0.0.1", family: 4 }]
      : host === "mixed.test"
        ? [
            { address: "8.8.8.8", family: 4 },
            { address: "192.168.0.10", family: 4 },
          ]
        : host === "private.test"
          ? [{ address: "10.0.0.7", family: 4 }]
          : [];
  const options = { maxBytes: 1024, timeoutMs: 1000, maxRedirects: 3, allowLoopbackForTests: true, resolve };

  it("fetches from an allowed host", async () => {
    const got = await fetchPublic(`http://public.test:${port}/ok`, options);
    expect(got.data.toString()).toBe("ok");
  });

  it("refuses a name resolving to a private address, or to any private address among public ones", async () => {
    await expect(fetchPublic(`http://private.test:${port}/ok`, options)).rejects.toThrow(
      /private\.test points to a private address/,
    );
    await expect(fetchPublic(`http://mixed.test:${port}/ok`, options)).rejects.toThrow(
      /mixed\.test points to a private address/,
    );
    await expect(fetchPublic(`http://nowhere.test:${port}/ok`, options)).rejects.toThrow(/could not be found/);
  });

  it("refuses a redirect to a private host, too many redirects, too large, too slow", async () => {
    await expect(fetchPublic(`http://public.test:${port}/to-private`, options)).rejects.toThrow(
      /private\.test points to a private address/,
    );
    await expect(fetchPublic(`http://public.test:${port}/loop`, options)).rejects.toThrow(
      /redirected more than 3 times/,
    );
    await expect(fetchPublic(`http://public.test:${port}/big`, options)).rejects.toThrow(/too large: at most/);
    await expect(fetchPublic(`http://public.test:${port}/slow`, options)).rejects.toThrow(/longer than 1 seconds/);
  });

  it("without the switch, this machine stays refused whatever the name", async () => {
    await expect(fetchPublic(`https://public.test/ok`, { ...options, allowLoopbackForTests: false })).rejects.toThrow(
      /points to a loopback address/,
    );
  });
});

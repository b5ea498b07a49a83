import { describe, expect, it } from "vitest";
import { NextRequest, NextResponse } from "next/server";
import { AppError } from "../errors/app-error";
import { adminRoute, route } from "./route";

const get = () => new NextRequest("http://localhost:3000/api/x");
const ctx = { params: Promise.resolve({}) };

describe("route(): Cache-Control", () => {
  it("a plain value, a Response and an error go out no-store", async () => {
    expect((await route(async () => ({ ok: true }))(get(), ctx)).headers.get("cache-control")).toBe("no-store");
    expect(
      (await route(async () => NextResponse.json({}, { status: 201 }))(get(), ctx)).headers.get("cache-control"),
    ).toBe("no-store");
    const failed = await route(async () => {
      throw new AppError("RATE_LIMITED", "Too many requests.", { retryAfter: 5 });
    })(get(), ctx);
    expect(failed.status).toBe(429);
    expect(failed.headers.get("cache-control")).toBe("no-store");
    expect(failed.headers.get("retry-after")).toBe("5");
  });

  it("a public reply that chose its own caching keeps it", async () => {
    const etagged = await route(async () => new Response("[]", { headers: { etag: '"abc"' } }))(get(), ctx);
    expect(etagged.headers.get("cache-control")).toBeNull();
    const cached = await route(async () => new Response("[]", { headers: { "cache-control": "public, max-age=60" } }))(
      get(),
      ctx,
    );
    expect(cached.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("a personal route is no-store whatever it set; so is its 401", async () => {
    const personal = await route(
      async () => new Response("[]", { headers: { etag: '"abc"', "cache-control": "public" } }),
      { personal: true },
    )(get(), ctx);
    expect(personal.headers.get("cache-control")).toBe("no-store");
    const anonymous = await adminRoute(async () => ({}))(get(), ctx);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
  });
});

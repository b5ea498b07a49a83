import http from "node:http";
import { describe, expect, it } from "vitest";

import { installRouteHandlerCompressionFix } from "./route-handler-compression";

describe("installRouteHandlerCompressionFix", () => {
  it("stores a one-element Content-Type array as its string (what `compression` can read); other headers as given", () => {
    installRouteHandlerCompressionFix();
    installRouteHandlerCompressionFix();
    const res = new http.ServerResponse(new http.IncomingMessage(null as never));
    res.setHeader("content-type", ["application/json"]);
    expect(res.getHeader("Content-Type")).toBe("application/json");
    res.setHeader("Vary", ["rsc"]);
    expect(res.getHeader("vary")).toEqual(["rsc"]);
    res.setHeader("Set-Cookie", ["a=1", "b=2"]);
    expect(res.getHeader("set-cookie")).toEqual(["a=1", "b=2"]);
  });
});

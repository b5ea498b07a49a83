import { describe, expect, it } from "vitest";
import { returnToFromSearch, safeReturnTo, signInAddress } from "./return-to";

describe("returnTo", () => {
  it("honours a same-site relative path, normalised, without the portal's own parameters", () => {
    expect(safeReturnTo("/book?hotelId=3&checkIn=2026-12-01&adults=2")).toBe(
      "/book?hotelId=3&checkIn=2026-12-01&adults=2",
    );
    expect(safeReturnTo("/")).toBe("/");
    expect(safeReturnTo("/offers#top")).toBe("/offers#top");
    expect(safeReturnTo("/a/../book?x=1")).toBe("/book?x=1");
    expect(safeReturnTo("/?login=true&returnTo=/book")).toBe("/");
    expect(safeReturnTo("/book?x=1&signup=true")).toBe("/book?x=1");
  });

  it("refuses anything that could leave the site, reach the API or hide a character", () => {
    for (const bad of [
      "",
      "book",
      "//evil.example",
      "//evil.example/book",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "http://localhost/book",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/\n/evil.example",
      "/book\u0000",
      "/book\u007f",
      "/api/auth/logout",
      "/API/bookings",
      "/api",
      "/./api/users",
      "/x/../api/users",
      `/${"a".repeat(2001)}`,
      null,
      undefined,
    ]) {
      expect(safeReturnTo(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("builds and reads the portal's address", () => {
    expect(signInAddress("/book?hotelId=3&adults=2")).toBe("/?login=true&returnTo=%2Fbook%3FhotelId%3D3%26adults%3D2");
    expect(signInAddress("//evil.example")).toBe("/?login=true");
    expect(signInAddress()).toBe("/?login=true");
    expect(returnToFromSearch("?login=true&returnTo=%2Fbook%3FhotelId%3D3%26adults%3D2")).toBe(
      "/book?hotelId=3&adults=2",
    );
    expect(returnToFromSearch("?login=true&returnTo=https%3A%2F%2Fevil.example")).toBeNull();
    expect(returnToFromSearch("?login=true")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { isServedNextAuthPath } from "./next-auth-paths";

describe("isServedNextAuthPath", () => {
  it("serves csrf only", () => {
    expect(isServedNextAuthPath(["csrf"])).toBe(true);
  });
  it("refuses next-auth's sign-in paths and the unused ones", () => {
    for (const path of [
      ["session"],
      ["signout"],
      ["callback", "credentials"],
      ["callback"],
      ["signin"],
      ["signin", "credentials"],
      ["providers"],
      ["error"],
      ["verify-request"],
      ["_log"],
      ["session", "x"],
      ["Session"],
      [],
    ]) {
      expect(isServedNextAuthPath(path), path.join("/")).toBe(false);
    }
    expect(isServedNextAuthPath(undefined)).toBe(false);
  });
});

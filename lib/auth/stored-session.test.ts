import { describe, expect, it, vi } from "vitest";
import {
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  clearStoredSession,
  portalTabFromSearch,
  readStoredSession,
  withoutPortalParams,
  writeStoredSession,
} from "./stored-session";

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const user = {
  id: "u1",
  name: "Chris",
  email: "c@example.com",
  role: "customer" as const,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("stored session", () => {
  it("round-trips a session and needs both entries", () => {
    const store = memory();
    writeStoredSession(store, { token: "t", user });
    expect(readStoredSession(store)).toEqual({ token: "t", user });
    store.removeItem(AUTH_TOKEN_KEY);
    expect(readStoredSession(store)).toBeNull();
  });

  it("a corrupt saved user is reported and clears both entries", () => {
    const without = (key: keyof typeof user) => Object.fromEntries(Object.entries(user).filter(([k]) => k !== key));
    const wrongShapes = [
      without("id"),
      without("email"),
      without("role"),
      without("name"),
      { ...user, role: "owner" },
      { ...user, id: 7 },
      [user],
      "Chris",
    ];
    for (const bad of [
      "{not json",
      JSON.stringify({ id: 1 }),
      "null",
      "",
      ...wrongShapes.map((v) => JSON.stringify(v)),
    ]) {
      const store = memory();
      store.setItem(AUTH_TOKEN_KEY, "t");
      store.setItem(AUTH_USER_KEY, bad);
      const onCorrupt = vi.fn();
      expect(readStoredSession(store, onCorrupt)).toBeNull();
      expect(onCorrupt).toHaveBeenCalledOnce();
      expect(store.data.size).toBe(0);
    }
  });

  it("one entry without the other is corrupt too: both are removed and it is reported", () => {
    for (const [key, value] of [
      [AUTH_USER_KEY, JSON.stringify(user)],
      [AUTH_TOKEN_KEY, "t"],
    ] as const) {
      const store = memory();
      store.setItem(key, value);
      const onCorrupt = vi.fn();
      expect(readStoredSession(store, onCorrupt)).toBeNull();
      expect(onCorrupt).toHaveBeenCalledOnce();
      expect(store.data.size).toBe(0);
    }
    // An empty token beside a good user, likewise.
    const store = memory();
    store.setItem(AUTH_TOKEN_KEY, "");
    store.setItem(AUTH_USER_KEY, JSON.stringify(user));
    const onCorrupt = vi.fn();
    expect(readStoredSession(store, onCorrupt)).toBeNull();
    expect(onCorrupt).toHaveBeenCalledOnce();
    expect(store.data.size).toBe(0);
  });

  it("nothing saved is no session and nothing to report", () => {
    const onCorrupt = vi.fn();
    expect(readStoredSession(memory(), onCorrupt)).toBeNull();
    expect(onCorrupt).not.toHaveBeenCalled();
  });

  it("clears both entries", () => {
    const store = memory();
    writeStoredSession(store, { token: "t", user });
    clearStoredSession(store);
    expect(store.data.size).toBe(0);
  });

  it("reads and cleans the portal's query parameter", () => {
    expect(portalTabFromSearch("?login=true")).toBe("login");
    expect(portalTabFromSearch("?x=1&signup=true")).toBe("signup");
    expect(portalTabFromSearch("?track=true")).toBe("track");
    expect(portalTabFromSearch("?login=false")).toBeNull();
    expect(withoutPortalParams("http://x/?login=true&q=1#top")).toBe("/?q=1#top");
    expect(withoutPortalParams("http://x/?login=true&returnTo=%2Fbook%3FhotelId%3D3")).toBe("/");
  });
});

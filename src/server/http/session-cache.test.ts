import { describe, expect, it } from "vitest";
import { sessionCookie } from "./context";
import { SessionCache } from "./session-cache";

const ana = { id: "u1", email: "ana@example.com", name: "Ana", role: "user" as const };
const bia = { id: "u2", email: "bia@example.com", name: "Bia", role: "admin" as const };
const farFuture = new Date(Date.now() + 7 * 24 * 3600_000);

describe("SessionCache", () => {
  it("remembers a session for its lifetime, never past the session's own expiry", () => {
    let now = 1_000_000;
    const cache = new SessionCache(5000, 100, () => now);
    cache.set("t1", ana, farFuture, cache.ticket());
    cache.set("t2", bia, new Date(now + 1000), cache.ticket());
    expect(cache.get("t1")).toEqual(ana);
    expect(cache.get("t2")).toEqual(bia);
    now += 1000;
    expect(cache.get("t2")).toBeUndefined();
    expect(cache.get("t1")).toEqual(ana);
    now += 4000;
    expect(cache.get("t1")).toBeUndefined();
  });

  it("does not store a lookup that started before an invalidation", () => {
    const cache = new SessionCache();
    const before = cache.ticket();
    cache.clear(); // a sign-out finished while the lookup ran
    cache.set("t1", ana, farFuture, before);
    expect(cache.get("t1")).toBeUndefined();
    const again = cache.ticket();
    cache.forgetUser("someone-else");
    cache.set("t1", ana, farFuture, again);
    expect(cache.get("t1")).toBeUndefined();
    cache.set("t1", ana, farFuture, cache.ticket());
    expect(cache.get("t1")).toEqual(ana);
  });

  it("forgets every session of one user and only theirs", () => {
    const cache = new SessionCache();
    cache.set("a1", ana, farFuture, cache.ticket());
    cache.set("a2", ana, farFuture, cache.ticket());
    cache.set("b1", bia, farFuture, cache.ticket());
    cache.forgetUser(ana.id);
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b1")).toEqual(bia);
    cache.clear();
    expect(cache.get("b1")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = new SessionCache(5000, 2);
    cache.set("a", ana, farFuture, cache.ticket());
    cache.set("b", bia, farFuture, cache.ticket());
    cache.set("c", ana, farFuture, cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toEqual(ana);
  });

  it("with a lifetime of 0 remembers nothing", () => {
    const cache = new SessionCache(0);
    cache.set("a", ana, farFuture, cache.ticket());
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("sessionCookie", () => {
  const name = "better-auth.session_token";
  it("reads the session cookie among others", () => {
    expect(sessionCookie(`a=1; ${name}=tok.sig%3D; b=2`, name)).toBe("tok.sig%3D");
    expect(sessionCookie("a=1", name)).toBeUndefined();
    expect(sessionCookie(undefined, name)).toBeUndefined();
    expect(sessionCookie(`x${name}=v`, name)).toBeUndefined();
  });
  it("sent twice, it is no cache key", () => {
    expect(sessionCookie(`${name}=a; ${name}=b`, name)).toBe("");
  });
});

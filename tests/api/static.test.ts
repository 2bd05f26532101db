import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../../src/server/db/schema";
import { AGE_GATE_HEAD_SCRIPT } from "../../src/shared/age-gate";
import { createTestApi, dbLabel } from "./harness";

const DAY = 24 * 60 * 60 * 1000;

/** Names of node:fs's synchronous functions called while `syncCalls.on` (the server's and ours). */
const syncCalls = vi.hoisted(() => ({ on: false, names: [] as string[] }));
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const wrapped: Record<string, unknown> = { ...real };
  for (const [name, fn] of Object.entries(real))
    if (name.endsWith("Sync") && typeof fn === "function")
      wrapped[name] = (...args: unknown[]) => {
        if (syncCalls.on) syncCalls.names.push(name);
        return (fn as (...a: unknown[]) => unknown)(...args);
      };
  return { ...wrapped, default: wrapped };
});

describe(`static files and malformed URLs (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "saideira-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "shell.html"), "<html><head></head><body>app</body></html>");
    writeFileSync(
      path.join(clientDir, "game-modes.html"),
      "<html><head></head><body>lista de jogos</body></html>",
    );
    writeFileSync(path.join(clientDir, "assets", "app.js"), "console.log(1)");
    const guestFiles: [string, string][] = [
      ["game-modes-guest.html", "pergunta 18+ e lista de jogos"],
      ["room-guest.html", "pergunta 18+ e sala"],
      ["entrar-guest.html", "pergunta 18+ e código"],
    ];
    for (const [file, text] of guestFiles)
      writeFileSync(path.join(clientDir, file), `<html><head></head><body>${text}</body></html>`);
    api = await createTestApi({}, { clientDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves files and the shell as before", async () => {
    const c = api.client();
    expect((await c.get("/assets/app.js")).status).toBe(200);
    const page = await c.get("/pagina-que-nao-existe");
    expect(page.status).toBe(404);
    expect(page.text).toContain("app");
  });

  it("answers the deck pages with the app and 200, and a malformed deck address with 404", async () => {
    const c = api.client();
    for (const url of [
      "/baralhos",
      "/baralhos/novo",
      "/baralhos/0b7c6a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c",
      "/b/AB23CD45",
      "/b/ab23cd45",
    ]) {
      const res = await c.get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain("app");
    }
    for (const url of ["/baralhos/123", "/b/AB2", "/b/AB23CD45/x"])
      expect((await c.get(url)).status, url).toBe(404);
  });

  it("sends a guest's first pages with the 18+ question, by path, and only without a session", async () => {
    const visitor = api.client();
    const expected: [string, string][] = [
      ["/game-modes", "pergunta 18+ e lista de jogos"],
      ["/s/ABCD", "pergunta 18+ e sala"],
      ["/s/abcd", "pergunta 18+ e sala"],
      ["/entrar", "pergunta 18+ e código"],
    ];
    for (const [url, text] of expected) {
      const res = await visitor.get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain(text);
      expect(res.headers.get("cache-control"), url).toBe("no-cache");
      // Its one inline script (the stored answer, read before the first paint) by its hash.
      const hash = createHash("sha256").update(AGE_GATE_HEAD_SCRIPT).digest("base64");
      expect(res.headers.get("content-security-policy"), url).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
    }
    // The board and other games keep the shell.
    for (const url of ["/s/ABCD/tela", "/classic", "/manage-players"])
      expect((await visitor.get(url)).text, url).not.toContain("pergunta 18+");
    const c = api.client();
    await c.signUp(undefined, "segredo123", "Ana");
    for (const [url] of expected)
      expect((await c.get(url)).text, url).not.toContain("pergunta 18+");
  });

  it("makes no synchronous file-system call while answering pages, assets and uploads", async () => {
    const c = api.client();
    syncCalls.on = true;
    try {
      for (const url of [
        "/game-modes",
        "/assets/app.js",
        "/pagina-que-nao-existe",
        "/uploads/x.png",
      ])
        expect((await c.get(url)).status, url).toBeLessThan(500);
    } finally {
      syncCalls.on = false;
    }
    const calls = syncCalls.names;
    expect(calls).toEqual([]);
  });

  it("answers 400 in the house shape, not 500, to malformed percent-encoding", async () => {
    const c = api.client();
    for (const url of ["/%E0%A4%A", "/assets/%ZZ.js", "/uploads/%ZZ", "/uploads/a/%E0%A4%A.png"]) {
      const res = await c.get(url);
      expect(res.status, url).toBe(400);
      expect(res.json, url).toEqual({
        error: {
          code: "INVALID_URL",
          message: "Endereço inválido: codificação de caracteres malformada.",
        },
      });
    }
  });

  it("answers a 4xx, never a 500, to malformed percent-encoding under /api", async () => {
    const c = api.client();
    await c.signUp();
    for (const url of ["/api/sessions/%E0%A4%A", "/api/%ZZ", "/api/admin/%ZZ"]) {
      const res = await c.get(url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.json?.error?.code, url).toEqual(expect.any(String));
    }
  });

  it("hands a signed-in page its user and profile, private and escaped; visitors get none", async () => {
    const bootOf = (html: string) => {
      const m = html.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s);
      return m ? JSON.parse(m[1] ?? "") : null;
    };
    const visitor = await api.client().get("/game-modes");
    expect(bootOf(visitor.text)).toBeNull();

    const c = api.client();
    const { res } = await c.signUp(undefined, "segredo123", "Ana");
    const userId = res.json.user.id as string;
    const noProfile = await c.get("/game-modes");
    // A new user is sent to onboarding by the app: the plain loading shell, not the game list.
    expect(noProfile.text).not.toContain("lista de jogos");
    expect(bootOf(noProfile.text)).toEqual({
      user: expect.objectContaining({ id: userId, role: "user" }),
      profile: null,
    });
    const hostile = "Ana </script><script>alert(1)</script>";
    const put = await c.put("/api/profile", {
      displayName: hostile.slice(0, 40),
      adultConfirmed: true,
      drinkMode: "alcool",
    });
    expect(put.status).toBe(201);
    const list = await c.get("/game-modes");
    expect(list.text).toContain("lista de jogos"); // drawn at build, painted before any script
    expect(bootOf(list.text).profile.displayName).toBe(hostile.slice(0, 40));
    const page = await c.get("/dashboard");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).not.toContain("<script>alert");
    const boot = bootOf(page.text);
    expect(boot.profile.displayName).toBe(hostile.slice(0, 40));
    expect(boot.user.id).toBe(userId);
    // Never the session token (the cookie is httpOnly for a reason).
    expect(page.text).not.toMatch(/token/i);
    const cookieToken = decodeURIComponent(c.jar.get("better-auth.session_token") ?? "x").split(
      ".",
    )[0];
    expect(page.text).not.toContain(cookieToken);
  });

  it("passes on the renewed session cookie when reading the session for a page renews it", async () => {
    const c = api.client();
    const { res } = await c.signUp();
    const userId = res.json.user.id as string;
    const fresh = await c.get("/dashboard");
    expect(fresh.headers.getSetCookie()).toEqual([]); // nothing to renew yet
    // As if signed in two days ago: better-auth extends a session older than a day.
    await api.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY), updatedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(sessions.userId, userId));
    const page = await c.get("/dashboard");
    expect(page.status).toBe(200);
    const renewed = page.headers.getSetCookie().find((v) => v.includes("session_token="));
    expect(renewed).toBeDefined();
    const [row] = await api.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });
});

import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { SessionCache } from "../../src/server/http/session-cache";
import { createLogger, type Logger } from "../../src/server/log";
import { createStorage } from "../../src/server/storage/create-storage";

export const ORIGIN = "http://localhost:3000";
/** Set by the api-postgres project; the api-pglite project leaves it unset. */
const adminUrl = process.env.API_DATABASE_URL;
export const dbLabel = adminUrl ? "postgres" : "pglite";

/** The migrated PGlite dump global-setup.ts wrote, outside the api-postgres project. */
function pgliteTemplate(): string | undefined {
  try {
    return inject("apiPgliteDump");
  } catch {
    return undefined;
  }
}

/** A fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
async function freshDatabase() {
  if (!adminUrl) {
    // A copy of the run's migrated cluster (global-setup.ts) skips PGlite's initdb per file.
    const dump = pgliteTemplate();
    const from = dump ? new Blob([readFileSync(dump)]) : undefined;
    return { database: await openDatabase({ memory: true, from }), drop: async () => {} };
  }
  const name = `saideira_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * `options.log` captures the server's log lines (silent by default); `options.clientDir` serves a
 * built client from that folder, as `npm start` does.
 */
export async function createTestApi(
  env: Record<string, string> = {},
  options: { log?: Logger; clientDir?: string } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-api-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    AUTH_RATE_LIMIT_MAX: "1000",
    // Tests write far faster than people play; write-limits.test.ts checks the shipped limits.
    WRITE_RATE_LIMIT_MAX: "100000",
    WRITE_RATE_LIMIT_IP_MAX: "100000",
    LOG_LEVEL: "silent",
    ...env,
  });
  const { database, drop } = await freshDatabase();
  const log = options.log ?? createLogger("silent");
  // The session cache's clock runs ahead when a test says time passed (passTime).
  let ahead = 0;
  const sessionCache = new SessionCache(undefined, undefined, () => Date.now() + ahead);
  const auth = createAuth(database.db, config, { log, sessionCache });
  const storage = createStorage(config);
  const app = createApp(
    {
      config,
      database,
      auth,
      log,
      storage,
    },
    { clientDir: options.clientDir },
  );

  /** A client with its own cookie jar, like one browser. */
  function client() {
    const jar = new Map<string, string>();
    async function request(
      method: string,
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const h = new Headers({ origin: ORIGIN, ...headers });
      if (jar.size) h.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
      let payload: BodyInit | undefined;
      if (typeof body === "string") payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        h.set("content-type", "application/json");
      }
      const res = await app.request(url, { method, headers: h, body: payload });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const eq = pair?.indexOf("=") ?? -1;
        if (!pair || eq < 0) continue;
        const name = pair.slice(0, eq);
        const value = pair.slice(eq + 1);
        if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, headers: res.headers, json: json as Record<string, any>, text };
    }
    return {
      jar,
      request,
      get: (url: string, headers?: Record<string, string>) =>
        request("GET", url, undefined, headers),
      post: (url: string, body?: unknown, headers?: Record<string, string>) =>
        request("POST", url, body, headers),
      put: (url: string, body?: unknown, headers?: Record<string, string>) =>
        request("PUT", url, body, headers),
      del: (url: string, headers?: Record<string, string>) =>
        request("DELETE", url, undefined, headers),
      async signUp(email = `${randomUUID()}@example.com`, password = "segredo123", name = "Teste") {
        const res = await request("POST", "/api/auth/sign-up/email", { email, password, name });
        if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
        return { email, password, res };
      },
      /** Signs up with an ADMIN_EMAILS address and opens the mailed link: an admin. */
      async signUpAdmin(email: string, password = "segredo123") {
        const out = await this.signUp(email, password);
        const link = verificationLink(email);
        if (!link) throw new Error(`no verification email to ${email}`);
        await request("GET", link);
        return out;
      },
    };
  }

  /** The emails written to DATA_DIR/mail (no SMTP in tests) for one recipient, oldest first. */
  function outbox(to: string): string[] {
    const dir = path.join(dataDir, "mail");
    let files: string[];
    try {
      files = readdirSync(dir).sort();
    } catch {
      return [];
    }
    return files
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .filter((text) => text.includes(`\nTo: ${to.toLowerCase()}\n`));
  }

  /** Path and query of the newest email-verification link mailed to `to`, if any. */
  function verificationLink(to: string): string | null {
    for (const mail of outbox(to).reverse()) {
      const link = mail.match(/^(http\S+\/api\/auth\/verify-email\?token=\S+)$/m)?.[1];
      if (link) return `${new URL(link).pathname}${new URL(link).search}`;
    }
    return null;
  }

  return {
    app,
    auth,
    config,
    outbox,
    verificationLink,
    database,
    client,
    storage,
    dataDir,
    /** As if `ms` passed for the session cache (not for the database or better-auth). */
    passTime(ms: number) {
      ahead += ms;
    },
    async close() {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

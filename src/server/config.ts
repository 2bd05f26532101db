import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const list = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  );
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .default("")
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: give up connecting, or waiting for a query, after this long (answer 503, never hang). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: list,
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: list,
  /** Behind a reverse proxy, take the client IP from X-Forwarded-For (rate limits key on it). */
  TRUST_PROXY: flag,
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Writes outside /api/auth (points, sessions, stats, groups, profile, admin) per window. */
  WRITE_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(10),
  WRITE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  WRITE_RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(600),
  /** Rooms, per client IP and window (seconds): rooms created, seats joined, wrong codes tried. */
  ROOM_LIMIT_WINDOW: z.coerce.number().int().positive().default(600),
  ROOM_CREATE_MAX: z.coerce.number().int().positive().default(20),
  ROOM_JOIN_MAX: z.coerce.number().int().positive().default(60),
  ROOM_MISS_MAX: z.coerce.number().int().positive().default(20),
  /** A wrong code is answered after this, doubled for each earlier miss in the window (cap 4 s). */
  ROOM_MISS_DELAY_MS: z.coerce.number().int().min(0).default(250),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** S3-compatible storage for uploads; unset = local disk under DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket (CDN); default: the endpoint with the bucket as path. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Outgoing email (password reset); unset = emails are written to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "use smtp://user:password@host:587 or smtps://...")
    .optional(),
  MAIL_FROM: z.string().optional(),
  /** End-to-end tests only: pages honour a seed for new games. Refused with an https PUBLIC_URL. */
  SAIDEIRA_TEST_HOOKS: flag,
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once; nothing else in the server touches process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const production = e.NODE_ENV === "production" && publicUrl.startsWith("https://");
  if (e.SAIDEIRA_TEST_HOOKS && publicUrl.startsWith("https://"))
    throw new Error("Invalid configuration: SAIDEIRA_TEST_HOOKS is for tests, never with https");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbTimeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, queryMs: e.DB_QUERY_TIMEOUT_MS },
    publicUrl,
    /** Secure cookies only when served over https. */
    secureCookies: production,
    trustedOrigins: [publicUrl, ...e.TRUSTED_ORIGINS],
    authSecret: e.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    adminEmails: e.ADMIN_EMAILS.map((x) => x.toLowerCase()),
    testHooks: e.SAIDEIRA_TEST_HOOKS,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: { window: e.AUTH_RATE_LIMIT_WINDOW, max: e.AUTH_RATE_LIMIT_MAX },
    writeRateLimit: {
      windowSec: e.WRITE_RATE_LIMIT_WINDOW,
      userMax: e.WRITE_RATE_LIMIT_MAX,
      ipMax: e.WRITE_RATE_LIMIT_IP_MAX,
    },
    roomLimits: {
      windowSec: e.ROOM_LIMIT_WINDOW,
      createMax: e.ROOM_CREATE_MAX,
      joinMax: e.ROOM_JOIN_MAX,
      missMax: e.ROOM_MISS_MAX,
      missDelayMs: e.ROOM_MISS_DELAY_MS,
    },
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Saideira <nao-responda@${new URL(publicUrl).hostname}>`,
    },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(
              /\/$/,
              "",
            ),
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ""),
          }
        : null,
  };
}

/** Zero-setup start: a secret generated once and kept in DATA_DIR (set BETTER_AUTH_SECRET when running several instances). */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

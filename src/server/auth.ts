import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { admin } from "better-auth/plugins";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../shared/constants";
import { profileInputSchema } from "../shared/schemas/profile";
import { touchActivity } from "./admin/activity";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { accounts, rateLimits, sessions, users, verifications } from "./db/schema";
import { SessionCache } from "./http/session-cache";
import { betterAuthLog, createLogger, type Logger } from "./log";
import { createMailer, type Mailer } from "./mail/mailer";
import { passwordResetEmail, resetPasswordLink } from "./mail/password-reset-email";
import { adminVerificationEmail } from "./mail/verification-email";

export interface AuthOptions {
  log?: Logger;
  mailer?: Mailer;
  /** Tests pass one with a short lifetime or a clock of their own. */
  sessionCache?: SessionCache;
}

/**
 * better-auth endpoints that end no session and change no account that a session shows: after any
 * other one (sign-out, revoke-*, reset-password, change-password, update-user, verify-email, an
 * endpoint added by an upgrade ...) the session cache is emptied. Sign-in may delete only the
 * session it just created, which no cache holds yet.
 */
const KEEPS_SESSIONS = new Set([
  "GET /get-session",
  "POST /sign-in/email",
  "POST /sign-up/email",
  "POST /request-password-reset",
  "POST /send-verification-email",
]);

/** Reset links are single-use and live one hour. */
export const RESET_PASSWORD_TOKEN_TTL_S = 60 * 60;

/** Header the server sets itself from the socket (or X-Forwarded-For behind a trusted proxy). */
export const CLIENT_IP_HEADER = "x-saideira-client-ip";

/** Admin verification links (ADMIN_EMAILS) live one day. */
export const VERIFY_EMAIL_TOKEN_TTL_S = 24 * 60 * 60;

/** What one auth request has proven so far: the password hash it verified, if any. */
const requestProof = new AsyncLocalStorage<{ verifiedHash?: string }>();

const USER_IMAGE_MAX_LENGTH = 2048;
const displayName = profileInputSchema.shape.displayName;

/** The app's name rules (trimmed, 1 to 40 characters) for better-auth's `name`. */
function checkedName(name: unknown): string {
  const parsed = displayName.safeParse(name);
  if (parsed.success) return parsed.data;
  throw new APIError("BAD_REQUEST", {
    code: "INVALID_NAME",
    message: "Nome inválido: use de 1 a 40 caracteres.",
  });
}

/** A profile picture is an http(s) address (a Google avatar) or nothing: never javascript: or data:. */
function checkedImage(image: unknown): string | null {
  if (image === null) return null;
  if (typeof image === "string" && image.length <= USER_IMAGE_MAX_LENGTH) {
    try {
      const { protocol } = new URL(image);
      if (protocol === "https:" || protocol === "http:") return image;
    } catch {
      // not a URL: refused below
    }
  }
  throw new APIError("BAD_REQUEST", {
    code: "INVALID_IMAGE",
    message: "Imagem inválida: use um endereço http(s).",
  });
}

/** A provider's profile may carry any name: it is fitted to the rules instead of refusing sign-in. */
function fittedName(name: unknown): string {
  const trimmed = typeof name === "string" ? name.trim().slice(0, 40).trim() : "";
  return trimmed || "Jogador";
}

export function createAuth(
  db: Db,
  config: Config,
  {
    log = createLogger(config.logLevel),
    mailer = createMailer(config, log),
    sessionCache = new SessionCache(),
  }: AuthOptions = {},
) {
  const { window, max } = config.authRateLimit;
  const listed = (email: string) => config.adminEmails.includes(email.toLowerCase());
  const adminPlugin = admin({
    defaultRole: "user",
    adminRoles: ["admin"],
    bannedUserMessage: "Usuário desativado",
  });
  /**
   * A verified email on ADMIN_EMAILS makes its account admin; the address alone never does. Who
   * proved the mailbox inherits nothing from before the proof (better-auth's rule for unproven
   * accounts): the password set before it and every session end, so someone who signed up first
   * with the operator's address keeps no way in. The link signs its opener in.
   */
  const promoteIfVerified = async (user: { id: string; email: string; emailVerified: boolean }) => {
    if (!user.emailVerified || !listed(user.email)) return;
    const proofAt = new Date();
    const promoted = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ role: "admin" })
        .where(and(eq(users.id, user.id), eq(users.emailVerified, true), ne(users.role, "admin")))
        .returning({ id: users.id });
      if (!row) return false; // already admin: nothing from before to revoke again
      await tx
        .delete(accounts)
        .where(
          and(
            eq(accounts.userId, user.id),
            eq(accounts.providerId, "credential"),
            lt(accounts.createdAt, proofAt),
          ),
        );
      // Every session, not only older ones: a sign-in that slipped in meanwhile is gone too
      // (the link's own session is created after this).
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      return true;
    });
    if (!promoted) return;
    sessionCache.forgetUser(user.id);
    log.info("ADMIN_EMAILS account verified and promoted to admin", { userId: user.id });
  };
  const auth = betterAuth({
    appName: "Saideira",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === "silent",
      level: config.logLevel === "debug" ? "debug" : "error",
      log: betterAuthLog(log),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: {
        hash: hashPassword,
        // Remembered so that the session it leads to can check the credential still holds.
        verify: async (data) => {
          const ok = await verifyPassword(data);
          const proof = requestProof.getStore();
          if (ok && proof) proof.verifiedHash = data.hash;
          return ok;
        },
      },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_TTL_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = resetPasswordLink(config.publicUrl, token);
        const mail = passwordResetEmail(user.email, link, RESET_PASSWORD_TOKEN_TTL_S / 60);
        // SMTP is not awaited: a known email must not answer slower than an unknown one.
        // The outbox is, so the file is there when the request returns (tests, development).
        const sending = mailer.send(mail).catch((err) => {
          log.error("password reset email failed", { err: String(err) });
        });
        if (mailer.kind === "outbox") await sending;
      },
    },
    emailVerification: {
      // Only accounts on ADMIN_EMAILS are asked to verify (sendVerificationEmail skips the rest):
      // for them, the verified address is what makes the account admin.
      sendOnSignUp: true,
      // The link signs its opener in: sessions from before the verification were just ended.
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TOKEN_TTL_S,
      sendVerificationEmail: async ({ user, url }) => {
        if (user.emailVerified || !listed(user.email)) return;
        const mail = adminVerificationEmail(user.email, url, VERIFY_EMAIL_TOKEN_TTL_S / 3600);
        const sending = mailer.send(mail).catch((err) => {
          log.error("verification email failed", { err: String(err) });
        });
        if (mailer.kind === "outbox") await sending;
      },
      afterEmailVerification: promoteIfVerified,
    },
    verification: {
      // A leaked database must not hold working reset links.
      storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
            scope: ["email", "profile"],
          },
        }
      : {},
    trustedOrigins: config.trustedOrigins,
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window, max },
        "/sign-up/email": { window, max },
        "/sign-in/social": { window, max },
        "/request-password-reset": { window, max },
        "/reset-password": { window, max },
        // Every page asks who is signed in; a group of friends behind one IP (a party's wifi, a
        // carrier's NAT) would hit the default 100 a minute and see the app stall. It only reads.
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin and callbackURL checks when NODE_ENV is test: tests run what production runs.
      disableOriginCheck: false,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
    },
    databaseHooks: {
      user: {
        create: {
          // Google accounts come verified; an email+password account is promoted on verification.
          before: async (user, ctx) => ({
            data: {
              ...user,
              name: ctx?.path === "/sign-up/email" ? checkedName(user.name) : fittedName(user.name),
              image: user.image == null ? null : checkedImage(user.image),
              role: user.emailVerified && listed(user.email) ? "admin" : "user",
            },
          }),
        },
        update: {
          // update-user passes name and image through unchecked (500 on null, any length stored).
          before: async (data) => {
            const out: Record<string, unknown> = { ...data };
            if ("name" in data && data.name !== undefined) out.name = checkedName(data.name);
            if ("image" in data && data.image !== undefined) out.image = checkedImage(data.image);
            return { data: out };
          },
          // Also catches a Google sign-in that verifies an existing email+password account.
          after: async (user) => {
            if ((user as { role?: string }).role !== "admin") await promoteIfVerified(user);
          },
        },
      },
      session: {
        create: {
          /**
           * A password sign-in reads the hash, then spends ~100 ms in scrypt: the credential may be
           * revoked meanwhile (ADMIN_EMAILS proof, password reset). Checked after the insert, with
           * FOR SHARE waiting on a revocation in progress: either the revocation's session delete
           * sees this session, or this check sees the credential gone. Then the session goes.
           */
          after: async (session, ctx) => {
            const verifiedHash = requestProof.getStore()?.verifiedHash;
            if (ctx?.path !== "/sign-in/email" || !verifiedHash) {
              // A new session is a sign-in (or sign-up): the CRM's last activity outlives it.
              await touchActivity(db, session.userId);
              return;
            }
            const held = await db
              .select({ id: accounts.id })
              .from(accounts)
              .where(
                and(
                  eq(accounts.userId, session.userId),
                  eq(accounts.providerId, "credential"),
                  eq(accounts.password, verifiedHash),
                ),
              )
              .for("share");
            if (held.length > 0) {
              await touchActivity(db, session.userId);
              return;
            }
            await db.delete(sessions).where(eq(sessions.id, session.id));
            log.info("sign-in refused: its credential was revoked while it ran", {
              userId: session.userId,
            });
            throw new APIError("UNAUTHORIZED", {
              code: "INVALID_EMAIL_OR_PASSWORD",
              message: "Invalid email or password",
            });
          },
        },
      },
    },
    // The plugin's endpoints are answered 404 by routes/auth.ts; turned off here too.
    disabledPaths: Object.values(adminPlugin.endpoints).map((e) => e.path),
    plugins: [adminPlugin],
  });
  const handler = auth.handler;
  return Object.assign(auth, {
    // Each request gets its own proof record (see session.create.after).
    handler: async (request: Request) => {
      try {
        return await requestProof.run({}, () => handler(request));
      } finally {
        // Also after a failure: a revocation may have been written before it.
        const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
        if (!KEEPS_SESSIONS.has(`${request.method} ${path}`)) sessionCache.clear();
      }
    },
    sessionCache,
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** ADMIN_EMAILS also promotes accounts that existed before the setting, once their email is verified. */
export async function promoteConfiguredAdmins(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: "admin" })
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)));
}

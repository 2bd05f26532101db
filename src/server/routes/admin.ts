import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { allGameIds, findAnyGame } from "../../games/extras";
import {
  type AdminOverview,
  type AdminUserRow,
  bannerTextsSchema,
  featuredTagsSchema,
  installPromptSchema,
  roleInputSchema,
  userListQuerySchema,
} from "../../shared/schemas/admin";
import { audit } from "../admin/audit";
import { csvCell } from "../admin/csv";
import { inAdminTransaction, removeFromDocument, writeDocument } from "../admin/documents";
import { storeUpload, uploadKinds } from "../admin/uploads";
import { playEvents, profiles, sessions, uploads, users } from "../db/schema";
import { isDbUnavailable } from "../db/unavailable";
import { iconEventsOf } from "../events/icon-events";
import { type AppEnv, requireAdmin } from "../http/context";
import { ApiError, jsonInput, readJson } from "../http/errors";
import { UploadError, type UploadKind } from "../storage/images";

const userNotFound = () => new ApiError(404, "USER_NOT_FOUND", "Usuário não encontrado");

// A durable column (sign-ins and plays), not the sessions table: sign-out deletes sessions.
const lastActive = users.lastActiveAt;
const gamesPlayed = sql<number>`coalesce(${profiles.totalGamesPlayed}, 0)`;

async function listUsers(
  db: AppEnv["Variables"]["deps"]["database"]["db"],
  q: ReturnType<typeof userListQuerySchema.parse>,
) {
  const where: SQL | undefined = q.q
    ? or(
        ilike(users.email, `%${q.q}%`),
        ilike(users.name, `%${q.q}%`),
        ilike(profiles.displayName, `%${q.q}%`),
      )
    : undefined;
  const column = {
    createdAt: users.createdAt,
    email: users.email,
    name: users.name,
    lastActive,
    gamesPlayed,
  }[q.sort];
  const order = q.dir === "asc" ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      role: users.role,
      banned: users.banned,
      createdAt: users.createdAt,
      lastActive,
      gamesPlayed,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(order, users.id)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  const list: AdminUserRow[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role === "admin" ? "admin" : "user",
    disabled: Boolean(r.banned),
    createdAt: r.createdAt.toISOString(),
    lastActive: r.lastActive ? new Date(r.lastActive).toISOString() : null,
    gamesPlayed: Number(r.gamesPlayed),
  }));
  return { users: list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const CSV_SEPARATOR = ";";
const brasilia = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'dd/mm/aaaa hh:mm' in Brasília time, which Excel in Portuguese reads as a date. */
export function csvDate(iso: string): string {
  const p = Object.fromEntries(brasilia.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

export const adminRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .get("/overview", async (c) => {
    const { db } = c.var.deps.database;
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    const played = eq(playEvents.kind, "played");
    const [[u], [a], [today], [week], top, [up]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(users).where(eq(users.role, "admin")),
      db
        .select({ n: count() })
        .from(playEvents)
        .where(and(played, gte(playEvents.at, dayAgo))),
      db
        .select({ n: count() })
        .from(playEvents)
        .where(and(played, gte(playEvents.at, weekAgo))),
      db
        .select({ gameId: playEvents.gameId, count: count() })
        .from(playEvents)
        .where(and(played, gte(playEvents.at, weekAgo)))
        .groupBy(playEvents.gameId)
        .orderBy(desc(count()))
        .limit(5),
      db.select({ n: count() }).from(uploads),
    ]);
    const body: AdminOverview = {
      users: u?.n ?? 0,
      admins: a?.n ?? 0,
      gamesToday: today?.n ?? 0,
      gamesThisWeek: week?.n ?? 0,
      topGames: top.map((t) => ({ gameId: t.gameId, count: t.count })),
      uploads: up?.n ?? 0,
    };
    return c.json(body);
  })
  .get("/users", async (c) => {
    const q = userListQuerySchema.safeParse(c.req.query());
    if (!q.success)
      throw new ApiError(400, "VALIDATION_ERROR", q.error.issues[0]?.message ?? "Filtro inválido");
    return c.json(await listUsers(c.var.deps.database.db, q.data));
  })
  .get("/users.csv", async (c) => {
    const admin = await requireAdmin(c);
    const { db } = c.var.deps.database;
    const rows: AdminUserRow[] = [];
    for (let page = 1; ; page++) {
      const chunk = await listUsers(
        db,
        userListQuerySchema.parse({ page, pageSize: 100, sort: "createdAt", dir: "asc" }),
      );
      rows.push(...chunk.users);
      if (chunk.users.length < 100) break;
    }
    await audit(db, admin, "export-users-csv", null, { rows: rows.length });
    // Excel set to Portuguese splits on ';' and reads UTF-8 only after a BOM.
    const header = [
      "ID",
      "E-mail",
      "Nome",
      "Papel",
      "Desativado",
      "Criado em (horário de Brasília)",
      "Última atividade (horário de Brasília)",
      "Partidas",
    ];
    const lines = rows.map((r) =>
      [
        r.id,
        r.email,
        r.name,
        r.role === "admin" ? "Administrador" : "Usuário",
        r.disabled ? "Sim" : "Não",
        csvDate(r.createdAt),
        r.lastActive ? csvDate(r.lastActive) : "",
        r.gamesPlayed,
      ]
        .map(csvCell)
        .join(CSV_SEPARATOR),
    );
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", 'attachment; filename="saideira-usuarios.csv"');
    return c.body(`\ufeff${[header.map(csvCell).join(CSV_SEPARATOR), ...lines].join("\r\n")}\r\n`);
  })
  .post("/users/:id/role", jsonInput(roleInputSchema), async (c) => {
    const admin = await requireAdmin(c);
    const { role } = await readJson(c, roleInputSchema);
    const id = c.req.param("id");
    if (id === admin.id && role !== "admin")
      throw new ApiError(
        409,
        "SELF_DEMOTION",
        "Você não pode remover seu próprio acesso de admin.",
      );
    const { db } = c.var.deps.database;
    if (role !== "admin") {
      // ADMIN_EMAILS would make the account admin again at its next update or server start.
      const [target] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
      if (target && c.var.deps.config.adminEmails.includes(target.email.toLowerCase()))
        throw new ApiError(
          409,
          "ADMIN_BY_CONFIG",
          "Este e-mail está em ADMIN_EMAILS: tire-o da configuração do servidor para remover o acesso de admin.",
        );
    }
    const done = await db.transaction(async (tx) => {
      const r = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (r.length) await audit(tx, admin, "set-role", id, { role });
      return r.length;
    });
    if (!done) throw userNotFound();
    c.var.deps.auth.sessionCache.forgetUser(id); // the role shows in the session's user
    return c.json({ ok: true, role });
  })
  .post("/users/:id/:action{disable|enable}", async (c) => {
    const admin = await requireAdmin(c);
    const id = c.req.param("id");
    const disable = c.req.param("action") === "disable";
    if (id === admin.id && disable)
      throw new ApiError(409, "SELF_DISABLE", "Você não pode desativar a própria conta.");
    const { db } = c.var.deps.database;
    const done = await db.transaction(async (tx) => {
      const r = await tx
        .update(users)
        .set({
          banned: disable,
          banReason: disable ? "Desativado por um admin" : null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      // A disabled user is signed out everywhere at once.
      if (r.length && disable) await tx.delete(sessions).where(eq(sessions.userId, id));
      if (r.length) await audit(tx, admin, disable ? "disable-user" : "enable-user", id);
      return r.length;
    });
    if (!done) throw userNotFound();
    c.var.deps.auth.sessionCache.forgetUser(id); // signed out everywhere means now
    return c.json({ ok: true, disabled: disable });
  })
  .put("/banner-texts", jsonInput(bannerTextsSchema), async (c) => {
    const admin = await requireAdmin(c);
    const texts = await readJson(c, bannerTextsSchema);
    await inAdminTransaction(c.var.deps.database.db, async (tx) => {
      await writeDocument(tx, "bannerTexts", texts);
      await audit(tx, admin, "set-banner-texts", null, texts);
    });
    return c.json(texts);
  })
  .put("/featured-tags", jsonInput(featuredTagsSchema), async (c) => {
    const admin = await requireAdmin(c);
    const tags = await readJson(c, featuredTagsSchema);
    const outside = Object.keys(tags).find((id) => !allGameIds.includes(id));
    if (outside)
      throw new ApiError(
        400,
        "VALIDATION_ERROR",
        `Etiquetas só valem para os jogos do Saideira: “${outside}” não é um deles.`,
      );
    await inAdminTransaction(c.var.deps.database.db, async (tx) => {
      await writeDocument(tx, "featuredTags", tags);
      await audit(tx, admin, "set-featured-tags", null, tags);
    });
    return c.json(tags);
  })
  .put("/install-prompt", jsonInput(installPromptSchema), async (c) => {
    const admin = await requireAdmin(c);
    const settings = await readJson(c, installPromptSchema);
    await inAdminTransaction(c.var.deps.database.db, async (tx) => {
      await writeDocument(tx, "installPrompt", settings);
      await audit(tx, admin, "set-install-prompt", null, settings);
    });
    return c.json(settings);
  })
  .delete("/game-icons/:gameId", async (c) => {
    const admin = await requireAdmin(c);
    const gameId = c.req.param("gameId");
    if (!allGameIds.includes(gameId))
      throw new ApiError(404, "GAME_NOT_FOUND", "Jogo não encontrado.");
    const { database, log } = c.var.deps;
    // A game's icon can sit in either document: uploaded as the game's ('gameIcons') or as a free
    // icon under the same key ('icons'); /api/icons shows either. Reset removes both.
    await inAdminTransaction(database.db, async (tx) => {
      await removeFromDocument(tx, "gameIcons", gameId, log);
      await removeFromDocument(tx, "icons", gameId, log);
      await audit(tx, admin, "reset-game-icon", gameId);
    });
    const icon = findAnyGame(gameId)?.icon;
    if (icon) iconEventsOf(database).publish({ iconType: gameId, url: icon });
    return c.body(null, 204);
  })
  .post("/uploads", async (c) => {
    const admin = await requireAdmin(c);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw uploadFailed("envie o arquivo como multipart/form-data");
    }
    const file = form.file;
    const kind = form.kind;
    const key = typeof form.key === "string" ? form.key : null;
    if (!(file instanceof File)) throw uploadFailed("nenhum arquivo enviado");
    if (typeof kind !== "string" || !(uploadKinds as readonly string[]).includes(kind))
      throw uploadFailed("tipo de upload inválido");
    try {
      return c.json(
        await storeUpload(c.var.deps, admin, { file, kind: kind as UploadKind, key }),
        201,
      );
    } catch (err) {
      if (err instanceof UploadError) throw uploadFailed(err.message);
      if (isDbUnavailable(err)) throw err; // handleError answers 503 DB_UNAVAILABLE
      c.var.deps.log.error("upload failed", { err: String(err) });
      throw new ApiError(500, "UPLOAD_FAILED", "Falha no upload da imagem: Erro desconhecido");
    }
  });

function uploadFailed(reason: string) {
  return new ApiError(400, "UPLOAD_REFUSED", `Falha no upload da imagem: ${reason}`);
}

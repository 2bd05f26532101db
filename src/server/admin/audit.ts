import type { Executor } from "../db/executor";
import { auditLog } from "../db/schema";
import type { SessionUser } from "../http/context";

/** Who did it: a signed-in admin, or the operator's command line (`npm run admin`). */
export type AuditActor = Pick<SessionUser, "id" | "email"> | typeof CLI_ACTOR;
export const CLI_ACTOR = { id: null, email: "cli" } as const;

/** Records an admin write: who, what, on what, when. */
export async function audit(
  db: Executor,
  actor: AuditActor,
  action: string,
  target: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ actorId: actor.id, actorEmail: actor.email, action, target, details });
}

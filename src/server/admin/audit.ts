import type { Executor } from "../db/executor";
import { auditLog } from "../db/schema";
import type { SessionUser } from "../http/context";

/** Records an admin write: who, what, on what, when. */
export async function audit(
  db: Executor,
  actor: SessionUser,
  action: string,
  target: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ actorId: actor.id, actorEmail: actor.email, action, target, details });
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { type AuditActor, audit } from "./audit";

/**
 * Sets the role of the account with this email (case-insensitive) and writes the audit row in the
 * same transaction. Returns the account's id, or null when no account has that email.
 */
export async function setRoleByEmail(
  db: Db,
  actor: AuditActor,
  email: string,
  role: "admin" | "user",
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    await audit(tx, actor, "set-role", user.id, { role, email: user.email });
    return user.id;
  });
}

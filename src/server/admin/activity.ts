import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { users } from "../db/schema";

/** Marks the user active now (sign-in, a play); the CRM's 'Última atividade' reads it. */
export async function touchActivity(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, userId));
}

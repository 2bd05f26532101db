// `npm run admin -- grant|revoke EMAIL`: change a user's role by hand (same DATA_DIR/DATABASE_URL as the server).
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";

const [action, email] = process.argv.slice(2);
if (!email || (action !== "grant" && action !== "revoke")) {
  console.error("usage: npm run admin -- grant|revoke EMAIL");
  process.exit(2);
}
const config = loadConfig();
// PGlite allows one process per data directory: stop the server first when using the embedded database.
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { pgliteDir: path.join(config.dataDir, "pglite") },
);
const role = action === "grant" ? "admin" : "user";
const updated = await database.db
  .update(users)
  .set({ role })
  .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  .returning({ id: users.id });
await database.close();
if (updated.length === 0) {
  console.error(`no user with email ${email}`);
  process.exit(1);
}
console.log(`${email} is now ${role}`);

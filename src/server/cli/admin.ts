// `npm run admin -- grant|revoke EMAIL`: change a user's role by hand (same DATA_DIR/DATABASE_URL as the server).
import path from "node:path";
import { CLI_ACTOR } from "../admin/audit";
import { setRoleByEmail } from "../admin/roles";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

const [action, email] = process.argv.slice(2);
if (!email || (action !== "grant" && action !== "revoke")) {
  console.error("usage: npm run admin -- grant|revoke EMAIL");
  process.exit(2);
}
const config = loadConfig();
if (action === "revoke" && config.adminEmails.includes(email.toLowerCase())) {
  // The server would make it admin again at its next start or the account's next update.
  console.error(`${email} is in ADMIN_EMAILS: remove it from there to revoke its admin role`);
  process.exit(1);
}
// PGlite allows one process per data directory: stop the server first when using the embedded database.
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { pgliteDir: path.join(config.dataDir, "pglite") },
);
const role = action === "grant" ? "admin" : "user";
// The change and its audit row (actor 'cli') in one transaction.
const updated = await setRoleByEmail(database.db, CLI_ACTOR, email, role);
await database.close();
if (updated === null) {
  console.error(`no user with email ${email}`);
  process.exit(1);
}
console.log(`${email} is now ${role}`);

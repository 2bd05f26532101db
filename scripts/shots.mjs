// `npm run shots [game…]`: builds when the sources changed, starts the real server, walks every
// game (tests/e2e/game-walks-*.ts: setup, turns, a result, the podium) and the screens around
// them at 360x640 and 390x844 in Chromium, and writes shots/<viewport>/<game>-<nn>-<step>.png
// with shots/index.html to review them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { devices } from "playwright-core";
import { register } from "tsx/esm/api";
import { build } from "./build.mjs";
import { sourceFingerprint } from "./fingerprint.mjs";

register(); // the walks are the e2e files' TypeScript
const { turnWalks } = await import("../tests/e2e/game-walks-turns.ts");
const { partyWalks } = await import("../tests/e2e/game-walks-party.ts");
const { aroundWalks, desktopWalks } = await import("../tests/e2e/screen-walks.ts");
// The e2e tests' own server start and browser (the built server, seeded games with test hooks).
const { launchBrowser, mailedVerificationLink, signUpViaApi, startServer } = await import(
  "../tests/e2e/harness.ts"
);

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "shots");
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];
const ADMIN = "shots-admin@example.com";
const only = process.argv.slice(2);

const info = path.join(root, "dist/build-info.json");
const built = existsSync(info) ? JSON.parse(readFileSync(info, "utf8")).fingerprint : null;
if (built !== sourceFingerprint(root) || !existsSync(path.join(root, "dist/server/main.mjs")))
  await build();

const server = await startServer({ AUTH_RATE_LIMIT_MAX: "100000", ADMIN_EMAILS: ADMIN });
const browser = await launchBrowser();
/** A signed-in, onboarded account in the context's cookie jar, with a long name for the header. */
const signUp = (context, email) =>
  signUpViaApi(context, server.url, email, undefined, "Ana Beatriz Souza");
/** Signs the admin in and verifies its email (ADMIN_EMAILS applies to verified accounts). */
async function signUpAdmin(context) {
  await signUp(context, ADMIN);
  const link = mailedVerificationLink(server.dataDir, ADMIN);
  await context.request.get(link, { maxRedirects: 0 });
}
const written = [];
const failed = [];
let account = 0;

async function run(folder, name, walk, contextOptions, setUp) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: "pt-BR",
    reducedMotion: "reduce",
    ...contextOptions,
  });
  await setUp(context);
  const page = await context.newPage();
  await page.clock.install();
  let n = 0;
  const shoot = async (step) => {
    n += 1;
    const file = `${folder}/${name}-${String(n).padStart(2, "0")}-${step}.png`;
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(out, file) });
    written.push(file);
  };
  try {
    await walk(page, (step) => shoot(step));
  } catch (err) {
    failed.push(`${folder}/${name}: ${String(err).split("\n")[0]}`);
    await shoot("erro").catch(() => {});
  }
  await context.close();
}

try {
  rmSync(out, { recursive: true, force: true });
  const walks = { ...turnWalks, ...partyWalks, ...aroundWalks };
  for (const vp of VIEWPORTS) {
    const folder = `${vp.width}x${vp.height}`;
    mkdirSync(path.join(out, folder), { recursive: true });
    for (const [name, walk] of Object.entries(walks)) {
      if (only.length && !only.includes(name)) continue;
      const phone = { ...devices["Pixel 5"], viewport: vp, deviceScaleFactor: 2 };
      await run(folder, name, walk, phone, (c) => signUp(c, `shots-${++account}@example.com`));
      console.log(`shots: ${folder}/${name}`);
    }
  }
  mkdirSync(path.join(out, "desktop"), { recursive: true });
  for (const [name, walk] of Object.entries(desktopWalks)) {
    if (only.length && !only.includes(name)) continue;
    const desktop = { viewport: { width: 1280, height: 800 } };
    await run("desktop", name, walk, desktop, (c) => signUpAdmin(c));
    console.log(`shots: desktop/${name}`);
  }
  const items = written
    .map(
      (f) => `<figure><img src="${f}" loading="lazy" alt=""><figcaption>${f}</figcaption></figure>`,
    )
    .join("\n");
  writeFileSync(
    path.join(out, "index.html"),
    `<!doctype html><meta charset="utf-8"><title>Saideira: telas</title>
<style>body{font:14px system-ui;background:#222;color:#eee}main{display:flex;flex-wrap:wrap;gap:16px}
figure{margin:0}img{border:1px solid #555;max-width:400px}</style>
<h1>Saideira: ${written.length} telas</h1>${failed.length ? `<pre>${failed.join("\n")}</pre>` : ""}
<main>${items}</main>\n`,
  );
  console.log(`shots: ${written.length} PNGs in shots/ (open shots/index.html)`);
  if (failed.length) {
    console.error(`shots: walks that failed:\n${failed.join("\n")}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}

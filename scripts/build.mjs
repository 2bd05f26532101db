// Builds everything `npm start` serves: art, client, prerendered landing, server bundle.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildArt } from "./build-art.mjs";
import { buildServiceWorker } from "./build-sw.mjs";
import { sourceFingerprint } from "./fingerprint.mjs";
import { routePreloads } from "./route-preloads.mjs";

const root = path.resolve(import.meta.dirname, "..");
// DIST_DIR lets parallel work build side by side (the e2e harness reads the same variable).
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const run = (cmd, args) => execFileSync(bin(cmd), args, { cwd: root, stdio: "inherit" });
const bundleServer = (entry, out) =>
  run("esbuild", [
    entry,
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--target=node20",
    "--packages=external",
    `--outfile=${path.join(dist, "server", out)}`,
    "--log-level=warning",
  ]);

/**
 * A page complete as HTML (the sign-in form, the game list): nothing but its inline CSS and a tiny
 * boot script load up front; the app starts right after its first paint, with the chunks it
 * needs named then (a screen's stylesheet as a preload with `crossorigin`, as Vite's loader asks).
 */
function deferApp(html, client, { preload = [] }) {
  const entry = html.match(
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
  );
  if (!entry) throw new Error("build: app entry script not found in index.html");
  const scripts = [...new Set(preload.filter((f) => !f.endsWith(".css")))];
  const styles = [...new Set(preload.filter((f) => f.endsWith(".css")))];
  const link = (list, attrs) =>
    `for(const h of ${JSON.stringify(list)}){const l=document.createElement("link");${attrs}l.href=h;f.append(l)}`;
  // One insertion into <head> for all the links: each insertion costs the page a style check.
  const named =
    (scripts.length ? link(scripts, 'l.rel="modulepreload";') : "") +
    (styles.length ? link(styles, 'l.rel="preload";l.as="style";l.crossOrigin="";') : "");
  const start = `const start=()=>{const f=document.createDocumentFragment();${named}document.head.append(f);import(${JSON.stringify(entry[1])})};`;
  const boot = `${start}requestAnimationFrame(()=>setTimeout(start,0));`;
  const bootFile = `/assets/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(client, bootFile), boot);
  return html
    .replace(entry[0], `<script type="module" src="${bootFile}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * A guest's page (issue 29, decision 056): the 18+ question drawn by the server after the page's
 * own content (`#root`), a tiny inline script in <head> that shows the content instead when the
 * device has confirmed (before the first paint: no flash), and a boot script that answers the
 * question without the app: it stores the answer as `confirmAge()` does, shows the content and
 * starts the app. Until then nothing of the app runs; its chunks are fetched at the first touch or
 * key, or 3 s after the page has loaded, so what follows the answer does not wait for them.
 */
function guestPage(html, client, { preload, gate, prerender }) {
  const entry = html.match(
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
  );
  if (!entry) throw new Error("build: app entry script not found in index.html");
  // The question goes after #root, the body's last element: `main` is still the app's first.
  if (!/<div id="root">[\s\S]*<\/div>\s*<\/body>/.test(html))
    throw new Error("build: #root is not the last element of the body in index.html");
  const scripts = [...new Set(preload.filter((f) => !f.endsWith(".css")))];
  const styles = [...new Set(preload.filter((f) => f.endsWith(".css")))];
  const link = (list, attrs) =>
    `for(const h of ${JSON.stringify(list)}){const l=d.createElement("link");${attrs}l.href=h;f.append(l)}`;
  const key = JSON.stringify(prerender.AGE_CONFIRMED_KEY);
  const value = JSON.stringify(prerender.AGE_CONFIRMED_VALUE);
  const cls = JSON.stringify(prerender.AGE_CONFIRMED_CLASS);
  const boot = [
    `const d=document,h=d.documentElement,g=d.querySelector("[data-age-gate]");let named=false,started=false;`,
    // The app's chunks, named once (a screen's stylesheet as a preload with `crossorigin`).
    `const name=()=>{if(named)return;named=true;const f=d.createDocumentFragment();`,
    scripts.length ? link(scripts, 'l.rel="modulepreload";') : "",
    styles.length ? link(styles, 'l.rel="preload";l.as="style";l.crossOrigin="";') : "",
    `d.head.append(f)};`,
    `const start=()=>{if(started)return;started=true;name();import(${JSON.stringify(entry[1])})};`,
    `let ok=false;try{ok=localStorage.getItem(${key})===${value}}catch(e){}`,
    // Confirmed on this device: the head script already showed the page; the app starts after it paints.
    `if(ok||!g){if(g)g.remove();h.classList.add(${cls});requestAnimationFrame(()=>setTimeout(start,0))}else{`,
    `const title=d.title;d.title="Confirme sua idade · Saideira";`,
    `const box=g.querySelector('input[type="checkbox"]'),button=g.querySelector("button");let error=null;`,
    `box.addEventListener("change",()=>{if(error){error.remove();error=null;box.removeAttribute("aria-describedby")}});`,
    `button.addEventListener("click",()=>{`,
    `if(!box.checked){if(!error){error=d.createElement("p");error.id="age-gate-error";error.setAttribute("role","alert");error.className="text-danger";error.textContent="Confirme que você tem 18 anos ou mais";box.closest("label").after(error);box.setAttribute("aria-describedby",error.id)}return}`,
    // Stored exactly as confirmAge() stores it (src/client/age-gate.ts); the class tells the app
    // it was answered here even where storage is blocked.
    `try{localStorage.setItem(${key},${value})}catch(e){}`,
    `h.classList.add(${cls});g.remove();d.title=title;start()});`,
    // The app's chunks while the question is read: at the first touch or key (ticking the box),
    // or 3 s after the page has loaded, when idle; nothing competes with the first paint.
    `for(const t of ["pointerdown","keydown"])addEventListener(t,name,{once:true,passive:true});`,
    `addEventListener("load",()=>setTimeout(()=>"requestIdleCallback"in window?requestIdleCallback(name,{timeout:2000}):name(),3000),{once:true})}`,
  ].join("");
  const bootFile = `/assets/guest-boot-${createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(client, bootFile), boot);
  // Nobody is signed in (the server sends this page only without a session cookie).
  const head = `<script>${prerender.AGE_GATE_HEAD_SCRIPT}</script><style>${prerender.AGE_GATE_CSS}</style><script type="application/json" id="boot-data">{"user":null,"profile":null}</script>`;
  return html
    .replace(entry[0], `<script type="module" src="${bootFile}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace("</head>", `${head}</head>`)
    .replace(/\s*<\/body>/, (end) => `<div data-age-gate>${gate}</div>${end}`);
}

/**
 * The landing page is never hydrated: its only script is the small landing entry, which keeps the
 * icons live and loads React later for the install invitation (docs/decisions/019).
 */
function landingPage(html, client) {
  const manifest = JSON.parse(readFileSync(path.join(client, ".vite/manifest.json"), "utf8"));
  const key = "src/web/landing-boot.ts";
  if (!manifest[key]) throw new Error("build: landing entry missing from Vite's manifest");
  // Its few small imports are named up front: one round trip instead of a chain of them.
  const preloads = (manifest[key].imports ?? [])
    .flatMap((k) => [k, ...(manifest[k]?.imports ?? [])])
    .map((k) => `<link rel="modulepreload" href="/${manifest[k].file}">`);
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
      `<script type="module" src="/${manifest[key].file}"></script>${[...new Set(preloads)].join("")}`,
    );
}

/** The landing page paints from its own HTML: its stylesheet goes inline (no render-blocking request). */
function inlineCss(html, client) {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/,
    (_, href) => {
      const css = readFileSync(path.join(client, href), "utf8");
      return `<style>${css}</style>`;
    },
  );
}

export async function build() {
  const started = Date.now();
  await buildArt();
  const client = path.join(dist, "client");
  // Inside the repo so the SSR bundle resolves its (external) packages from node_modules.
  const prerender = path.join(root, "node_modules/.cache", `saideira-prerender-${process.pid}`);
  run("vite", ["build", "--logLevel", "warn", "--outDir", client, "--emptyOutDir"]);
  run("vite", [
    "build",
    "--ssr",
    "src/web/prerender.tsx",
    "--outDir",
    prerender,
    "--emptyOutDir",
    "--logLevel",
    "warn",
  ]);

  const template = readFileSync(path.join(client, "index.html"), "utf8");
  const prerendered = await import(pathToFileURL(path.join(prerender, "prerender.js")).href);
  const {
    renderPage,
    renderBootLoading,
    renderSignedInPage,
    renderGuestPage,
    renderAgeGate,
    signedInPrerenderedPages,
    signedInPageFile,
    guestPages,
    drinkModes,
  } = prerendered;
  writeFileSync(
    path.join(client, "shell.html"),
    // Inline CSS too: the loading screen paints with the HTML, without waiting for a stylesheet.
    inlineCss(template.replace("<!--app-html-->", renderBootLoading()), client),
  );
  const preloads = routePreloads(root, client);
  const appChunks = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]);
  // The game list paints from HTML and its app starts after that paint, with the route's chunks
  // (the server names none for it): before the paint, only the page itself is on the wire.
  for (const [url, file] of Object.entries(signedInPrerenderedPages))
    for (const mode of drinkModes) {
      const html = template.replace("<!--app-html-->", await renderSignedInPage(url, mode));
      const preload = [...appChunks, ...(preloads[url] ?? [])];
      const deferred = deferApp(inlineCss(html, client), client, { preload });
      writeFileSync(path.join(client, signedInPageFile(file, mode)), deferred);
    }
  // A guest's first pages: the 18+ question from the server's HTML (issue 29, decision 056).
  const gate = await renderAgeGate();
  for (const [url, file] of Object.entries(guestPages)) {
    const content = url === "/game-modes" ? await renderGuestPage(url) : renderBootLoading();
    const html = inlineCss(template.replace("<!--app-html-->", content), client);
    const preload = [...appChunks, ...(preloads[url] ?? [])];
    writeFileSync(
      path.join(client, file),
      guestPage(html, client, { preload, gate, prerender: prerendered }),
    );
  }
  const page = async (url, queries) =>
    inlineCss(template.replace("<!--app-html-->", await renderPage(url, queries)), client);
  writeFileSync(path.join(client, "index.html"), landingPage(await page("/"), client));
  // The sign-in form paints from HTML too (its app starts right after: it needs it to submit), in
  // two versions, with and without Google sign-in, so nothing moves when the app starts.
  for (const googleEnabled of [false, true]) {
    const config = { googleEnabled };
    const html = (await page("/auth", { "/api/config": config }))
      .replace(/<title>[^<]*<\/title>/, "<title>Entrar · Saideira</title>")
      .replace("</head>", `<meta name="app-config" content='${JSON.stringify(config)}'></head>`);
    const deferred = deferApp(html, client, {
      preload: [...appChunks, ...(preloads["/auth"] ?? [])],
    });
    writeFileSync(path.join(client, googleEnabled ? "auth-google.html" : "auth.html"), deferred);
  }
  rmSync(prerender, { recursive: true, force: true });
  buildServiceWorker(root, client);
  writeFileSync(path.join(dist, "route-preloads.json"), JSON.stringify(preloads, null, 1));

  bundleServer("src/server/main.ts", "main.mjs");
  bundleServer("src/server/cli/admin.ts", "admin.mjs");
  cpSync(path.join(root, "src/server/db/migrations"), path.join(dist, "server/migrations"), {
    recursive: true,
  });
  writeFileSync(
    path.join(dist, "build-info.json"),
    JSON.stringify({ fingerprint: sourceFingerprint(root) }),
  );
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  build().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

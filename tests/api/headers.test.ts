import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Raw HTTP over one kept-alive socket, as a browser or a pooled API client does. */
function keepAliveRequest(
  agent: http.Agent,
  port: number,
  method: string,
  urlPath: string,
  body?: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        port,
        host: "127.0.0.1",
        method,
        path: urlPath,
        headers: {
          origin: ORIGIN,
          ...(body ? { "content-type": "application/json", "content-length": body.length } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe(`security headers and what is served (${dbLabel})`, () => {
  let api: Api;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "saideira-client-"));
    mkdirSync(path.join(clientDir, ".vite"));
    writeFileSync(path.join(clientDir, "shell.html"), "<html><head></head><body>app</body></html>");
    writeFileSync(path.join(clientDir, ".vite", "manifest.json"), '{"src/main.tsx":{}}');
    api = await createTestApi({}, { clientDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("refuses a write whose Origin merely matches a forged Host header (PUBLIC_URL is the origin)", async () => {
    const c = api.client();
    await c.signUp();
    const forged = await api.app.request("http://evil.example/api/groups", {
      method: "POST",
      headers: {
        host: "evil.example",
        origin: "http://evil.example",
        cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": "application/json",
      },
      body: JSON.stringify({ name: "Turma", players: ["Ana", "Bia"] }),
    });
    expect(forged.status).toBe(403);
    const body = (await forged.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("FORBIDDEN_ORIGIN");
    expect(body.error.message).toMatch(
      /^Este endereço não está autorizado\. Abra o Saideira em http/,
    );
    // The app's own origin still writes.
    expect((await c.post("/api/groups", { name: "Turma", players: ["Ana", "Bia"] })).status).toBe(
      201,
    );
  });

  it("sends no HSTS when PUBLIC_URL is http (a browser would pin localhost to https)", async () => {
    const res = await api.client().get("/api/health");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps the strict CSP on uploaded files", async () => {
    await api.storage.put(
      "gameIcons/sueca/x/1-abcdef12.png",
      new Uint8Array([1, 2, 3]),
      "image/png",
    );
    const res = await api.client().get("/uploads/gameIcons/sueca/x/1-abcdef12.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(UPLOADS_CSP);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Pages keep the app's own policy.
    const page = await api.client().get("/dashboard");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("does not serve the build's manifest or any other dot-folder", async () => {
    for (const url of ["/.vite/manifest.json", "/.vite/", "/%2Evite/manifest.json"]) {
      const res = await api.client().get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toContain("src/main.tsx");
    }
  });

  it("closes the connection after an early 413, so a kept-alive client's next request works", async () => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(2 * 1024 * 1024, "a");
      const tooLarge = await keepAliveRequest(agent, port, "POST", "/api/groups", big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.connection).toBe("close");
      const next = await keepAliveRequest(agent, port, "GET", "/api/health");
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe(`HSTS when served over https (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: "https://saideira.example" });
  });
  afterAll(() => api.close());

  it("tells browsers to use https only, for a year", async () => {
    const res = await api.app.request("https://saideira.example/api/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const page = await api.app.request("https://saideira.example/pagina");
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

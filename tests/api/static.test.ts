import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel } from "./harness";

describe(`static files and malformed URLs (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "saideira-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "shell.html"), "<html><head></head><body>app</body></html>");
    writeFileSync(path.join(clientDir, "assets", "app.js"), "console.log(1)");
    api = await createTestApi({}, { clientDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves files and the shell as before", async () => {
    const c = api.client();
    expect((await c.get("/assets/app.js")).status).toBe(200);
    const page = await c.get("/pagina-que-nao-existe");
    expect(page.status).toBe(404);
    expect(page.text).toContain("app");
  });

  it("answers 400 in the house shape, not 500, to malformed percent-encoding", async () => {
    const c = api.client();
    for (const url of ["/%E0%A4%A", "/assets/%ZZ.js", "/uploads/%ZZ", "/uploads/a/%E0%A4%A.png"]) {
      const res = await c.get(url);
      expect(res.status, url).toBe(400);
      expect(res.json, url).toEqual({
        error: {
          code: "INVALID_URL",
          message: "Endereço inválido: codificação de caracteres malformada.",
        },
      });
    }
  });

  it("answers a 4xx, never a 500, to malformed percent-encoding under /api", async () => {
    const c = api.client();
    await c.signUp();
    for (const url of ["/api/sessions/%E0%A4%A", "/api/%ZZ", "/api/admin/%ZZ"]) {
      const res = await c.get(url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.json?.error?.code, url).toEqual(expect.any(String));
    }
  });
});

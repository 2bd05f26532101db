// @vitest-environment node
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { betterAuthLog, createLogger, withRequestId } from "./log";

function capture(level: "info" | "error" | "silent" = "info") {
  const lines: string[] = [];
  const log = createLogger(level, { write: (s: string) => void lines.push(s) });
  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { log, lines, parsed };
}

describe("logger", () => {
  it("writes one JSON object per line with level, time and message", () => {
    const { log, lines, parsed } = capture();
    log.info("server listening", { port: 3000 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith("\n")).toBe(true);
    expect(parsed()[0]).toMatchObject({ level: "info", msg: "server listening", port: 3000 });
    expect(Date.parse(String(parsed()[0]?.time))).not.toBeNaN();
  });

  it("honours the level: silent writes nothing, error drops info", () => {
    const silent = capture("silent");
    silent.log.error("boom");
    expect(silent.lines).toEqual([]);
    const errorsOnly = capture("error");
    errorsOnly.log.info("hello");
    errorsOnly.log.error("boom");
    expect(errorsOnly.parsed().map((l) => l.msg)).toEqual(["boom"]);
  });

  it("masks secret-looking fields at any depth", () => {
    const { log, lines } = capture();
    log.info("sign-up", {
      body: { email: "a@b.c", password: "hunter2-secreta", nested: { sessionToken: "tok-123" } },
      headers: { cookie: "better-auth.session_token=abc.def", Authorization: "Bearer xyz-789" },
      list: [{ clientSecret: "s3cr3t-value" }],
    });
    const out = lines.join("");
    for (const secret of ["hunter2-secreta", "tok-123", "abc.def", "xyz-789", "s3cr3t-value"])
      expect(out).not.toContain(secret);
    expect(out).toContain("a@b.c");
  });

  it("logs a failed query without its bound parameters", () => {
    const { log, lines } = capture();
    const err = new DrizzleQueryError(
      'insert into "session" ("token") values ($1)',
      ["token-que-nao-pode-vazar"],
      new Error("duplicate key"),
    );
    log.error("unhandled error", { err, text: String(err) });
    const out = lines.join("");
    expect(out).not.toContain("token-que-nao-pode-vazar");
    expect(out).toContain('insert into \\"session\\"');
    expect(out).toContain("duplicate key");
  });

  it("routes better-auth's errors through the same redaction", () => {
    const { log, lines, parsed } = capture();
    const err = new DrizzleQueryError("select 1 where token = $1", ["sessao-secreta"], undefined);
    betterAuthLog(log)("error", "INTERNAL_SERVER_ERROR", err);
    expect(parsed()[0]).toMatchObject({
      level: "error",
      msg: "better-auth: INTERNAL_SERVER_ERROR",
    });
    expect(lines.join("")).not.toContain("sessao-secreta");
  });

  it("puts the request id on every line written inside the request, however deep", async () => {
    const { log, parsed } = capture();
    await withRequestId("req-1", async () => {
      log.info("first");
      await new Promise((r) => setTimeout(r, 1));
      log.info("after an await");
    });
    log.info("outside");
    expect(parsed().map((l) => l.reqId)).toEqual(["req-1", "req-1", undefined]);
  });

  it("caps what any line carries: long strings, long arrays, deep objects, the message itself", () => {
    const { log, lines } = capture("error");
    const huge = "x".repeat(1_000_000);
    let deep: Record<string, unknown> = { leaf: huge };
    for (let i = 0; i < 50; i++) deep = { deep };
    log.error(huge, { url: huge, list: Array.from({ length: 10_000 }, () => "item"), deep });
    betterAuthLog(log)("error", `Invalid callbackURL: ${huge}`, huge);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThan(8_000);
    expect(lines[0]).toContain("xxxx");
    expect(lines[0]).toMatch(/more chars/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

const ROUNDS = 12;
const SIGN_INS = 6;
const emails = Array.from({ length: ROUNDS }, (_, i) => `dono${i}@example.com`);

describe(`ADMIN_EMAILS verification against sign-ins in flight (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: emails.join(",") });
  });
  afterAll(() => api.close());

  it("leaves no session from the pre-proof password, however the sign-ins interleave with the proof", async () => {
    let inFlightAcrossProof = 0;
    for (const [round, email] of emails.entries()) {
      // Someone signs up first with the operator's address and keeps sign-ins going.
      await api.client().signUp(email, "senha-do-intruso");
      const link = api.verificationLink(email) ?? "";
      const attackers = Array.from({ length: SIGN_INS }, () => api.client());
      let proofDone = false;
      const signIns = attackers.map(async (a, i) => {
        // Staggered so that some read the password hash before the proof and finish after it.
        await new Promise((r) => setTimeout(r, (i * 7 + round) % 25));
        const res = await a.post("/api/auth/sign-in/email", {
          email,
          password: "senha-do-intruso",
        });
        if (proofDone) inFlightAcrossProof++;
        return res.status;
      });
      const owner = api.client();
      const proof = (async () => {
        await new Promise((r) => setTimeout(r, 5 + (round % 4) * 5));
        const opened = await owner.get(link);
        proofDone = true;
        return opened.status;
      })();
      const [proofStatus] = await Promise.all([proof, ...signIns]);
      expect([200, 302]).toContain(proofStatus);

      for (const a of attackers) {
        expect((await a.get("/api/auth/get-session")).json, `round ${round}`).toBeNull();
        expect((await a.get("/api/admin/overview")).status, `round ${round}`).toBe(401);
      }
      expect((await owner.get("/api/admin/overview")).status).toBe(200);
    }
    // The race was really run: some sign-ins were still under way when the proof landed.
    expect(inFlightAcrossProof).toBeGreaterThan(0);
  }, 120_000);
});

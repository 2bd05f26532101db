import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameIds } from "../../src/games/catalogue";
import { extraGames } from "../../src/games/extras";
import { STORAGE_NOTICE } from "../../src/web/components/storage-notice";
import { setupApp } from "./fixture";
import { tap } from "./game-turns";

const app = setupApp({ signedIn: true });

/** Every localStorage key the app writes (src/client, src/games/kit, the games' saved-game files). */
const appKeys: RegExp[] = [
  /^saideira_session_id$/,
  /^dev_session$/,
  /^saideira_auth_timestamp$/,
  /^gameIcons$/,
  /^saideira_install_dismissed_at$/,
  /^saideira_outbox$/,
  /^saideira_last_(session|profile)$/,
  /^saideira_game_prefs$/,
  /^saideira_(groups|guest_prefs|plays|age_confirmed)$/,
  /^saideira_(account_)?decks$/,
  /^saideira_(players|settings)_.+_[a-z-]+$/,
  /^saideira_bag_[a-z-]+$/,
  /^saideira_(qual-meu-nome|cards|guess-who|sueca|eu-nunca|desenha)_game$/,
  /^saideira_game_[a-z-]+$/,
];

const SESSION_ID = "0f0e0d0c-0b0a-4908-8706-050403020100";
const allGames = [...gameIds, ...extraGames.map((g) => g.id)];
/** Keys known before the app has run once; the second round adds whatever it wrote meanwhile. */
const seedKeys = [
  "dev_session",
  "saideira_auth_timestamp",
  "gameIcons",
  "saideira_install_dismissed_at",
  "saideira_outbox",
  "saideira_last_session",
  "saideira_last_profile",
  "saideira_game_prefs",
  "saideira_groups",
  "saideira_guest_prefs",
  "saideira_decks",
  "saideira_account_decks",
  ...["qual-meu-nome", "cards", "guess-who", "sueca", "eu-nunca", "desenha"].map(
    (g) => `saideira_${g}_game`,
  ),
  ...["truth-or-dare", "cards", "eu-nunca"].map((g) => `saideira_game_${g}`),
  ...allGames.flatMap((g) => [
    `saideira_players_${SESSION_ID}_${g}`,
    `saideira_settings_${SESSION_ID}_${g}`,
  ]),
];

/** Broken text, JSON of the wrong type, hostile keys and plausible-but-wrong shapes. */
const garbage = [
  "{não é json",
  "null",
  "[]",
  "42",
  '"texto"',
  "true",
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"state":{"phase":"???","players":7,"deck":"x"},"savedAt":"ontem"}',
  '{"players":[{"id":1,"name":null,"points":"NaN"}],"currentPlayerIndex":99,"lastUpdated":"x"}',
  '{"maxPoints":-1e309,"drinkMode":{"a":1},"sound":"sim","order":[1,2],"cursor":-5}',
  '[{"method":"DELETE","url":"http://fora.example/","at":"agora"}]',
  "\u0000\u202e\ud800",
  "9".repeat(2000),
];

async function fillWithGarbage(page: Page, round: number): Promise<number> {
  return page.evaluate(
    ({ seed, garbage, round, sessionId }) => {
      const keys = new Set(seed);
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k && (k.startsWith("saideira") || k === "gameIcons" || k === "dev_session"))
          keys.add(k);
      }
      keys.delete("saideira_session_id");
      [...keys].forEach((k, i) => {
        localStorage.setItem(k, garbage[(i + round) % garbage.length] ?? "");
      });
      // First round: a readable device id, so the per-game keys above are the ones the app reads.
      localStorage.setItem("saideira_session_id", round === 0 ? sessionId : "{lixo");
      return keys.size;
    },
    { seed: seedKeys, garbage, round, sessionId: SESSION_ID },
  );
}

function watchForCrashes(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
  return errors;
}

async function addPlayers(page: Page, names: string[]) {
  for (const n of names) {
    await page.getByPlaceholder("Nome do jogador").fill(n);
    await page.getByRole("button", { name: "Adicionar" }).click();
  }
}

/** The main screens render and two games play a turn. */
async function tour(page: Page) {
  for (const [path, heading] of [
    ["/dashboard", "Ana!"],
    ["/game-modes", "Escolha o jogo"],
    ["/profile", "Ana"],
    ["/stats", "Estatísticas"],
    ["/manage-players", "Meus grupos"],
    ["/baralhos", "Meus baralhos"],
  ] as const) {
    await page.goto(path);
    await page.getByRole("heading", { name: heading, exact: true }).waitFor();
  }

  await page.goto("/roulette/start");
  await page.getByLabel(/Meta de pontos/).fill("20");
  await page.getByRole("button", { name: "Escolher jogadores" }).click();
  await addPlayers(page, ["Bia", "Caio"]);
  await page.getByRole("button", { name: "Começar" }).click();
  await tap(page, page.getByRole("button", { name: /^Girar,/ }));
  const panel = page.getByTestId("slot-panel");
  await panel.waitFor();
  await tap(page, panel.getByRole("button").first());

  await page.goto("/truth-or-dare");
  await addPlayers(page, ["Bia", "Caio"]);
  await page.getByRole("button", { name: "Começar" }).click();
  await tap(page, page.getByRole("button", { name: "Verdade", exact: true }));
  await page.getByTestId("prompt").waitFor();
  await tap(page, page.getByRole("button", { name: "Cumpriu +10" }));
  expect(await page.getByTestId("turn").innerText()).toContain("Caio");
}

describe("local storage resilience", () => {
  it("garbage under every key the app uses breaks no screen and no game", async () => {
    const { page } = app;
    const errors = watchForCrashes(page);
    await page.goto("/politica-de-privacidade");
    for (const round of [0, 1]) {
      expect(await fillWithGarbage(page, round)).toBeGreaterThan(seedKeys.length / 2);
      await tour(page);
    }
    const unknown = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("saideira")),
    );
    // A key the app writes that this test does not know about would escape the garbage.
    expect(unknown.filter((k) => !appKeys.some((p) => p.test(k)))).toEqual([]);
    expect(await page.getByText("Unexpected Application Error").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a full quota still plays and changes settings, with one gentle notice", async () => {
    // Init scripts and bindings reach the fixture's page from its first navigation on.
    const { context, page } = app;
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    let notices = 0;
    await context.exposeBinding("__storageNoticeShown", () => {
      notices++;
    });
    await context.addInitScript((title) => {
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.addedNodes) {
              if (!(n instanceof HTMLElement)) continue;
              const toasts = n.matches(".toast") ? [n] : [...n.querySelectorAll(".toast")];
              for (const t of toasts)
                if (t.textContent?.includes(title))
                  (window as unknown as { __storageNoticeShown(): void }).__storageNoticeShown();
            }
        }).observe(document.body, { childList: true, subtree: true });
      });
    }, STORAGE_NOTICE.title);
    const errors = watchForCrashes(page);

    await page.goto("/roulette/start");
    await page.getByText(STORAGE_NOTICE.title, { exact: true }).waitFor();
    // Above one answer's most (a 'Desafio' is worth 30), so the game goes on after it.
    await page.getByLabel(/Meta de pontos/).fill("50");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    await addPlayers(page, ["Bia", "Caio"]);
    await page.getByRole("button", { name: "Começar" }).click();
    await tap(page, page.getByRole("button", { name: /^Girar,/ }));
    const panel = page.getByTestId("slot-panel");
    await panel.waitFor();
    await tap(page, panel.getByRole("button").first());
    await page.getByRole("button", { name: /^Girar,/ }).waitFor();

    await page.goto("/profile");
    await page.getByRole("radio", { name: "Sem álcool" }).check();
    await expect.poll(() => page.getByRole("radio", { name: "Sem álcool" }).isChecked()).toBe(true);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Ana!" }).waitFor();

    expect(notices).toBe(1);
    expect(await page.getByText("Unexpected Application Error").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

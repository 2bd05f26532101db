import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { tap } from "./game-turns";
import { uniqueEmail } from "./harness";

// Issue 27's guest path at 360x640 (touch): a deck written on the device, played, then signed up.
const app = setupApp({ contextOptions: { viewport: { width: 360, height: 640 } } });

/** 200 characters and no space: the longest word an item may be. */
const LONG = `Eununca${"x".repeat(193)}`;
const PASTED = [
  "Eu nunca dormi no show do Zé",
  "",
  "Eu nunca perdi a chave do carro no Carnaval",
  "Eu nunca dormi no show do zé!", // the first line again (case and punctuation aside)
  "Eu nunca cantei Evidências no karaokê da firma",
  LONG,
];
const ITEMS = [
  "Eu nunca dormi no show do Zé",
  "Eu nunca perdi a chave do carro no Carnaval",
  "Eu nunca cantei Evidências no karaokê da firma",
  LONG,
];
const DECK = "Eu nunca da turma";

/** Nothing sticks out sideways: the page is no wider than the phone. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies within the page's width and its own text does not spill sideways. */
const fits = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const w = document.documentElement.clientWidth;
    return r.left >= 0 && r.right <= w + 0.5 && el.scrollWidth <= el.clientWidth + 0.5;
  });

describe("Meus baralhos: a guest's deck", () => {
  it("a guest writes an Eu Nunca deck (bulk paste, repeats refused), plays it to the end, signs up and still has it", async () => {
    const page = app.page;
    await app.context.addInitScript(() => localStorage.setItem("saideira_age_confirmed", "1"));
    await page.goto("/baralhos");
    await page.getByText("Sem conta, os baralhos ficam só neste aparelho.").waitFor();
    await page.getByRole("link", { name: "Novo baralho" }).click();
    await page.waitForURL(/\/baralhos\/novo/);

    await page.getByLabel("Nome do baralho").fill(DECK);
    await page.getByLabel("Jogo", { exact: true }).selectOption("eu-nunca");
    await page.getByText("Colar vários (um por linha)").click();
    await page.getByLabel(/Um item por linha/).fill(PASTED.join("\n"));
    await page.getByRole("button", { name: "Adicionar todos" }).click();
    await page
      .getByRole("status")
      .getByText(
        "4 itens adicionados. “Eu nunca dormi no show do zé!” já estava no baralho e ficou de fora.",
      )
      .waitFor();
    await page.getByText("4/300 itens").waitFor();
    // One typed by hand that repeats a pasted one, in other case and without accents: refused.
    await page.getByLabel("Novo item").fill("EU NUNCA perdi a chave do carro no carnaval");
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    await page
      .getByRole("alert")
      .getByText("“EU NUNCA perdi a chave do carro no carnaval” já está no baralho.")
      .waitFor();
    expect(await page.getByText("4/300 itens").count()).toBe(1);
    await page.getByLabel("Novo item").fill("");
    const rows = page.getByRole("list", { name: "Itens do baralho" }).getByRole("textbox");
    expect(
      await rows.evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value)),
    ).toEqual(ITEMS);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    expect(await fits(rows.nth(ITEMS.length - 1))).toBe(true);

    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(/\/baralhos$/);
    await page.getByRole("link", { name: new RegExp(DECK) }).waitFor();
    expect(await page.getByRole("list", { name: "Baralhos" }).innerText()).toContain("4 itens");

    // The deck alone on Eu Nunca's setup, the cards without players to the end.
    await page.goto("/eu-nunca");
    await page.waitForURL(/\/eu-nunca\/categorias$/);
    await page.getByRole("radio", { name: new RegExp(DECK) }).check();
    await page.getByRole("switch", { name: /^Misturar com as .* do jogo/ }).waitFor();
    expect(
      await page
        .getByRole("switch", { name: /^Misturar com as .* do jogo/ })
        .getAttribute("aria-checked"),
    ).toBe("false");
    await page.getByRole("button", { name: "Escolher jogadores", exact: true }).click();
    await page.waitForURL(/\/eu-nunca\/jogadores$/);
    await page.getByRole("button", { name: "Jogar sem jogadores", exact: true }).click();
    await page.waitForURL(/\/eu-nunca\/jogo$/);

    const seen: string[] = [];
    for (let i = 1; i <= ITEMS.length; i++) {
      expect(await page.getByTestId("progress").innerText()).toBe(`Carta ${i} de ${ITEMS.length}`);
      const card = page.getByTestId("statement");
      const text = await card.locator("p").nth(1).innerText();
      expect(ITEMS).toContain(text);
      seen.push(text);
      expect(await scrollWidth(page), `card ${i}`).toBeLessThanOrEqual(360);
      expect(await fits(card.locator("p").nth(1)), `card ${i}`).toBe(true);
      const next = i === ITEMS.length ? "Terminar" : "Próxima";
      await tap(page, page.getByRole("button", { name: next, exact: true }));
    }
    expect([...seen].sort()).toEqual([...ITEMS].sort()); // every item once, nothing else
    await page.getByRole("heading", { name: "Acabaram as cartas!" }).waitFor();

    const onDevice = await page.evaluate(() => localStorage.getItem("saideira_decks"));
    expect(onDevice).toContain(DECK);

    // Sign-up through the forms: the device's deck goes into the account.
    await page.goto(`/auth?next=${encodeURIComponent("/baralhos")}`);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByRole("button", { name: "Criar Conta" }).click();
    await page.waitForURL(/\/onboarding/);
    await page.getByLabel("Como a galera te chama?").fill("Ana");
    await page.getByText("Tenho 18 anos ou mais").click();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("button", { name: "Pular e ir para o painel" }).click();
    await page.waitForURL(/\/baralhos$/);

    const accountDecks = () =>
      page.evaluate(async () => {
        const res = await fetch("/api/decks");
        const body = (await res.json()) as {
          decks: { name: string; game: string; items: { text: string }[] }[];
        };
        return body.decks.map((d) => ({
          name: d.name,
          game: d.game,
          items: d.items.map((i) => i.text),
        }));
      });
    await expect
      .poll(accountDecks, { timeout: 15_000 })
      .toEqual([{ name: DECK, game: "eu-nunca", items: ITEMS }]);
    // It left the device; the device sending it again (a lost answer) does not make a second one.
    const deviceDecks = () => page.evaluate(() => localStorage.getItem("saideira_decks") ?? "");
    await expect.poll(deviceDecks).not.toContain(DECK);
    await page.evaluate((raw) => raw && localStorage.setItem("saideira_decks", raw), onDevice);
    await page.reload();
    await expect.poll(deviceDecks, { timeout: 15_000 }).not.toContain(DECK);
    await app.networkIdle();
    expect(await accountDecks()).toEqual([{ name: DECK, game: "eu-nunca", items: ITEMS }]);
    await page.getByRole("link", { name: "← Painel" }).waitFor(); // the account's list
    await page.getByRole("link", { name: new RegExp(DECK) }).waitFor();
    expect(await page.getByRole("link", { name: new RegExp(DECK) }).count()).toBe(1);
    expect(await page.getByText("Sem conta, os baralhos ficam só neste aparelho.").count()).toBe(0);
  });
});

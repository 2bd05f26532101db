import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findings } from "./a11y-kit";
import { setupApp } from "./fixture";

// Issue 27's share path at 360x640 (touch): the owner opens a link, a friend copies and plays it.
const app = setupApp({ signedIn: true, contextOptions: { viewport: { width: 360, height: 640 } } });

/** 200 characters and no space: the longest word an item may be. */
const LONG = `Quem${"x".repeat(196)}`;
const ITEMS = [
  "Quem é mais provável de esquecer o aniversário do chefe?",
  "Quem é mais provável de chegar atrasado no próprio casamento?",
  "Quem é mais provável de virar meme no grupo da família?",
  LONG,
];
const DECK = "Perguntas da firma";

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies within the page's width and its own text does not spill sideways. */
const fits = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const w = document.documentElement.clientWidth;
    return r.left >= 0 && r.right <= w + 0.5 && el.scrollWidth <= el.clientWidth + 0.5;
  });

/** The signed-in account's decks, read with the page's own session. */
const accountDecks = (page: Page) =>
  page.evaluate(async () => {
    const body = (await (await fetch("/api/decks")).json()) as {
      decks: { id: string; name: string; game: string; items: { text: string }[] }[];
    };
    return body.decks.map((d) => ({
      name: d.name,
      game: d.game,
      items: d.items.map((i) => i.text),
    }));
  });

/**
 * axe on the screen as it opens (scrolled to the top): the editor's save bar sticks to the bottom,
 * and axe counts a row that happens to pass under it at the moment as an obscured target.
 */
async function scanFromTop(a11y: ReturnType<typeof findings>, page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await a11y.scan(page, where);
}

describe("Meus baralhos: sharing a deck", () => {
  it("the owner shares a deck; another phone opens /b/CODE, copies it and plays it", async () => {
    const page = app.page;
    const a11y = findings();
    await page.goto("/baralhos");
    await page.getByText("Nenhum baralho ainda.", { exact: false }).waitFor();
    await app.networkIdle();
    await a11y.scan(page, "/baralhos empty");

    await page.getByRole("link", { name: "Novo baralho" }).click();
    await page.waitForURL(/\/baralhos\/novo/);
    await page.getByLabel("Nome do baralho").fill(DECK);
    await page.getByLabel("Jogo", { exact: true }).selectOption("mais-provavel");
    for (const item of ITEMS) {
      await page.getByLabel("Novo item").fill(item);
      await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    }
    await page.getByText(`${ITEMS.length}/300 itens`).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    const rows = page.getByRole("list", { name: "Itens do baralho" }).getByRole("textbox");
    expect(await fits(rows.last())).toBe(true);
    await scanFromTop(a11y, page, "/baralhos/novo with items");
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(/\/baralhos$/);
    await page.getByRole("link", { name: new RegExp(DECK) }).click();
    await page.waitForURL(/\/baralhos\/[^/]+$/);

    await page.getByRole("button", { name: "Compartilhar por link" }).click();
    const link = (await page.getByTestId("share-link").innerText()).trim();
    const code = link.match(/\/b\/([A-Z0-9]+)$/)?.[1];
    expect(code, link).toBeTruthy();
    await page.getByRole("img", { name: `QR code do link do baralho ${DECK}` }).waitFor();
    await page.getByRole("button", { name: "Parar de compartilhar" }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await app.networkIdle();
    await scanFromTop(a11y, page, "/baralhos/:id shared");
    await page.goto("/baralhos");
    await page.getByRole("list", { name: "Baralhos" }).getByText("Compartilhado").waitFor();
    await a11y.scan(page, "/baralhos with a shared deck");

    // A friend's phone, signed in to an account of its own.
    const friend = await app.player();
    const f = friend.page;
    await f.goto(`/b/${code}`);
    await f.getByRole("heading", { name: DECK }).waitFor();
    const shown = await f
      .getByRole("region", { name: "Itens" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(shown.map((s) => s.trim())).toEqual(ITEMS);
    expect(await scrollWidth(f)).toBeLessThanOrEqual(360);
    expect(await fits(f.getByRole("region", { name: "Itens" }).getByRole("listitem").last())).toBe(
      true,
    );
    await app.networkIdle(f);
    await a11y.scan(f, "/b/CODE");

    // 'Denunciar' takes a reason and thanks.
    await f.getByRole("button", { name: "Denunciar" }).click();
    const dialog = f.getByRole("dialog", { name: "Denunciar baralho" });
    await dialog.getByRole("button", { name: "Denunciar" }).click();
    await dialog.getByRole("alert").getByText("Conte o motivo da denúncia").waitFor();
    await dialog.getByLabel("Motivo").fill("Teste: só conferindo a denúncia.");
    await dialog.getByRole("button", { name: "Denunciar" }).click();
    await f.getByText("Denúncia enviada").first().waitFor();
    await dialog.waitFor({ state: "detached" });

    await f.getByRole("button", { name: "Copiar para meus baralhos" }).click();
    await f.waitForURL(/\/baralhos\/[^/]+$/);
    await expect.poll(() => f.getByLabel("Nome do baralho").inputValue()).toBe(DECK);
    expect(await accountDecks(f)).toEqual([{ name: DECK, game: "mais-provavel", items: ITEMS }]);
    expect(await accountDecks(page)).toEqual([{ name: DECK, game: "mais-provavel", items: ITEMS }]);

    await f.goto(`/b/${code}`);
    await f.getByRole("button", { name: "Jogar com este baralho" }).click();
    await f.waitForURL(/\/mais-provavel$/);
    // The shared deck comes first and chosen; the copy is listed after it.
    const radios = f.getByRole("radio", { name: new RegExp(DECK) });
    await expect.poll(() => radios.count()).toBe(2);
    expect(await radios.nth(0).isChecked()).toBe(true);
    expect(await radios.nth(1).isChecked()).toBe(false);
    expect(await f.getByRole("radio", { name: "Só os do jogo" }).isChecked()).toBe(false);
    const mix = f.getByRole("switch", { name: "Misturar com as perguntas do jogo" });
    expect(await mix.getAttribute("aria-checked")).toBe("false");
    await f.getByText(`${ITEMS.length} perguntas no baralho`).waitFor();
    for (const name of ["Ana", "Bia", "Caio"]) {
      await f.getByPlaceholder("Nome do jogador").fill(name);
      await f.getByRole("button", { name: "Adicionar", exact: true }).click();
    }
    await f.getByRole("button", { name: "Começar", exact: true }).click();
    await f.waitForURL(/\/mais-provavel\/jogo$/);
    const question = (await f.getByTestId("question").innerText()).trim();
    expect(ITEMS).toContain(question);
    expect(await scrollWidth(f)).toBeLessThanOrEqual(360);

    // The owner stops sharing: the link says so; the friend's copy stays theirs.
    await page.goto("/baralhos");
    await page.getByRole("link", { name: new RegExp(DECK) }).click();
    await page.getByRole("button", { name: "Parar de compartilhar" }).click();
    await page.getByRole("button", { name: "Compartilhar por link" }).waitFor();
    await f.goto(`/b/${code}`);
    await f.getByRole("heading", { name: "Link fechado" }).waitFor();
    await f.getByRole("alert").getByText("O dono parou de compartilhar este baralho.").waitFor();
    expect(await accountDecks(f)).toEqual([{ name: DECK, game: "mais-provavel", items: ITEMS }]);

    expect(a11y.problems).toEqual([]);
  });
});

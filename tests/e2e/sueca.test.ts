import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true, perFile: true });

/** What the table sees of the face-up card, read in one round trip. */
const readTable = () =>
  app.page.evaluate(() => {
    const text = (id: string) =>
      document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? "";
    return {
      left: text("cards-left"),
      turn: text("turn"),
      card: document.querySelector('[data-testid="card"] article')?.getAttribute("aria-label"),
      asksGeneralRule: !!document
        .querySelector('[data-testid="card-action"]')
        ?.textContent?.includes("regra geral"),
    };
  });

describe("Sueca", () => {
  it("draws a whole deck on a phone, tracks a general rule and reshuffles", async () => {
    await app.page.goto("/sueca");
    await app.page.getByRole("radio", { name: /1 baralho/ }).check();
    for (const name of ["Ana", "Bia", "Caio"]) {
      await app.page.getByPlaceholder("Nome do jogador").fill(name);
      await app.page.getByRole("button", { name: "Adicionar" }).click();
    }
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.getByTestId("card").waitFor();

    const seen = new Set<string>();
    let ruleMade = false;
    for (let i = 0; i < 52; i++) {
      const table = await readTable();
      expect(table.left).toBe(String(51 - i));
      expect(table.turn).toContain(["Ana", "Bia", "Caio"][i % 3]);
      seen.add(table.card ?? "");
      if (!ruleMade && table.asksGeneralRule) {
        await app.page.getByLabel("Qual é a nova regra geral?").fill("Ninguém fala nomes");
        await tap(app.page, app.page.getByRole("button", { name: "Criar regra" }));
        await app.page.getByTestId("tracker").getByText("Ninguém fala nomes").waitFor();
        ruleMade = true;
      }
      await tap(
        app.page,
        app.page.getByRole("button", { name: i < 51 ? /Próxima carta/ : "Ver resumo" }),
      );
    }
    expect(seen.size).toBe(52);
    expect(ruleMade).toBe(true);

    await app.page.getByRole("heading", { name: "Fim do baralho!" }).waitFor();
    const stat = (id: string) => app.page.getByTestId(`stat-${id}`);
    expect(await stat("drawn").locator("dd").innerText()).toBe("52");
    expect(await stat("drawn").locator("dt").innerText()).toBe("cartas tiradas");
    expect(await stat("created").locator("dd").innerText()).toBe("1");
    await tap(app.page, app.page.getByRole("button", { name: "Embaralhar de novo" }));
    expect(await app.page.getByTestId("cards-left").innerText()).toBe("51");
    await app.page.getByTestId("tracker").getByText("Ninguém fala nomes").waitFor();
    await app.context.setOffline(false);
  }, 120_000);

  async function startThree() {
    await app.page.goto("/sueca");
    await seedGames(app.page, 777);
    await app.page.getByRole("radio", { name: /1 baralho/ }).check();
    // The file shares one page: players of the last test are still on the list.
    const remove = app.page.getByRole("button", { name: /^Remover / });
    while ((await remove.count()) > 0) await remove.first().click();
    for (const name of ["Ana", "Bia", "Caio"]) {
      await app.page.getByPlaceholder("Nome do jogador").fill(name);
      await app.page.getByRole("button", { name: "Adicionar" }).click();
    }
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.getByTestId("card").waitFor();
  }
  const next = () => app.page.getByRole("button", { name: /Próxima carta/ });

  it("a reload mid-pile shows the same card, drawer and rules; 'Continuar a partida' brings it back", async () => {
    await startThree();
    await tap(app.page, next());
    await tap(app.page, next());
    const before = await readTable();
    expect(before.turn).toContain("Caio");
    expect(before.left).toBe("49");
    await app.page.reload();
    await app.page.getByTestId("card").waitFor();
    expect(await readTable()).toEqual(before);
    expect(new URL(app.page.url()).hash).toBe("#jogo");
    await app.page.goto("/sueca");
    await app.page.getByRole("button", { name: "Continuar a partida" }).click();
    await app.page.getByTestId("card").waitFor();
    expect(await readTable()).toEqual(before);
  });

  it("two taps 80 ms apart on 'Próxima carta' turn one card for one player", async () => {
    await startThree();
    const before = await gameVersion(app.page);
    await doubleTap(app.page, next());
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land
    expect(await gameVersion(app.page)).toBe(before + 1);
    const table = await readTable();
    expect(table.left).toBe("50");
    expect(table.turn).toContain("Bia");
    // Positive control: a deliberate tap on Bia's card does turn the next one, for Caio.
    await tap(app.page, next());
    expect((await readTable()).turn).toContain("Caio");
    expect((await readTable()).left).toBe("49");
  });

  it("keeps the header's buttons on a 360 px screen when the title is too long, with an ellipsis", async () => {
    await app.page.goto("/sueca");
    const title = app.page.getByRole("heading", { level: 1 });
    const long = "Sueca: o baralho da resenha com regras para a noite inteira";
    await title.evaluate((h, text) => {
      h.textContent = text;
    }, long);
    const header = await app.page.locator("main header").evaluate((el) => {
      const h1 = el.querySelector("h1") as HTMLElement;
      const boxes = [...el.querySelectorAll("a, button")].map((b) => b.getBoundingClientRect());
      return {
        clipped: h1.scrollWidth > h1.clientWidth,
        overflow: getComputedStyle(h1).textOverflow,
        buttons: boxes.map((b) => ({ left: b.left, right: b.right, width: b.width })),
      };
    });
    expect(header.clipped).toBe(true);
    expect(header.overflow).toBe("ellipsis");
    expect(header.buttons).toHaveLength(3); // 'Voltar', 'Como jogar' and the game's settings
    for (const b of header.buttons) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(360);
      expect(b.width).toBeGreaterThanOrEqual(44);
    }
    expect(await app.page.getByRole("heading", { level: 1, name: long }).count()).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { tap } from "./game-turns";

const app = setupApp({ signedIn: true, clock: true });

async function addMembers(team: string, names: string[]) {
  for (const n of names) {
    await app.page.getByLabel(`Nova pessoa no ${team}`).fill(n);
    await app.page.getByRole("button", { name: `Adicionar ao ${team}` }).click();
  }
}

const card = () => app.page.getByTestId("name-card");
const turnText = () => app.page.getByTestId("turn").innerText();
const totalOf = (team: string) =>
  app.page.getByTestId(`score-${team}`).locator("td").last().innerText();

/** Clicks 'Acertou' n times, returning the names that were on the card. */
async function guess(n: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    names.push((await card().innerText()).trim());
    await tap(app.page, app.page.getByRole("button", { name: "Acertou" }));
  }
  return names;
}

async function timeUp() {
  await app.page.clock.fastForward(31_000);
  await app.page.getByRole("heading", { name: "Tempo esgotado!" }).waitFor();
}

async function startRound(title: string) {
  await app.page.getByRole("heading", { name: title }).waitFor();
  await tap(app.page, app.page.getByRole("button", { name: "Começar a rodada" }));
}

describe("Qual Meu Nome", () => {
  it("plays the three rounds to the end with 2 teams and 10 drawn names, offline", async () => {
    await app.page.goto("/qual-meu-nome");
    await addMembers("Time Azul", ["Ana", "Bia"]);
    await addMembers("Time Rosa", ["Caio", "Duda"]);
    await app.page.getByText("Sortear da lista").click();
    await app.page.getByText("10", { exact: true }).click();
    await app.page.getByText("30 s", { exact: true }).click();
    await app.page.getByText("O pote vai ter 10 nomes").waitFor();
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar", exact: true }).click();

    // Round 1: Azul guesses 3, time runs out; Rosa empties the pool with time to spare.
    await startRound("Rodada 1: Descreva");
    expect(await turnText()).toMatch(/Vez do Time Azul:\s*quem explica é\s*Ana/);
    await tap(app.page, app.page.getByRole("button", { name: "Começar a vez" }));
    expect(await app.page.getByRole("button", { name: "Passar" }).count()).toBe(0);
    const round1 = await guess(3);
    expect(await app.page.getByTestId("turn-score").innerText()).toBe("+3 nesta vez");
    await timeUp();
    await app.page.getByText("Time Azul acertou 3 nomes nesta vez.").waitFor();
    await tap(app.page, app.page.getByRole("button", { name: "Próxima vez: Time Rosa" }));
    expect(await turnText()).toMatch(/Vez do Time Rosa:\s*quem explica é\s*Caio/);
    await tap(app.page, app.page.getByRole("button", { name: "Começar a vez" }));
    round1.push(...(await guess(7)));
    await app.page.getByRole("heading", { name: "Fim da rodada 1!" }).waitFor();
    expect(await totalOf("Azul")).toBe("3");
    expect(await totalOf("Rosa")).toBe("7");
    expect(new Set(round1).size).toBe(10);
    await app.page.getByText(/Time Rosa começa a próxima rodada com os \d+ s/).waitFor();

    // Round 2: the same names again; Rosa keeps its time, passes once, then Azul finishes.
    await tap(app.page, app.page.getByRole("button", { name: /Rodada 2: Uma palavra/ }));
    await startRound("Rodada 2: Uma palavra");
    expect(await turnText()).toMatch(/Vez do Time Rosa:\s*quem explica é\s*Caio/);
    await app.page.getByText(/Continua com os \d+ s/).waitFor();
    await tap(app.page, app.page.getByRole("button", { name: "Começar a vez" }));
    const passed = (await card().innerText()).trim();
    await tap(app.page, app.page.getByRole("button", { name: "Passar" }));
    expect((await card().innerText()).trim()).not.toBe(passed);
    await app.page.getByText("10 nomes no pote").waitFor();
    const round2 = await guess(4);
    await timeUp();
    await tap(app.page, app.page.getByRole("button", { name: "Próxima vez: Time Azul" }));
    expect(await turnText()).toMatch(/Vez do Time Azul:\s*quem explica é\s*Bia/);
    await tap(app.page, app.page.getByRole("button", { name: "Começar a vez" }));
    round2.push(...(await guess(6)));
    await app.page.getByRole("heading", { name: "Fim da rodada 2!" }).waitFor();
    expect(round2.toSorted()).toEqual(round1.toSorted());
    expect(await totalOf("Azul")).toBe("9");
    expect(await totalOf("Rosa")).toBe("11");

    // Round 3: mime; Azul opens with its leftover time and guesses everything.
    await tap(app.page, app.page.getByRole("button", { name: /Rodada 3: Mímica/ }));
    await startRound("Rodada 3: Mímica");
    expect(await turnText()).toMatch(/Vez do Time Azul:\s*quem explica é\s*Bia/);
    await tap(app.page, app.page.getByRole("button", { name: "Começar a vez" }));
    const round3 = await guess(10);
    expect(round3.toSorted()).toEqual(round1.toSorted());

    await app.page.getByRole("heading", { name: "Time Azul venceu!" }).waitFor();
    const drink = await app.page.getByTestId("drink-line").innerText();
    expect(drink).toContain("O time perdedor bebe um gole");
    expect(drink).toContain("Perdeu: Time Rosa.");
    expect(await totalOf("Azul")).toBe("19");
    expect(await totalOf("Rosa")).toBe("11");
    await app.context.setOffline(false);
  });

  it("passes the phone so each person types secret names into the pool", async () => {
    await app.page.goto("/qual-meu-nome");
    await addMembers("Time Azul", ["Ana", "Bia"]);
    await addMembers("Time Rosa", ["Caio", "Duda"]);
    await app.page.getByText("Cada um escreve nomes secretos").click();
    await app.page.getByText("2", { exact: true }).click();
    await app.page.getByText("O pote vai ter 8 nomes").waitFor();
    await app.page.getByRole("button", { name: "Começar", exact: true }).click();
    const typed = [
      ["Minha avó", "Pelé"],
      ["O síndico", "Xuxa"],
      ["Shrek", "Goku"],
      ["Frida Kahlo", "Zico"],
    ];
    for (const [i, who] of ["Ana", "Bia", "Caio", "Duda"].entries()) {
      await app.page.getByRole("heading", { name: `Vez de ${who}` }).waitFor();
      expect(await app.page.getByLabel("Nome secreto 1").inputValue()).toBe("");
      await app.page.getByLabel("Nome secreto 1").fill(typed[i]?.[0] ?? "");
      await app.page.getByLabel("Nome secreto 2").fill(typed[i]?.[1] ?? "");
      await tap(app.page, app.page.getByRole("button", { name: "Pronto, passe o celular" }));
    }
    await app.page.getByRole("heading", { name: "Rodada 1: Descreva" }).waitFor();
    await app.page.getByText(/O pote tem 8 nomes/).waitFor();
    await tap(app.page, app.page.getByRole("button", { name: "Começar a rodada" }));
    await tap(app.page, app.page.getByRole("button", { name: "Começar a vez" }));
    const shown = (await card().innerText()).trim();
    expect(typed.flat()).toContain(shown);
  });
});

import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { GameHeader } from "./game-header";

afterEach(cleanup);

const LONG = "Um nome de jogo comprido demais para caber numa tela de celular de 360 px";

describe("GameHeader", () => {
  it("keeps the whole title for screen readers while the back and rules buttons stay", () => {
    render(
      <MemoryRouter>
        <GameHeader title={LONG} back="/game-modes" rules={<button type="button">Regras</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(LONG);
    expect(screen.queryByRole("heading", { name: LONG })).not.toBeNull();
    expect(screen.getByRole("link", { name: "Voltar" }).getAttribute("href")).toBe("/game-modes");
    expect(screen.queryByRole("button", { name: "Regras" })).not.toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomSeatInfo } from "../../../shared/schemas/room";
import { GoneSeats } from "./gone-seats";

const T0 = Date.parse("2026-11-28T20:00:00Z");
const seat = (id: string, name: string, goneSince: number | null, inGame = true): RoomSeatInfo => ({
  id,
  name,
  colour: "#f0f",
  role: "player",
  connected: goneSince === null,
  goneSince: goneSince === null ? null : new Date(goneSince).toISOString(),
  host: id === "ana",
  inGame,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(seats: RoomSeatInfo[], offset = 0) {
  const removed: string[] = [];
  render(
    <GoneSeats
      seats={seats}
      mySeatId="ana"
      now={() => Date.now() + offset}
      onRemove={(id) => removed.push(id)}
    />,
  );
  return removed;
}

describe("the host's phone mid-game: players whose phone is gone", () => {
  it("says nothing for the first seconds of a blink, then names who is away and when they leave on their own", () => {
    show([seat("ana", "Ana", null), seat("bia", "Bia", T0 - 2_000), seat("caio", "Caio", null)]);
    expect(screen.queryByTestId("gone-seats")).toBeNull();
    act(() => vi.advanceTimersByTime(8_000));
    expect(screen.getByTestId("gone-seat").textContent).toBe(
      "Bia está sem conexão. Se não voltar, sai da partida em 1 min 50 s. Não vai voltar? Tirar agora",
    );
    expect(screen.queryByText(/Caio/)).toBeNull();
  });

  it("reads the time on the server's clock, not this phone's", () => {
    // This phone's clock is 30 s behind the server: Bia has been gone 31 s on the server's.
    show([seat("bia", "Bia", T0 + 30_000 - 31_000)], 30_000);
    expect(screen.getByTestId("gone-seat").textContent).toMatch(/sai da partida em 1 min 29 s/);
  });

  it("asks before taking someone out; 'Esperar' takes nothing", () => {
    const removed = show([seat("bia", "Bia", T0 - 20_000), seat("duda", "Duda", T0 - 60_000)]);
    const [bia] = screen.getAllByRole("button", { name: "Não vai voltar? Tirar agora" });
    fireEvent.click(bia as HTMLElement);
    expect(screen.getByRole("group").textContent).toMatch(
      /^Tirar Bia da partida\? Dá para voltar depois com o código da sala\./,
    );
    fireEvent.click(screen.getByRole("button", { name: "Esperar" }));
    expect(removed).toEqual([]);
    fireEvent.click(
      screen.getAllByRole("button", { name: "Não vai voltar? Tirar agora" })[1] as HTMLElement,
    );
    fireEvent.click(screen.getByRole("button", { name: "Tirar da partida" }));
    expect(removed).toEqual(["duda"]);
  });

  it("leaves out this phone's own seat and those not in the game", () => {
    show([seat("ana", "Ana", T0 - 60_000), seat("edu", "Edu", T0 - 60_000, false)]);
    expect(screen.queryByTestId("gone-seats")).toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BoardScores, GoneSeatIds } from "../../../games/kit/room-view";
import type { RoomSeatInfo } from "../../../shared/schemas/room";
import { GoneLine, GoneSeats, useGoneIds, useGoneSeats } from "./gone-seats";

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

/** A room screen's part: the host's phone (with the way out) or any other screen (one line). */
function Gone({
  seats,
  offset = 0,
  host = true,
  playing = true,
  onRemove = () => {},
}: {
  seats: RoomSeatInfo[];
  offset?: number;
  host?: boolean;
  playing?: boolean;
  onRemove?(id: string): void;
}) {
  const { gone, at } = useGoneSeats(seats, "ana", () => Date.now() + offset, playing);
  const ids = useGoneIds(gone);
  if (host) return <GoneSeats gone={gone} at={at} onRemove={onRemove} />;
  const players = seats.map((s) => ({ id: s.id, name: s.name, points: 0 }));
  return (
    <>
      <GoneLine gone={gone} board />
      <GoneSeatIds value={ids}>
        <BoardScores players={players} />
      </GoneSeatIds>
    </>
  );
}

function show(seats: RoomSeatInfo[], offset = 0) {
  const removed: string[] = [];
  render(<Gone seats={seats} offset={offset} onRemove={(id) => removed.push(id)} />);
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

describe("every other phone and the board mid-game: who is without connection", () => {
  const rows = () => screen.getAllByRole("listitem");
  const marked = () =>
    rows()
      .filter((row) => within(row).queryByLabelText("sem conexão"))
      .map((row) => row.textContent);

  it("after the same grace, one calm line and a mark by the name in the scores; nothing to press", () => {
    const seats = [
      seat("ana", "Ana", null),
      seat("bia", "Bia", T0 - 2_000),
      seat("caio", "Caio", null),
    ];
    render(<Gone seats={seats} host={false} />);
    expect(screen.queryByTestId("gone-line")).toBeNull();
    expect(marked()).toEqual([]);
    act(() => vi.advanceTimersByTime(8_000));
    expect(screen.getByTestId("gone-line").textContent).toBe("Bia está sem conexão");
    expect(marked()).toEqual(["Bia0"]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("past three names, says how many more, so the board's corner keeps one short line", () => {
    const names = ["Bia", "Caio", "Duda", "Edu", "Fabi"];
    const away = names.map((n, i) => seat(n.toLowerCase(), n, T0 - 20_000 - i * 1000));
    render(<Gone seats={away} host={false} />);
    expect(screen.getByTestId("gone-line").textContent).toBe(
      "Bia, Caio e mais 3 pessoas estão sem conexão",
    );
    expect(marked()).toEqual(["Bia0", "Caio0", "Duda0", "Edu0", "Fabi0"]);
  });

  it("names everyone away in one sentence, and forgets whoever comes back", () => {
    const away = [
      seat("ana", "Ana", null),
      seat("bia", "Bia", T0 - 30_000),
      seat("caio", "Caio", T0 - 15_000),
      seat("duda", "Duda", T0 - 60_000),
    ];
    const { rerender } = render(<Gone seats={away} host={false} />);
    expect(screen.getByTestId("gone-line").textContent).toBe("Bia, Caio e Duda estão sem conexão");
    const back = away.map((s) => (s.id === "caio" ? seat("caio", "Caio", null) : s));
    rerender(<Gone seats={back} host={false} />);
    expect(screen.getByTestId("gone-line").textContent).toBe("Bia e Duda estão sem conexão");
    expect(marked()).toEqual(["Bia0", "Duda0"]);
    rerender(<Gone seats={back.map((s) => seat(s.id, s.name, null))} host={false} />);
    expect(screen.queryByTestId("gone-line")).toBeNull();
    expect(marked()).toEqual([]);
  });

  it("says nothing outside a game (the lobby has its own 'sem conexão')", () => {
    render(<Gone seats={[seat("bia", "Bia", T0 - 60_000)]} host={false} playing={false} />);
    expect(screen.queryByTestId("gone-line")).toBeNull();
    expect(marked()).toEqual([]);
  });
});

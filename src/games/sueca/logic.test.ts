import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { cardIds, type Deck, type DeckCount, parseCard, type Rank } from "./cards";
import {
  isSuecaState,
  mentionsDrinking,
  newPile,
  pendingEffect,
  ruleOf,
  ruleText,
  type SuecaGameSettings,
  type SuecaMove,
  type SuecaState,
  soberText,
  suecaGame,
} from "./logic";
import { presetById } from "./presets";

const rules = presetById("classica").rules;
const paulista = presetById("paulista").rules;
const names = ["Ana", "Bia", "Caio", "Duda"];
const seats = (n = 3) => names.slice(0, n).map((name, i) => ({ id: `p${i}`, name }));
const settings: SuecaGameSettings = { rules, decks: 1 };

/** A pile whose first cards are these ranks (one suit each in turn, deck 1), then the rest. */
function stacked(ranks: Rank[], decks: DeckCount = 1): Deck {
  const first = ranks.map((r, i) => `${r}-${["copas", "espadas", "ouros", "paus"][i % 4]}-1`);
  return { order: [...first, ...cardIds(decks).filter((id) => !first.includes(id))], cursor: 0 };
}
function start(ranks: Rank[] = [], n = 3, set = rules): GameState<SuecaState> {
  const input = { players: seats(n), settings: { ...settings, rules: set }, bag: EMPTY_BAG };
  const game = startGame(suecaGame, input, 1);
  return { ...game, data: newPile(seats(n), input.settings, stacked(ranks)) };
}
let clock = 1_000;
function play(s: GameState<SuecaState>, move: SuecaMove): GameState<SuecaState> {
  clock += 1_000;
  const result = applyMove(suecaGame, s, { version: s.version, move, at: clock });
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
const refusal = (s: GameState<SuecaState>, move: unknown) => {
  const result = applyMove(suecaGame, s, { version: s.version, move, at: clock });
  return result.ok ? null : result.code;
};
const next = (s: GameState<SuecaState>) => play(s, { type: "next" });
const drawer = (s: GameState<SuecaState>) =>
  s.data.list.players.find((p) => p.id === s.data.drawerId)?.name;
const view = (s: GameState<SuecaState>) => suecaGame.view(s.data, { kind: "device" });
const rank = (s: GameState<SuecaState>) => parseCard(s.data.cardId)?.rank;
function toSummary(s: GameState<SuecaState>) {
  let t = s;
  while (view(t).cardsLeft > 0) t = next(t);
  return next(t);
}

describe("Sueca: the pile", () => {
  it("turns the first card for the first player at once", () => {
    const s = start(["7"]);
    expect(rank(s)).toBe("7");
    expect(drawer(s)).toBe("Ana");
    expect(view(s)).toMatchObject({ cardsLeft: 51, cardsDrawn: 1, nextName: "Bia" });
  });

  it("'Próxima carta' passes the pile round the table, wrapping", () => {
    let s = start();
    const drawers = [drawer(s)];
    for (let i = 0; i < 3; i++) {
      s = next(s);
      drawers.push(drawer(s));
    }
    expect(drawers).toEqual(["Ana", "Bia", "Caio", "Ana"]);
    expect(s.data.list.players.map((p) => p.points)).toEqual([2, 1, 1]);
  });

  it.each([1, 2] as DeckCount[])("never repeats a card in a pile (%i deck)", (decks) => {
    let s = startGame(
      suecaGame,
      { players: seats(), settings: { rules, decks }, bag: EMPTY_BAG },
      9,
    );
    const seen = [s.data.cardId];
    while (view(s).cardsLeft > 0) {
      s = next(s);
      seen.push(s.data.cardId);
    }
    expect(new Set(seen).size).toBe(52 * decks);
  });

  it("after the last card comes the summary: the game is over, cards drawn are the standings", () => {
    const s = toSummary(start());
    expect(s.data.over).toBe(true);
    const status = suecaGame.status(s.data);
    expect(
      status.kind === "over" && status.standings.map((x) => [x.name, x.score, x.rank]),
    ).toEqual([
      ["Ana", 18, 1],
      ["Bia", 17, 2],
      ["Caio", 17, 2],
    ]);
    expect(refusal(s, { type: "next" })).toBe("GAME_OVER");
  });

  it("a double tap is one card: the second tap names a version already played", () => {
    const s0 = start();
    const tap = { version: s0.version, move: { type: "next" }, at: 5 };
    const first = applyMove(suecaGame, s0, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyMove(suecaGame, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(view(first.state).cardsLeft).toBe(50);
    expect(drawer(first.state)).toBe("Bia");
  });

  it("hides the order of the pile from the view", () => {
    expect(JSON.stringify(view(start()))).not.toContain("order");
  });
});

describe("Sueca: card effects", () => {
  it("an 8 moves the bathroom pass to the latest drawer", () => {
    let s = start(["8", "3", "8"]);
    expect(s.data.tracker.bathroomPassId).toBe("p0");
    s = next(s);
    expect(s.data.tracker.bathroomPassId).toBe("p0");
    s = next(s);
    expect(s.data.tracker.bathroomPassId).toBe("p2");
  });

  it("asks for a rule on a 10, a 9 and (Paulista) a 5; nothing on the others", () => {
    expect(pendingEffect(start(["10"]).data)).toBe("regra-geral");
    expect(pendingEffect(start(["9"]).data)).toBe("regra-pessoal");
    expect(pendingEffect(start(["5"], 3, paulista).data)).toBe("palavra-proibida");
    for (const r of ["A", "5", "8", "K"] as Rank[])
      expect(pendingEffect(start([r]).data)).toBeNull();
  });

  it("a 10 creates one general rule owned by the drawer; a rule the card did not ask for is refused", () => {
    expect(refusal(start(["7"]), { type: "general-rule", text: "X", dropId: null })).toBe(
      "NOT_NOW",
    );
    const s = play(start(["10"]), { type: "general-rule", text: "Sem nomes", dropId: null });
    expect(s.data.tracker.general).toMatchObject([{ text: "Sem nomes", ownerId: "p0" }]);
    expect(s.data.rulesCreated).toBe(1);
    expect(refusal(s, { type: "general-rule", text: "Outra", dropId: null })).toBe("NOT_NOW");
  });

  it("a third general rule drops the one chosen", () => {
    let s = play(start(["10", "10", "10"]), { type: "general-rule", text: "Um", dropId: null });
    s = play(next(s), { type: "general-rule", text: "Dois", dropId: null });
    const dropId = s.data.tracker.general[1]?.id ?? null;
    s = play(next(s), { type: "general-rule", text: "Três", dropId });
    expect(s.data.tracker.general.map((r) => r.text)).toEqual(["Um", "Três"]);
  });

  it("a 9 sets the drawer's personal rule", () => {
    const s = play(start(["9"]), { type: "personal-rule", text: "Rimas" });
    expect(s.data.tracker.personal).toMatchObject([{ ownerId: "p0", text: "Rimas" }]);
  });

  it("a forbidden word from the card counts as a rule; one set by hand leaves the card's input open", () => {
    let s = play(start(["5"], 3, paulista), {
      type: "forbidden-word",
      word: "mano",
      fromCard: true,
    });
    expect(s.data).toMatchObject({ rulesCreated: 1, cardDone: true });
    s = play(s, { type: "clear-forbidden-word" });
    expect(s.data.tracker.forbiddenWord).toBeNull();
    const t = play(start(["10"]), { type: "forbidden-word", word: "tipo", fromCard: false });
    expect(t.data.tracker.forbiddenWord).toBe("tipo");
    expect(pendingEffect(t.data)).toBe("regra-geral");
  });

  it("an empty rule, or a move that changes nothing, is refused without spending a version", () => {
    const s = start(["10"]);
    expect(refusal(s, { type: "general-rule", text: " ", dropId: null })).toBe("NOT_NOW");
    expect(refusal(s, { type: "spend-pass" })).toBe("NOT_NOW");
    expect(refusal(s, { type: "remove-general", id: "g9" })).toBe("NOT_NOW");
  });

  it("the table may skip the card's rule; the next card asks again", () => {
    let s = play(start(["10", "10"]), { type: "skip-card-action" });
    expect(pendingEffect(s.data)).toBeNull();
    expect(s.data.rulesCreated).toBe(0);
    s = next(s);
    expect(pendingEffect(s.data)).toBe("regra-geral");
  });
});

describe("Sueca: the table changes mid-pile", () => {
  const table = (
    s: GameState<SuecaState>,
    ids: string[],
    extra: { id: string; name: string }[] = [],
  ) =>
    play(s, {
      type: "table",
      players: [...seats(4).filter((p) => ids.includes(p.id)), ...extra],
      rules: s.data.rules,
    });

  it("removing the player whose card is up passes the turn to the next one, not the one after", () => {
    let s = next(start([], 4)); // Bia's card
    s = table(s, ["p0", "p2", "p3"]);
    expect(s.data.list.players[s.data.list.currentPlayerIndex ?? -1]?.name).toBe("Caio");
    expect(view(s).nextName).toBe("Caio");
    s = next(s);
    expect(drawer(s)).toBe("Caio"); // the old screen passed the turn twice: Duda drew
  });

  it("a late player joins with nothing, nobody's count changes, and they get their turn", () => {
    let s = next(start());
    s = table(s, ["p0", "p1", "p2"], [{ id: "new", name: "Eva" }]);
    expect(s.data.list.players.map((p) => [p.name, p.points])).toEqual([
      ["Ana", 1],
      ["Bia", 1],
      ["Caio", 0],
      ["Eva", 0],
    ]);
    s = next(next(s));
    expect(drawer(s)).toBe("Eva");
  });

  it("players who leave lose their personal rule and pass; fewer than three is refused", () => {
    let s = play(start(["9"], 4), { type: "personal-rule", text: "Rimas" });
    s = table(s, ["p1", "p2", "p3"]);
    expect(s.data.tracker.personal).toEqual([]);
    expect(refusal(s, { type: "table", players: seats(2), rules })).toBe("TOO_FEW_PLAYERS");
  });

  it("new rules from the setup apply from the next card; the card on the table stays", () => {
    let s = start(["J", "J"]);
    s = play(s, { type: "table", players: seats(), rules: paulista });
    expect(rank(s)).toBe("J");
    s = next(s);
    expect(ruleOf(s.data.cardId, s.data.rules)?.title).toBe(paulista.J.title);
  });
});

describe("Sueca: reshuffle ('Jogar de novo') and reload", () => {
  it("reshuffling keeps the players and what is in force, counts the pile and goes on with the next player", () => {
    let s = play(start(["10"]), { type: "general-rule", text: "Sem nomes", dropId: null });
    s = toSummary(s);
    const again = playAgain(suecaGame, s);
    expect(again.data).toMatchObject({ round: 2, rulesCreated: 0, over: false });
    expect(again.data.tracker.general.map((r) => r.text)).toEqual(["Sem nomes"]);
    expect(view(again).cardsLeft).toBe(51);
    expect(drawer(again)).toBe("Bia"); // Ana drew the 52nd card
    expect(again.data.list.players.map((p) => p.points)).toEqual([0, 1, 0]);
  });

  it("a stored game comes back with the same card, drawer and rules", () => {
    const s = play(next(start(["7", "10"], 3, paulista)), {
      type: "general-rule",
      text: "Sem nomes",
      dropId: null,
    });
    const stored = JSON.parse(JSON.stringify(s.data));
    expect(isSuecaState(stored)).toBe(true);
    expect(stored).toEqual(s.data);
    expect(isSuecaState({ ...stored, cardId: "nope" })).toBe(false);
    expect(isSuecaState({ ...stored, deck: { order: [], cursor: 0 } })).toBe(false);
    expect(isSuecaState({ ...stored, rules: {} })).toBe(false);
    expect(isSuecaState(null)).toBe(false);
  });
});

describe("Sueca: drink mode", () => {
  it("turns every sip into a sip of water without alcohol", () => {
    expect(soberText("Quem errar bebe um gole.")).toBe("Quem errar toma um gole de água.");
    expect(soberText("para beber um gole")).toBe("para tomar um gole de água");
    expect(soberText("as duas bebem um gole")).toBe("as duas tomam um gole de água");
    expect(ruleText(rules.A, "alcool")).toBe(rules.A.text);
    expect(ruleText(rules.A, "sem-alcool")).not.toMatch(/beb/);
  });

  it("spots custom texts that still talk about drinking", () => {
    expect(mentionsDrinking("Quem perder bebe dois dedos")).toBe(true);
    expect(mentionsDrinking("Quem perder paga uma prenda")).toBe(false);
  });
});

describe("Sueca: engine properties", () => {
  it("passes them", () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 3, max: 6 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        rules: fc.constantFrom(rules, paulista, presetById("nordeste").rules),
        decks: fc.constantFrom(1 as const, 2 as const),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: suecaGame,
      setups,
      candidates: (state) => {
        const ids = state.list.players.map((p) => ({ id: p.id, name: p.name }));
        return [
          { type: "next" },
          { type: "next" },
          { type: "next" },
          { type: "general-rule", text: "Sem nomes", dropId: state.tracker.general[0]?.id ?? null },
          { type: "personal-rule", text: "Rimas" },
          { type: "forbidden-word", word: "mano", fromCard: true },
          { type: "forbidden-word", word: "tipo", fromCard: false },
          { type: "clear-forbidden-word" },
          { type: "remove-general", id: state.tracker.general[0]?.id ?? "g1" },
          { type: "remove-personal", ownerId: state.tracker.personal[0]?.ownerId ?? "p0" },
          { type: "spend-pass" },
          { type: "skip-card-action" },
          { type: "table", players: ids.slice(1), rules: state.rules },
          {
            type: "table",
            players: [...ids, { id: `n${ids.length}`, name: "Nova" }],
            rules: state.rules,
          },
          { type: "table", players: [...ids].reverse(), rules: paulista },
          { type: "table", players: [{ id: "x", name: "" }], rules: state.rules },
          { type: "general-rule", text: 42 },
        ];
      },
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        if (i === null || !state.list.players[i]) return "no current player";
        if (state.list.players.length < 3) return "fewer than three players";
        if (!parseCard(state.cardId)) return "no card on the table";
        const drawn = state.list.players.reduce((n, p) => n + p.points, 0);
        if (drawn > state.deck.cursor) return "more cards counted than drawn";
        if (state.deck.cursor > state.deck.order.length) return "pile overdrawn";
        if (state.tracker.general.length > 2) return "more than two general rules";
        if (state.list.players.length > 12) return "more than twelve players";
        return null;
      },
      progress: () => ({ type: "next" }) as const,
      maxProgressMoves: 120,
    });
  });
});

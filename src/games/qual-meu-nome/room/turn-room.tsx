import { Check, Megaphone, Pause, Play, SkipForward } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonClass } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import type { RoundsView } from "../logic";
import { explainer, isPaused, totals } from "../play";
import { ROUNDS } from "../rounds";
import { teamColour } from "../screens/team-colours";
import { useTurnClock } from "../screens/use-turn-clock";
import { teamLabel } from "../teams";

/** The other phones end a turn a little after the explainer's would, if it went quiet. */
const TIME_UP_GRACE_MS = 2_000;

export type TurnRole = "explainer" | "guesser" | "rival" | "board";

/** The clock in big digits and its bar; the game's clock (server time), read against `now`. */
function Clock({
  state,
  big,
  onUp,
  now,
}: {
  state: RoundsView;
  big: boolean;
  onUp?(): void;
  now?: () => number;
}) {
  const { seconds, bar } = useTurnClock({ clock: state.clock, onUp: onUp ?? (() => {}), now });
  const hurry = seconds <= 5;
  return (
    <div className="grid gap-2">
      <p
        role="timer"
        aria-label={`${seconds} segundos`}
        data-testid="room-clock"
        className={`text-center font-black tabular-nums ${big ? "text-6xl sm:text-8xl leading-none lg:text-[10rem]" : "text-6xl"} ${hurry ? "text-danger" : "text-ink"}`}
      >
        {seconds}
      </p>
      <div
        className={`${big ? "h-6" : "h-3"} overflow-hidden rounded-full bg-surface-2`}
        aria-hidden
      >
        <div
          ref={bar}
          className={`h-full origin-left rounded-full will-change-transform ${hurry ? "bg-danger" : "bg-brand"}`}
        />
      </div>
    </div>
  );
}

/** Every team's total, large on the board. */
export function Scores({ state, big = false }: { state: RoundsView; big?: boolean }) {
  const sums = totals(state);
  return (
    <ul
      className={`grid gap-2 ${big ? "text-lg sm:grid-cols-2 sm:text-2xl lg:text-4xl" : "grid-cols-2 text-lg"}`}
      aria-label="Placar"
      data-testid="room-scores"
    >
      {state.teams.map((team, t) => (
        <li
          key={team.name}
          className={`flex items-center justify-between gap-2 rounded-2xl border-2 bg-surface px-4 py-2 ${t === state.team ? teamColour(team.name, t).border : "border-line"}`}
        >
          <span className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden
              className={`size-3 shrink-0 rounded-full ${teamColour(team.name, t).dot}`}
            />
            {/* On a phone the colour's name is enough ("Azul"); the board says "Time Azul". */}
            <span className="truncate font-bold">{big ? teamLabel(team.name) : team.name}</span>
          </span>
          <strong className="text-brand tabular-nums">{sums[t] ?? 0}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Whose turn: the team in its colour and who explains. */
function Whose({ state, big, me }: { state: RoundsView; big: boolean; me: boolean }) {
  const team = state.teams[state.team];
  const colour = teamColour(team?.name ?? "", state.team);
  return (
    <h2 className="grid gap-1 text-center text-balance" data-testid="room-turn">
      <span
        className={`${big ? "text-xl sm:text-3xl lg:text-5xl" : "text-xl"} font-black ${colour.text}`}
      >
        Vez do {teamLabel(team?.name ?? "")}
      </span>
      <span className={big ? "text-lg sm:text-2xl lg:text-4xl" : "text-lg"}>
        {me ? (
          <strong className="text-brand">Você explica!</strong>
        ) : (
          <>
            <strong className="text-brand">{explainer(state)}</strong> explica
          </>
        )}
      </span>
      <span className={`text-muted ${big ? "text-xl lg:text-3xl" : "text-sm"}`}>
        Rodada {state.round + 1}: {ROUNDS[state.round]?.title}
      </span>
    </h2>
  );
}

/** 'ready': the explainer starts the clock from their own phone; everyone else gets ready. */
export function RoomReady({
  state,
  role,
  onStart,
  onSkip,
}: {
  state: RoundsView;
  role: TurnRole;
  onStart(): void;
  /** A teammate's way out when the explainer's phone is gone. */
  onSkip(): void;
}) {
  const big = role === "board";
  const line = {
    explainer: "Quando o seu time estiver pronto, comece: o nome aparece só no seu celular.",
    guesser: "Você adivinha! Fique de olho em quem explica.",
    rival: "Vez do outro time: só fiscalize.",
    board: "Quem explica começa a vez no celular.",
  }[role];
  return (
    <section className="grid content-start gap-5">
      <Whose state={state} big={big} me={role === "explainer"} />
      <p
        className={`text-center text-muted text-balance ${big ? "text-lg sm:text-2xl lg:text-3xl" : ""}`}
      >
        {line}
      </p>
      <p
        className={`text-center ${big ? "text-lg sm:text-2xl lg:text-3xl" : "text-sm text-muted"}`}
      >
        {state.left} {state.left === 1 ? "nome" : "nomes"} no pote
      </p>
      <Scores state={state} big={big} />
      {role === "guesser" && (
        <Button variant="ghost" className="text-sm text-muted" onClick={onSkip}>
          {explainer(state)} saiu? Outra pessoa do time explica
        </Button>
      )}
      {role === "explainer" && (
        <ActionBar>
          <Button className="min-h-16 text-xl" onClick={onStart}>
            <Play aria-hidden className="size-6" /> Começar a vez
          </Button>
        </ActionBar>
      )}
    </section>
  );
}

/**
 * The turn: the explainer's phone shows the name with 'Acertou' / 'Passar'; the team's phones
 * and the board show who explains and the clock. When time is up a phone says so (the game
 * refuses it early): the explainer's first, the others a moment later if it stays quiet.
 */
export function RoomTurn({
  state,
  role,
  onMove,
  now,
}: {
  state: RoundsView;
  role: TurnRole;
  onMove(type: "guess" | "pass" | "pause" | "resume" | "timeUp"): void;
  /** The server's clock as this phone estimates it (its own may be off by seconds). */
  now?: () => number;
}) {
  const big = role === "board";
  const paused = isPaused(state);
  const round = ROUNDS[state.round];
  const late = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (late.current && clearTimeout(late.current)), []);
  const onUp =
    role === "board"
      ? undefined
      : role === "explainer"
        ? () => onMove("timeUp")
        : () => {
            late.current = setTimeout(() => onMove("timeUp"), TIME_UP_GRACE_MS);
          };
  const name = state.current ?? "";
  return (
    <section className="grid content-start gap-4" aria-label="Vez em andamento">
      <Whose state={state} big={big} me={role === "explainer"} />
      <Clock
        key={state.clock.runningSince ?? "paused"}
        state={state}
        big={big}
        onUp={onUp}
        now={now}
      />
      <p className={`flex justify-between ${big ? "text-xl lg:text-3xl" : "text-sm text-muted"}`}>
        <span>
          {state.left} {state.left === 1 ? "nome" : "nomes"} no pote
        </span>
        <span data-testid="turn-score">+{state.turnGuessed.length} nesta vez</span>
      </p>
      {role === "explainer" && (
        <div
          data-testid="name-card"
          className="grid min-h-40 place-items-center rounded-3xl border-2 border-brand bg-surface-2 p-5 text-center"
        >
          {paused ? (
            <p className="text-2xl font-bold text-muted">Pausado. O nome fica escondido.</p>
          ) : (
            <p
              className={`font-black break-words text-balance ${name.length > 18 ? "text-4xl" : "text-5xl"}`}
            >
              {name}
            </p>
          )}
        </div>
      )}
      {role === "guesser" && (
        <p className="grid place-items-center gap-2 rounded-3xl border-2 border-line bg-surface p-5 text-center text-2xl font-black">
          <Megaphone aria-hidden className="size-10 text-brand" />
          {paused ? "Pausado" : "Adivinhe!"}
        </p>
      )}
      {role === "rival" && (
        <p className="text-center text-muted">
          {paused ? "Pausado." : "Fiscalize: nada de dizer o nome!"}
        </p>
      )}
      {role !== "explainer" && <Scores state={state} big={big} />}
      {role === "explainer" && (
        <ActionBar>
          {paused ? (
            <Button className="min-h-16 text-xl" onClick={() => onMove("resume")}>
              <Play aria-hidden className="size-6" /> Continuar
            </Button>
          ) : (
            <button
              type="button"
              onClick={() => onMove("guess")}
              className="inline-flex min-h-16 items-center justify-center gap-2 rounded-2xl bg-ok px-5 py-3 text-2xl font-black text-night active:scale-[0.98]"
            >
              <Check aria-hidden className="size-7" /> Acertou
            </button>
          )}
          {!paused && (
            <div className={`grid gap-2 ${round?.passes ? "grid-cols-2" : ""}`}>
              {round?.passes && (
                <button
                  type="button"
                  onClick={() => onMove("pass")}
                  disabled={!state.passable}
                  className={buttonClass("secondary", "min-h-12")}
                >
                  <SkipForward aria-hidden className="size-5" /> Passar
                </button>
              )}
              <button
                type="button"
                onClick={() => onMove("pause")}
                className={buttonClass("ghost", "min-h-12")}
              >
                <Pause aria-hidden className="size-5" /> Pausar
              </button>
            </div>
          )}
        </ActionBar>
      )}
    </section>
  );
}

import { Flag, Send } from "lucide-react";
import { useState } from "react";
import type { RoomLive } from "../../../client/rooms/use-room";
import { DRAW_SPACE } from "../../../shared/schemas/live-drawing";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { COLORS, SIZES, strokeWidth, type Tool } from "../drawing";
import { GUESS_MAX_LENGTH } from "../guess";
import type { DesenhaRoomView } from "../room-logic";
import { DrawToolbar } from "../screens/draw-toolbar";
import { Sheet } from "./sheet";
import { useDrawer } from "./use-drawer";
import { useLiveStrokes } from "./use-live-strokes";

/** The sheet as big as the phone allows while the tools (or the guess field) stay on screen. */
export const phoneSheet = "mx-auto w-[min(100%,max(11rem,calc(100dvh_-_20rem)))]";
/** Brush sizes are the single-phone game's, on a sheet as wide as a phone's (320 CSS px). */
const toSheetWidth = (size: number, tool: Tool) =>
  Math.min(100, Math.round((strokeWidth(size, tool) * DRAW_SPACE) / 320));
const PAPER = "#ffffff";

/** The drawer's phone: the word, the sheet to draw on, the tools, 'Desistir'. */
export function DrawerPlay({
  view,
  version,
  move,
  live,
}: {
  view: DesenhaRoomView;
  version: number;
  move(move: unknown, options?: { own?: boolean }): void;
  live: RoomLive | undefined;
}) {
  const [color, setColor] = useState(COLORS[0]?.hex ?? "#1f2937");
  const [size, setSize] = useState(SIZES[1]?.width ?? 10);
  const [tool, setTool] = useState<Tool>("pen");
  // The eraser paints the paper back (white ink), so the sheet stays a list of strokes.
  const brush = { color: tool === "eraser" ? PAPER : color, width: toSheetWidth(size, tool) };
  const d = useDrawer({ view, version, move, live, brush });
  const canEdit = d.canEdit();
  return (
    <div className="-mx-3 grid gap-2">
      <p className="text-center text-lg">
        Desenhe:{" "}
        <strong className="[overflow-wrap:anywhere]" data-testid="my-word">
          {view.word?.text}
        </strong>
      </p>
      <Sheet
        strokes={d.strokes}
        paintKey={version}
        repaint={d.repaint}
        pointer={d.pointer}
        className={phoneSheet}
      />
      <DrawToolbar
        color={color}
        size={size}
        tool={tool}
        canUndo={canEdit}
        canClear={canEdit}
        onColor={(hex) => {
          setColor(hex);
          setTool("pen");
        }}
        onSize={setSize}
        onEraser={() => setTool(tool === "eraser" ? "pen" : "eraser")}
        onUndo={d.undo}
        onClear={d.clear}
      />
      {/* Sent again if a guess got in first: the guessers' moves change the game all the time. */}
      <Button
        variant="ghost"
        className="mx-3"
        onClick={() => move({ type: "giveUp" }, { own: true })}
      >
        <Flag aria-hidden className="size-5" /> Desistir desta palavra
      </Button>
    </div>
  );
}

/** A guesser's phone, the board, or someone watching: the sheet live, the blanks, the guesses. */
export function WatcherPlay({
  view,
  version,
  move,
  live,
  guessing,
  board,
}: {
  view: DesenhaRoomView;
  version: number;
  move(move: unknown, options?: { own?: boolean }): void;
  live: RoomLive | undefined;
  guessing: boolean;
  board: boolean;
}) {
  // A guess is about this seat alone: sent again if another phone's move got in first.
  const strokes = useLiveStrokes(live, view);
  const [text, setText] = useState("");
  const name = (id: string) => view.players.find((p) => p.id === id)?.name ?? "?";
  return (
    <div className={`grid gap-3 ${board ? "md:grid-cols-[3fr_2fr] md:items-start" : ""}`}>
      <Sheet
        strokes={strokes.all}
        paintKey={version}
        repaint={strokes.repaint}
        className={board ? "mx-auto w-full max-w-[calc(100dvh_/_1.3_-_16rem)]" : phoneSheet}
      />
      <div className="grid content-start gap-3">
        {view.shape && (
          <p
            className={`text-center font-mono font-black tracking-[0.25em] whitespace-pre-wrap [overflow-wrap:anywhere] ${board ? "text-5xl" : "text-2xl"}`}
            data-testid="word-shape"
          >
            <span aria-hidden>{view.shape}</span>
            <span className="sr-only">
              A palavra tem {view.shape.replace(/[\s-]/g, "").length} letras
            </span>
          </p>
        )}
        {view.guesses.length > 0 && (
          <ul
            className={`flex flex-wrap justify-center gap-1 ${board ? "text-2xl" : "text-sm"}`}
            aria-label="Palpites errados"
            data-testid="guesses"
          >
            {view.guesses.map((g, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: guesses are only appended (the oldest drop off)
                key={`${i}-${g.text}`}
                className="max-w-full rounded-full bg-surface-2 px-3 py-1 [overflow-wrap:anywhere]"
              >
                <span className="font-semibold">{name(g.playerId)}:</span> {g.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      {guessing && (
        <ActionBar>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!text.trim()) return;
              move({ type: "guess", text: text.trim() }, { own: true });
              setText("");
            }}
          >
            <input
              aria-label="Seu palpite"
              placeholder="Digite seu palpite"
              value={text}
              maxLength={GUESS_MAX_LENGTH}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="send"
              className="min-h-12 min-w-0 flex-1 rounded-2xl border border-line bg-surface px-4 text-lg text-ink placeholder:text-muted focus:outline-3 focus:outline-brand"
            />
            <Button type="submit" className="px-4">
              <Send aria-hidden className="size-5" /> Chutar
            </Button>
          </form>
        </ActionBar>
      )}
    </div>
  );
}

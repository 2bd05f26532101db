import type { ReactNode } from "react";
import { GameHeader } from "../../kit/game-header";
import { manifest } from "../manifest";
import { TruthOrDareRules } from "./truth-or-dare-rules";
import "../styles.css";

/** The page around every phase of Verdade ou Desafio: its header, and the engine's turn for tests. */
export function TruthOrDarePage({
  turn = false,
  armed,
  version,
  children,
}: {
  /** A turn on screen (choose or card): the action sits at the bottom of the screen. */
  turn?: boolean;
  armed?: boolean;
  version?: number;
  children: ReactNode;
}) {
  return (
    <main
      className={`mx-auto grid max-w-xl px-5 py-6 ${turn ? "min-h-dvh grid-rows-[auto_auto_1fr_auto] gap-5 short:gap-3 short:py-3" : "gap-6"}`}
      data-armed={armed}
      data-version={version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<TruthOrDareRules />} />
      {children}
    </main>
  );
}

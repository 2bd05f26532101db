import type { ReactNode } from "react";
import { GameHeader } from "../../kit/game-header";
import { manifest } from "../manifest";
import { CardsRules } from "./cards-rules";
import "../styles.css";

/** The page around every phase of Cartas: its header, and the engine's turn for tests. */
export function CardsPage({
  armed,
  version,
  children,
}: {
  armed?: boolean;
  version?: number;
  children: ReactNode;
}) {
  return (
    <main
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] short:gap-3 short:pt-3"
      data-armed={armed}
      data-version={version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<CardsRules />} />
      {children}
    </main>
  );
}

import type { ReactNode } from "react";
import { GameHeader } from "../../kit/game-header";
import { manifest } from "../manifest";
import { SpinBottleRules } from "./spin-bottle-rules";
import "../styles.css";

/** The page around every phase of Girar a Garrafa: its header, and the engine's turn for tests. */
export function SpinBottlePage({
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
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
      data-armed={armed}
      data-version={version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<SpinBottleRules />} />
      {children}
    </main>
  );
}

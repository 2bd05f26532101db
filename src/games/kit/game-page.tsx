import type { ReactNode } from "react";
import { GameHeader } from "./game-header";

export interface GamePageProps {
  /** The turn on screen takes taps now, and the moves applied (for tests: `data-armed`). */
  armed?: boolean;
  version?: number;
  children: ReactNode;
}

/**
 * A game's page on its one route: the header (back to the games, its rules sheet) above whatever
 * phase is on screen, the setup, the game, or the moment the game's chunk takes to arrive.
 */
export function GamePage({
  title,
  rules,
  className,
  armed,
  version,
  children,
}: GamePageProps & { title: string; rules: ReactNode; className: string }) {
  return (
    <main className={className} data-armed={armed} data-version={version}>
      <GameHeader title={title} back="/game-modes" rules={rules} />
      {children}
    </main>
  );
}

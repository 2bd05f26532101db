import { GamePage, type GamePageProps } from "../../kit/game-page";
import { manifest } from "../manifest";
import { SpinBottleRules } from "./spin-bottle-rules";
import "../styles.css";

/** The page around every phase of Girar a Garrafa. */
export function SpinBottlePage(props: GamePageProps) {
  return (
    <GamePage
      title={manifest.name}
      rules={<SpinBottleRules />}
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
      {...props}
    />
  );
}

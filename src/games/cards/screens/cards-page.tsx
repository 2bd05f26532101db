import { GamePage, type GamePageProps } from "../../kit/game-page";
import { manifest } from "../manifest";
import { CardsRules } from "./cards-rules";
import "../styles.css";

/** The page around every phase of Cartas. */
export function CardsPage(props: GamePageProps) {
  return (
    <GamePage
      title={manifest.name}
      rules={<CardsRules />}
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] short:gap-3 short:pt-3"
      {...props}
    />
  );
}

import { GamePage, type GamePageProps } from "../../kit/game-page";
import { manifest } from "../manifest";
import { TruthOrDareRules } from "./truth-or-dare-rules";
import "../styles.css";

/** The page around every phase of Verdade ou Desafio. */
export function TruthOrDarePage({
  turn = false,
  ...props
}: GamePageProps & {
  /** A turn on screen (choose or card): the action sits at the bottom of the screen. */
  turn?: boolean;
}) {
  return (
    <GamePage
      title={manifest.name}
      rules={<TruthOrDareRules />}
      className={`mx-auto grid max-w-xl px-5 py-6 ${turn ? "min-h-dvh grid-rows-[auto_auto_1fr_auto] gap-5 short:gap-3 short:py-3" : "gap-6"}`}
      {...props}
    />
  );
}

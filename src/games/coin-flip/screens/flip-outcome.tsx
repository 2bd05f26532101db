import { drinkLine, FACE_LABELS, type Face } from "../rules";

/** Under the coin: what to do before the flip, the coin in the air, then the result and who drinks. */
export function FlipOutcome({
  inFlight,
  last,
  callerName,
  noAlcohol,
}: {
  inFlight: boolean;
  last: { result: Face; drinkers: string[] } | null;
  /** Set in a duel: who calls this time. */
  callerName: string | null;
  noAlcohol: boolean;
}) {
  return (
    <div className="-mt-3 grid min-h-16 content-center text-center" data-testid="outcome">
      {inFlight ? (
        <p className="text-xl font-bold text-muted">A moeda está no ar…</p>
      ) : last ? (
        <>
          <p className="text-3xl font-black" data-testid="flip-result">
            Deu <span className="text-brand">{FACE_LABELS[last.result]}</span>!
          </p>
          <p className="font-semibold" data-testid="drinkers">
            {drinkLine(last.drinkers, noAlcohol)}
          </p>
        </>
      ) : (
        <p className="text-muted">
          {callerName
            ? `${callerName} chama: toque no seu nome para escolher o lado.`
            : "Toque no nome de cada um para escolher cara ou coroa."}
        </p>
      )}
    </div>
  );
}

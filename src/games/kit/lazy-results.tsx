import type { ComponentProps } from "react";
import { LazyPart, lazyPart } from "./lazy-part";
import type { Results as ResultsScreen } from "./results";

/**
 * The end of a game (podium, ranking, the shared recap image) is its own chunk: a game page
 * does not load it up front. It is fetched when the browser is idle after this module arrives,
 * that is with any screen that can show results, a play screen a setup screen prefetches too,
 * so it is there before the last turn even if the signal drops after the setup screen loaded.
 */
const results = lazyPart(
  () => import("./results").then((m) => m.Results),
  "Não deu para carregar os resultados. Confira a conexão.",
);

export const prefetchResults = results.prefetch;

/** The game's results: drawn at once when prefetched, else as soon as their chunk arrives. */
export function Results(props: ComponentProps<typeof ResultsScreen>) {
  return <LazyPart part={results} props={props} />;
}

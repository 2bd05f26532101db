import { useCallback, useEffect, useRef, useState } from "react";
import { cryptoRng } from "../../../shared/random";
import {
  type ChooserAction,
  type ChooserEvent,
  type ChooserState,
  chooserEvent,
  chooserReducer,
  initialChooser,
  type Mode,
} from "../logic";

const rng = cryptoRng();
/** The clock injected into the chooser: the same time base as requestAnimationFrame. */
export const clock = () => performance.now();

export type Dispatch = (action: ChooserAction) => void;

/**
 * The chooser's state, driven by pointer actions and by a requestAnimationFrame tick while the
 * group holds still. The reducer runs outside React's updater (it draws random numbers, which must
 * happen exactly once per action), and unchanged states cause no render at all.
 */
export function useChooser(
  mode: Mode,
  onEvent: (event: ChooserEvent, state: ChooserState) => void,
): [ChooserState, Dispatch] {
  const [state, setState] = useState(() => initialChooser(mode, clock()));
  const current = useRef(state);
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  }, [onEvent]);

  const dispatch = useCallback<Dispatch>((action) => {
    const prev = current.current;
    const next = chooserReducer(prev, action, rng);
    if (next === prev) return;
    current.current = next;
    setState(next);
    const event = chooserEvent(prev, next);
    if (event) listener.current(event, next);
  }, []);

  const timing = state.phase === "settling" || state.phase === "countdown";
  useEffect(() => {
    if (!timing) return;
    let frame = 0;
    const loop = () => {
      dispatch({ type: "tick", now: clock() });
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [timing, dispatch]);

  return [state, dispatch];
}

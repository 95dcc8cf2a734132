import { useEffect, useMemo, useRef, useState } from 'react';
import { holdOutcome } from '../../stores/reveal';
import { useReducedMotion } from './use-reduced-motion';

/**
 * A game with an animation keeps its round's outcome (the balance, the rounds list, the items) out of sight until
 * the animation lands: `hold()` just before the bet leaves, `land()` when the animation ends or the bet failed.
 * With reduced motion or in instant mode (`instant`) nothing is held and `reduced` tells the game to skip its
 * animation. Leaving the page lands what is still held. `holding` tells the game's own result text to wait as well.
 */
export function useOutcomeReveal(instant = false) {
  const reduced = useReducedMotion() || instant;
  const reducedNow = useRef(reduced);
  reducedNow.current = reduced;
  const release = useRef<(() => void) | null>(null);
  const [holding, setHolding] = useState(false);

  const reveal = useMemo(
    () => ({
      /** Answers whether it holds (false with reduced motion or in instant mode). */
      hold(): boolean {
        release.current?.();
        release.current = reducedNow.current ? null : holdOutcome();
        setHolding(release.current !== null);
        return release.current !== null;
      },
      land(): void {
        release.current?.();
        release.current = null;
        setHolding(false);
      },
    }),
    [],
  );
  useEffect(() => () => release.current?.(), []);
  return { ...reveal, holding, reduced };
}

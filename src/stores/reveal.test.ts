import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropWaitingOutcomes, holdOutcome, whenRevealed } from './reveal';

describe('outcomes revealed when the animation lands', () => {
  afterEach(() => vi.useRealTimers());

  it('with no hold a change applies at once', () => {
    const seen: string[] = [];
    whenRevealed(() => seen.push('balance'));
    expect(seen).toEqual(['balance']);
  });

  it('a held change waits for the landing, then all apply in the order they came', () => {
    const seen: string[] = [];
    const land = holdOutcome();
    whenRevealed(() => seen.push('balance 990'));
    whenRevealed(() => seen.push('history row'));
    expect(seen).toEqual([]);
    land();
    expect(seen).toEqual(['balance 990', 'history row']);
    land();
    expect(seen).toEqual(['balance 990', 'history row']);
  });

  it('two games animating: nothing shows until both have landed', () => {
    const seen: string[] = [];
    const landWheel = holdOutcome();
    const landStrip = holdOutcome();
    whenRevealed(() => seen.push('balance'));
    landWheel();
    expect(seen).toEqual([]);
    landStrip();
    expect(seen).toEqual(['balance']);
  });

  it('a hold that is never landed reveals by itself after its longest time', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    holdOutcome(1000);
    whenRevealed(() => seen.push('balance'));
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['balance']);
  });

  it('a logout drops what waited: the next landing shows nothing of the player who left', () => {
    const seen: string[] = [];
    const land = holdOutcome();
    whenRevealed(() => seen.push('profile of the player who left'));
    dropWaitingOutcomes();
    land();
    expect(seen).toEqual([]);
  });
});

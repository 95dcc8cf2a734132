import { proxy, snapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { mergeInto } from './merge-into';

describe('mergeInto', () => {
  it('changes only what differs: the untouched rows keep their snapshots', () => {
    const state = proxy({
      events: [
        { id: 1, odds: ['1.90', '2.00'], clock: "1'" },
        { id: 2, odds: ['3.10', '1.40'], clock: "5'" },
      ],
    });
    const before = snapshot(state);
    mergeInto(state, {
      events: [
        { id: 1, odds: ['1.90', '2.00'], clock: "1'" },
        { id: 2, odds: ['3.00', '1.40'], clock: "6'" },
      ],
    });
    const after = snapshot(state);
    expect(after.events[0]).toBe(before.events[0]);
    expect(after.events[1]).not.toBe(before.events[1]);
    expect(after).toEqual({
      events: [
        { id: 1, odds: ['1.90', '2.00'], clock: "1'" },
        { id: 2, odds: ['3.00', '1.40'], clock: "6'" },
      ],
    });
  });

  it('replaces a list whose rows moved, and drops keys the source lacks', () => {
    const state = proxy<{ rows: { id: number }[]; gone?: number }>({ rows: [{ id: 1 }, { id: 2 }], gone: 5 });
    mergeInto(state, { rows: [{ id: 2 }, { id: 3 }] });
    expect(snapshot(state)).toEqual({ rows: [{ id: 2 }, { id: 3 }] });
  });
});

import { describe, expect, it } from 'vitest';
import { dismiss, notificationLifetime, notificationsState, notify } from './notifications';

describe('notifications (spec §9)', () => {
  it('close after 3000 ms plus twice the 300 ms animation by default', () => {
    expect(notificationLifetime()).toBe(3600);
    expect(notificationLifetime(5000)).toBe(5600);
  });

  it('queue in order and can be dismissed', () => {
    const first = notify({ kind: 'error', title: 'Error', lines: ['a', 'b'] });
    const second = notify({ kind: 'success', title: 'Done', lines: [], duration: null });
    expect(notificationsState.items.map((n) => [n.id, n.duration])).toEqual([
      [first, 3000],
      [second, null],
    ]);
    dismiss(first);
    expect(notificationsState.items.map((n) => n.id)).toEqual([second]);
  });
});

import { describe, expect, it } from 'vitest';
import { bindHelpKey, bindHotkeys, type HotkeyMap, keyName, keysByAction, stakeKeys } from './hotkeys';

const MAP: HotkeyMap = [
  ...stakeKeys({ id: 'Roll' }),
  { code: 'KeyQ', action: 'direction', label: { id: 'Direction' } },
];

/** An element the key is pressed on, as the DOM would hand it to the window's listener. */
class Element extends EventTarget {
  constructor(
    readonly tagName: string,
    readonly type?: string,
    readonly isContentEditable = false,
  ) {
    super();
  }
}

function press(on: EventTarget, code: string, extra: Partial<Record<string, boolean | string>> = {}): Event {
  const event = Object.assign(new Event('keydown', { cancelable: true }), {
    code,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    shiftKey: false,
    repeat: false,
    ...extra,
  });
  on.dispatchEvent(event);
  return event;
}

function binder(on: EventTarget, state: { enabled?: boolean; modalOpen?: boolean } = {}) {
  const ran: string[] = [];
  const stop = bindHotkeys(on, MAP, {
    enabled: () => state.enabled ?? true,
    modalOpen: () => state.modalOpen ?? false,
    run: (action) => ran.push(action),
  });
  return { ran, stop };
}

describe('the hotkey binder', () => {
  it('runs the action of a mapped key and keeps the key from scrolling the page', () => {
    const page = new Element('BODY');
    const { ran } = binder(page);
    const space = press(page, 'Space');
    press(page, 'KeyS');
    press(page, 'KeyD');
    press(page, 'KeyQ');
    press(page, 'KeyA');
    expect(ran).toEqual(['bet', 'half', 'double', 'direction', 'half']);
    expect(space.defaultPrevented).toBe(true);
  });

  it('lets keys with no action through untouched', () => {
    const page = new Element('BODY');
    const { ran } = binder(page);
    const tab = press(page, 'Tab');
    expect(ran).toEqual([]);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('does nothing while hotkeys are off', () => {
    const page = new Element('BODY');
    const { ran } = binder(page, { enabled: false });
    const space = press(page, 'Space');
    expect(ran).toEqual([]);
    expect(space.defaultPrevented).toBe(false);
  });

  it('does nothing while the player types in a field or picks from a list', () => {
    const fields = [
      new Element('INPUT', 'text'),
      new Element('INPUT'),
      new Element('INPUT', 'number'),
      new Element('TEXTAREA'),
      new Element('SELECT'),
      new Element('DIV', undefined, true),
    ];
    for (const field of fields) {
      const { ran } = binder(field);
      const space = press(field, 'Space');
      press(field, 'KeyS');
      expect(ran).toEqual([]);
      expect(space.defaultPrevented).toBe(false);
    }
  });

  it('works on a slider or a button that has the focus', () => {
    for (const control of [new Element('INPUT', 'range'), new Element('BUTTON', 'button')]) {
      const { ran } = binder(control);
      press(control, 'Space');
      expect(ran).toEqual(['bet']);
    }
  });

  it('does nothing with a modifier held (the browser and the system keep their shortcuts)', () => {
    const page = new Element('BODY');
    const { ran } = binder(page);
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey', 'shiftKey']) {
      const event = press(page, 'KeyD', { [modifier]: true });
      expect(event.defaultPrevented).toBe(false);
    }
    expect(ran).toEqual([]);
  });

  it('does nothing while a modal is open, or for a held key repeating', () => {
    const page = new Element('BODY');
    const { ran } = binder(page, { modalOpen: true });
    press(page, 'Space');
    const other = new Element('BODY');
    const repeating = binder(other);
    press(other, 'Space', { repeat: true });
    expect([...ran, ...repeating.ran]).toEqual([]);
  });

  it('stops listening when unbound', () => {
    const page = new Element('BODY');
    const { ran, stop } = binder(page);
    stop();
    press(page, 'Space');
    expect(ran).toEqual([]);
  });

  it('opens the help sheet on "?" (typed with Shift) while hotkeys are on; never while typing or when off', () => {
    const state = { enabled: true };
    let opened = 0;
    const page = new Element('BODY');
    const field = new Element('INPUT', 'text');
    const stops = [page, field].map((on) =>
      bindHelpKey(on, { enabled: () => state.enabled, modalOpen: () => false, open: () => opened++ }),
    );
    const asked = press(page, 'Slash', { shiftKey: true, key: '?' });
    expect(opened).toBe(1);
    expect(asked.defaultPrevented).toBe(true);
    press(field, 'Slash', { shiftKey: true, key: '?' });
    press(page, 'Slash', { key: '/' });
    press(page, 'Slash', { ctrlKey: true, shiftKey: true, key: '?' });
    state.enabled = false;
    press(page, 'Slash', { shiftKey: true, key: '?' });
    expect(opened).toBe(1);
    for (const stop of stops) stop();
  });

  it('lists the keys of one action together in the help sheet', () => {
    expect(keysByAction(MAP).map((row) => [row.action, row.codes])).toEqual([
      ['bet', ['Space']],
      ['half', ['KeyS', 'KeyA']],
      ['double', ['KeyD']],
      ['direction', ['KeyQ']],
    ]);
  });

  it('names keys by their place on the keyboard', () => {
    expect(['Space', 'KeyQ', 'Digit1', 'ArrowUp'].map((code) => keyName(code, 'Space bar'))).toEqual([
      'Space bar',
      'Q',
      '1',
      '↑',
    ]);
  });
});

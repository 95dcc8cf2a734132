import { describe, expect, it } from 'vitest';
import { bindHotkeys, type HotkeyMap, keyName, stakeKeys } from './hotkeys';

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

function press(on: EventTarget, code: string, extra: Partial<Record<string, boolean>> = {}): Event {
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
    expect(ran).toEqual(['bet', 'half', 'double', 'direction']);
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

  it('names keys by their place on the keyboard', () => {
    expect(['Space', 'KeyQ', 'Digit1', 'ArrowUp'].map((code) => keyName(code, 'Space bar'))).toEqual([
      'Space bar',
      'Q',
      '1',
      '↑',
    ]);
  });
});

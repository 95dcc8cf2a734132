/** What the inline boot script (contract/boot-script.ts) kept while the prerendered page had no handlers yet. */
interface EarlyInput {
  /** Each held click: the child indexes from #root down to the button. */
  clicks: number[][];
  /** What was typed into each field, as it stood last. */
  values: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
  installOffer: Event | null;
  /** Told by the boot script each time it holds a click or keeps a field's text. */
  onHold?: () => void;
}

const early = (): EarlyInput | undefined => (window as Window & { __earlyInput?: EarlyInput }).__earlyInput;

/** The browser's install offer made before the app listened, if any (taken once). */
export function takeEarlyInstallOffer(): Event | null {
  const input = early();
  const offer = input?.installOffer ?? null;
  if (input) input.installOffer = null;
  return offer;
}

const hydratedNode = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

const GIVE_UP_MS = 15_000;

/**
 * Puts what was typed before hydration back into a field React now owns, as typing would, so its onChange updates the
 * state the page shows and sends. React calls onChange when the field's value differs from the one it last recorded:
 * the value is first set through the element's own property (React records that one), then through the prototype's
 * setter (it does not), then an input event.
 */
function restoreTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Once the app has rendered: puts back each field's early text and replays each held click, in order, on the button
 * it was made on, as soon as React has hydrated that field or button (a part of the page waiting for its code, a lazy
 * route under Suspense, hydrates later; input there before would be lost). Text goes back before any click (the
 * click may send it). Checked each frame while input is held; dropped if the page changed under it.
 */
export function replayEarlyInput(): void {
  const input = early();
  const root = document.getElementById('root');
  if (!input || !root) return;
  let running = false;
  let deadline = 0;
  const next = () => {
    const late = performance.now() > deadline;
    for (const [field, value] of input.values) {
      if (!field.isConnected || late) input.values.delete(field);
      else if (hydratedNode(field)) {
        input.values.delete(field);
        restoreTyped(field, value);
      }
    }
    const path = input.clicks[0];
    if (!path && input.values.size === 0) {
      running = false;
      return;
    }
    if (path && input.values.size === 0) {
      let node: Element | undefined = root;
      for (const index of path) node = node?.children[index];
      if (!(node instanceof HTMLElement) || !node.matches('button, [role="button"]') || late) {
        input.clicks.shift();
      } else if (hydratedNode(node)) {
        input.clicks.shift();
        node.click();
      }
    }
    requestAnimationFrame(next);
  };
  input.onHold = () => {
    deadline = performance.now() + GIVE_UP_MS;
    if (running) return;
    running = true;
    next();
  };
  if (input.clicks.length > 0 || input.values.size > 0) input.onHold();
}

/** What the inline boot script (contract/boot-script.ts) kept while the prerendered page had no handlers yet. */
interface EarlyInput {
  /** Each held click: the child indexes from #root down to the button. */
  clicks: number[][];
  installOffer: Event | null;
  /** Told by the boot script each time it holds a click. */
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
 * Once the app has rendered: replays each held click, in order, on the button it was made on as soon as React has
 * hydrated that button (a part of the page waiting for its code, a lazy route under Suspense, hydrates later; a
 * click there before would be lost). Checked each frame while clicks are held; dropped if the page changed under it.
 */
export function replayEarlyClicks(): void {
  const input = early();
  const root = document.getElementById('root');
  if (!input || !root) return;
  let running = false;
  let deadline = 0;
  const next = () => {
    const path = input.clicks[0];
    if (!path) {
      running = false;
      return;
    }
    let node: Element | undefined = root;
    for (const index of path) node = node?.children[index];
    if (!(node instanceof HTMLElement) || !node.matches('button, [role="button"]') || performance.now() > deadline) {
      input.clicks.shift();
    } else if (hydratedNode(node)) {
      input.clicks.shift();
      node.click();
    }
    requestAnimationFrame(next);
  };
  input.onHold = () => {
    deadline = performance.now() + GIVE_UP_MS;
    if (running) return;
    running = true;
    next();
  };
  if (input.clicks.length > 0) input.onHold();
}

/**
 * Whether this site is open in other tabs or windows of the browser (BroadcastChannel presence): a tab says hello
 * when it opens and goodbye when it goes; the others answer a hello. Only to word a message ("in another tab"),
 * never to decide anything about money.
 */
const CHANNEL = 'lucky-tabs';
const me = Math.random().toString(36).slice(2);
const others = new Set<string>();
let started = false;

type Message = { type: 'hello' | 'here' | 'bye'; from: string };

function start(): void {
  // The build's prerender runs in Node, which has BroadcastChannel but no page events.
  if (started || typeof addEventListener !== 'function' || typeof BroadcastChannel === 'undefined') return;
  started = true;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    const { type, from } = event.data;
    if (type === 'bye') others.delete(from);
    else others.add(from);
    if (type === 'hello') channel.postMessage({ type: 'here', from: me } satisfies Message);
  };
  const hello = () => channel.postMessage({ type: 'hello', from: me } satisfies Message);
  hello();
  addEventListener('pagehide', () => channel.postMessage({ type: 'bye', from: me } satisfies Message));
  // Back from the back-forward cache: the others heard our goodbye.
  addEventListener('pageshow', (event) => {
    if (event.persisted) hello();
  });
}

start();

export const otherTabsOpen = (): boolean => others.size > 0;

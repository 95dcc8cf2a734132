/**
 * The one inline script of every HTML page the build writes (scripts/vite-boot-script.ts, issue 12). A prerendered
 * page has its stylesheet inlined, so its first paint needs nothing but the HTML: this script requests the app's
 * entry (`data-entry`, after the vendor chunks of `data-stages` one task each) and the entry's static imports
 * (`data-preload`) only once that paint has been presented, so
 * no script request is in flight before it (Lighthouse counts every high-priority script loaded before the first
 * paint as blocking it). The empty shell (no prerendered page) and a hidden tab paint nothing first: they start at
 * once. The server's CSP allows this script by its hash (server/app.ts), so it is plain JavaScript kept as text.
 *
 * Until React has hydrated it, a prerendered button is painted but has no handler (React marks a hydrated node with
 * a `__reactProps$…` key): the script keeps what the player does meanwhile in `window.__earlyInput`, which
 * src/early-input.ts hands to the app. A click on such a button is held (with the path of child indexes from #root
 * to it) and starts the app at once; what is typed into such a field is kept (React's state would not have it) and
 * starts the app too; the browser's install offer is kept. Links are left to the browser (each address has its own
 * page).
 */
export const BOOT_SCRIPT = [
  '(() => {',
  '  const data = document.currentScript.dataset;',
  "  const root = document.getElementById('root');",
  '  const early = (window.__earlyInput = { clicks: [], values: new Map(), installOffer: null });',
  "  addEventListener('beforeinstallprompt', (event) => {",
  '    event.preventDefault();',
  '    early.installOffer = event;',
  '  });',
  "  const hydrated = (node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));",
  '  const hold = (event) => {',
  "    const button = event.target instanceof Element ? event.target.closest('button, [role=button]') : null;",
  '    if (!button || !root.contains(button) || hydrated(button)) return;',
  '    event.preventDefault();',
  '    event.stopPropagation();',
  '    const path = [];',
  '    for (let node = button; node !== root; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));',
  '    early.clicks.push(path);',
  '    start();',
  '    early.onHold?.();',
  '  };',
  "  document.addEventListener('click', hold, true);",
  '  const keep = (event) => {',
  '    const field = event.target;',
  '    const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;',
  "    if (!typed || field.type === 'checkbox' || field.type === 'radio' || !root.contains(field) || hydrated(field)) return;",
  '    early.values.set(field, field.value);',
  '    start();',
  '    early.onHold?.();',
  '  };',
  "  document.addEventListener('input', keep, true);",
  '  let started = false;',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  '    const nextTask = () => new Promise((resolve) => setTimeout(resolve));',
  '    // The first stage is requested now; the preloads of the rest follow, four to a task (each preload starts a',
  '    // request: twenty of them took one task of 20-50 ms here, and a slow phone takes four times as long).',
  "    const preloads = [data.entry, ...data.preload.split(' ')].filter(Boolean);",
  '    for (let i = 0; i < preloads.length; i += 4) {',
  '      setTimeout(() => {',
  '        for (const href of preloads.slice(i, i + 4)) {',
  "          const link = document.createElement('link');",
  "          link.rel = 'modulepreload';",
  "          link.crossOrigin = '';",
  '          link.href = href;',
  '          document.head.append(link);',
  '        }',
  '      });',
  '    }',
  '    // Each stage (React, the router, the libraries, the shell) is evaluated in a task of its own, then the entry.',
  "    const stages = data.stages.split(' ').filter(Boolean);",
  '    (async () => {',
  '      for (const stage of stages) {',
  '        await import(stage).catch(() => {});',
  '        await nextTask();',
  '      }',
  '      await import(data.entry);',
  '    })();',
  '  };',
  "  if (document.visibilityState === 'hidden' || !root.firstChild) start();",
  "  else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) requestAnimationFrame(() => setTimeout(start));",
  '  else {',
  '    new PerformanceObserver((list) => {',
  "      if (list.getEntriesByName('first-contentful-paint').length > 0) start();",
  "    }).observe({ type: 'paint', buffered: true });",
  '    // A paint never presented (a tab hidden meanwhile) must not keep the app from starting.',
  '    setTimeout(start, 3000);',
  '  }',
  '})()',
].join('\n');

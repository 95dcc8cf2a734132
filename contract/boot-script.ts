/**
 * The one inline script of every HTML page the build writes (scripts/vite-boot-script.ts, issue 12). A prerendered
 * page has its stylesheet inlined, so its first paint needs nothing but the HTML: this script requests the app's
 * entry (`data-entry`) and the entry's static imports (`data-preload`) only once that paint has been presented, so
 * no script request is in flight before it (Lighthouse counts every high-priority script loaded before the first
 * paint as blocking it). The empty shell (no prerendered page) and a hidden tab paint nothing first: they start at
 * once. The server's CSP allows this script by its hash (server/app.ts), so it is plain JavaScript kept as text.
 */
export const BOOT_SCRIPT = [
  '(() => {',
  '  const data = document.currentScript.dataset;',
  '  let started = false;',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  "    for (const href of data.preload.split(' ').filter(Boolean)) {",
  "      const link = document.createElement('link');",
  "      link.rel = 'modulepreload';",
  "      link.crossOrigin = '';",
  '      link.href = href;',
  '      document.head.append(link);',
  '    }',
  '    import(data.entry);',
  '  };',
  "  if (document.visibilityState === 'hidden' || !document.getElementById('root').firstChild) start();",
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

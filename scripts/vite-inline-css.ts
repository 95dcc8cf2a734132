import type { Plugin } from 'vite';

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The site's one stylesheet (build.cssCodeSplit is off) becomes a `<style>` in index.html (issue 12): the first
 * paint waits for no request, and a prerendered page or a lazy route never waits for its CSS. 60 KB raw, 12 KB gzip.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const sheets: string[] = [];
        const rest = html.replace(STYLESHEET_LINK, (_tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`The stylesheet ${fileName} is not in the bundle`);
          sheets.push(String(asset.source));
          delete bundle[fileName];
          return '';
        });
        if (sheets.length === 0) return html;
        return rest.replace('</head>', `    <style>${sheets.join('')}</style>\n  </head>`);
      },
    },
  };
}

import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { BOOT_SCRIPT } from '../contract/boot-script';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g;

/**
 * The chunks (vite.config.ts's groups) the boot script evaluates one task each, in this order, before the entry:
 * evaluated with the entry they made one task of well over 100 ms on a slow phone, which Lighthouse counts as blocking
 * time and a tap waits behind.
 */
export const BOOT_STAGES = ['react', 'router', 'vendor', 'shell'] as const;

function stageFiles(ctx: IndexHtmlTransformContext): string[] {
  const chunks = Object.values(ctx.bundle ?? {});
  return BOOT_STAGES.map((stage) => {
    const chunk = chunks.find((file) => file.type === 'chunk' && file.name === stage);
    if (!chunk) throw new Error(`the build has no ${stage} chunk (vite.config.ts's groups)`);
    return `/${chunk.fileName}`;
  });
}

/**
 * The built index.html paints before any script is requested (issue 12): Vite's entry `<script type=module>` and its
 * `<link rel=modulepreload>`s leave the head, and the inline BOOT_SCRIPT at the end of the body requests them after
 * the first paint. Lighthouse counts every high-priority script that loaded before the paint as blocking it.
 */
export function bootAfterFirstPaint(): Plugin {
  return {
    name: 'boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entries: string[] = [];
        const preloads: string[] = [];
        const rest = html
          .replace(ENTRY_SCRIPT, (_tag, src: string) => {
            entries.push(src);
            return '';
          })
          .replace(MODULE_PRELOAD, (_tag, href: string) => {
            preloads.push(href);
            return '';
          });
        const [entry, ...others] = entries;
        if (!entry || others.length > 0)
          throw new Error(`index.html should have one entry script, not ${entries.length}`);
        const stages = stageFiles(ctx).join(' ');
        const script = `<script data-entry="${entry}" data-stages="${stages}" data-preload="${preloads.join(' ')}">${BOOT_SCRIPT}</script>`;
        // A function, so the script is inserted as it is (a replacement string reads `$'` in it as a pattern).
        return rest.replace('</body>', () => `    ${script}\n  </body>`);
      },
    },
  };
}

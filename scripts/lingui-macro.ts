import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * The Lingui macro runs through Babel only in files that import it; everything else stays on oxc.
 * Shared by the Vite build (page and worker) and the Vitest unit project.
 */
export const linguiMacro = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });

import { z } from 'zod';

/** builds/latest.json, written by every build and polled by the app (spec §7 Platform). */
export const BuildManifest = z.object({ id: z.string(), time: z.string() });
export type BuildManifest = z.infer<typeof BuildManifest>;
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

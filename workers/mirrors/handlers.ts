import type { ContextRef } from '../context';

/** The mirror the API answers from, the move to a mirror site, and the site's settings. */
export function mirrorsHandlers(ref: ContextRef) {
  return {
    /** The API's origin (a mirror's after a failover), which the social popup's message must come from. */
    apiOrigin() {
      const mirrors = ref.current()?.mirrors;
      return mirrors ? new URL(mirrors.base()).origin : '';
    },
    /** The mirror site's address at `path` with a one-time sign-in token (null: no mirror is offered). */
    async mirrorMoveLink(path: string) {
      const { mirrors, session } = await ref.ready();
      return mirrors.moveLink(path, session.signedIn);
    },
    siteSettings: async () => (await ref.ready()).siteSettings(),
  };
}

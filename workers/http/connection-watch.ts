/**
 * Wraps a fetch to notice the connection coming back the way a phone loses it: requests fail (no answer) while the
 * browser still says it is online, then one answers. The first answer after a failure calls `onBack` (the
 * catch-up of session/reconnect.ts), as the `online` event would.
 */
export function watchConnection(fetch: typeof globalThis.fetch, onBack: () => void): typeof globalThis.fetch {
  let lost = false;
  return async (input, init) => {
    try {
      const response = await fetch(input, init);
      if (lost) {
        lost = false;
        onBack();
      }
      return response;
    } catch (error) {
      // The caller's own abort is not the network's doing.
      if (!init?.signal?.aborted) lost = true;
      throw error;
    }
  };
}

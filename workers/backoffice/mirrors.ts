import { MIRRORS_API, type MirrorState } from '../../contract/api/mirrors';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/** The mirrors (admin): each with its health from the players' probes, a new one, and its state (retire: disabled). */
export function mirrorHandlers({ http }: BackofficeContext) {
  return {
    mirrors() {
      return attempt(async () => (await call(http, MIRRORS_API.operatorMirrors)).data.items);
    },

    /** Added last in the order (`sort`), handed out and probed at once. */
    createMirror(input: { domain: string; sort: number }) {
      return attempt(async () => (await call(http, MIRRORS_API.operatorCreateMirror, { body: input })).data.items);
    },

    setMirrorState(id: number, state: MirrorState) {
      return attempt(
        async () =>
          (await call(http, MIRRORS_API.operatorUpdateMirror, { params: { id }, body: { state } })).data.items,
      );
    },
  };
}

import { MIRROR_KEYS_API } from '../../contract/api/mirror-keys';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/** The mirror list's signing keys (admin): generate the next one, promote it, retire the old one. */
export function mirrorKeyHandlers({ http }: BackofficeContext) {
  return {
    mirrorKeys() {
      return attempt(async () => (await call(http, MIRROR_KEYS_API.operatorKeys)).data);
    },

    generateMirrorKey() {
      return attempt(async () => (await call(http, MIRROR_KEYS_API.operatorGenerateKey)).data);
    },

    promoteMirrorKey(id: number) {
      return attempt(async () => (await call(http, MIRROR_KEYS_API.operatorPromoteKey, { params: { id } })).data);
    },

    retireMirrorKey(id: number) {
      return attempt(async () => (await call(http, MIRROR_KEYS_API.operatorRetireKey, { params: { id } })).data);
    },
  };
}

/**
 * Rotation of the keys that sign the mirror list (admin only; server/mirrors/keyring.ts, the scheme in mirrors.ts).
 * A key is `next` (generated; signs alongside the current one and is announced in the list, so every client that
 * verifies a list learns it), `current`, `previous` (the one before; still signs until retired), or `retired` (its
 * private half deleted). The private halves never leave the server: these answers carry public keys only.
 * - GET /operator/mirror-keys: every key, newest first, and `build_keys`, the VITE_MIRROR_PUBLIC_KEYS of a new build
 * - POST /operator/mirror-keys: generates the next key (409 `next_key_exists` when there is one)
 * - POST /operator/mirror-keys/:id/promote: the next key becomes current and the current one previous (409
 *   `previous_key_signing` while a previous key still signs; promoting the current key again changes nothing)
 * - POST /operator/mirror-keys/:id/retire: a previous key, once MIRROR_KEY_OVERLAP_MS have passed since the current
 *   one was generated (409 `overlap_not_over` before, with `details.retirable_at`), or a next key never promoted;
 *   never the current one (409 `current_key`). Retiring a retired key changes nothing.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

export const MIRROR_KEY_STATES = ['next', 'current', 'previous', 'retired'] as const;
export type MirrorKeyState = (typeof MIRROR_KEY_STATES)[number];

export const MirrorKeyView = z.object({
  id: z.number(),
  /** SPKI DER, base64. */
  public_key: text(),
  state: z.enum(MIRROR_KEY_STATES),
  created_at: text(),
  promoted_at: text().nullable(),
  retired_at: text().nullable(),
  /** A previous key: from when it may be retired; otherwise null. */
  retirable_at: text().nullable(),
});
export type MirrorKeyView = z.infer<typeof MirrorKeyView>;

export const MirrorKeysAnswer = z.object({
  data: z.object({
    items: z.array(MirrorKeyView),
    /** The keys a build should trust now (current, then next), comma-separated: VITE_MIRROR_PUBLIC_KEYS. */
    build_keys: text(),
  }),
});
export type MirrorKeysAnswer = z.infer<typeof MirrorKeysAnswer>;

const KeyParams = z.object({ id: z.coerce.number().int().positive() });

export const MIRROR_KEYS_API = {
  operatorKeys: endpoint({
    method: 'GET',
    path: '/operator/mirror-keys',
    operatorRoles: [],
    answer: MirrorKeysAnswer,
  }),
  operatorGenerateKey: endpoint({
    method: 'POST',
    path: '/operator/mirror-keys',
    operatorRoles: [],
    answer: MirrorKeysAnswer,
    resend: 'natural', // A second one is refused (409 next_key_exists) while the first is the next key.
  }),
  operatorPromoteKey: endpoint({
    method: 'POST',
    path: '/operator/mirror-keys/:id/promote',
    operatorRoles: [],
    params: KeyParams,
    answer: MirrorKeysAnswer,
    resend: 'natural',
  }),
  operatorRetireKey: endpoint({
    method: 'POST',
    path: '/operator/mirror-keys/:id/retire',
    operatorRoles: [],
    params: KeyParams,
    answer: MirrorKeysAnswer,
    resend: 'natural',
  }),
};

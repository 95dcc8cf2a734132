import { type ListCheck, verifyMirrorList } from './signed-list';

/** The keys the last verified list announced, and when that list was issued. */
export interface LearnedKeys {
  keys: string[];
  issued_at: number;
}

interface MirrorTrustDeps {
  /** The keys the build shipped (contract's builtMirrorKeys: the current one and the next). */
  built: readonly string[];
  /** Where learned keys are kept between runs (syncStore); none: for this run only. */
  store?: { read(): Promise<LearnedKeys | null>; write(learned: LearnedKeys): Promise<void> };
}

/**
 * Which keys may sign the mirror list: the build's, plus those announced by the newest list a trusted key signed.
 * That is how a rotation reaches an installed app that cannot update (its site blocked): during the overlap the list
 * is signed by the old and the new key and names both, so the app learns the new key from a list it already trusts,
 * and keeps verifying once the old key is retired. A key the server stops announcing is forgotten (unless built in).
 */
export function createMirrorTrust({ built, store }: MirrorTrustDeps) {
  let memory: LearnedKeys | null = null;
  const read = async () => (store ? await store.read().catch(() => null) : memory);
  const write = async (learned: LearnedKeys) => {
    memory = learned;
    await store?.write(learned).catch(() => {});
  };

  return {
    /** Verifies a list against the trusted keys; a list that verifies teaches the keys it names (if not older). */
    async verify(list: unknown, now: number): Promise<ListCheck> {
      const learned = await read();
      const checked = await verifyMirrorList(list, [...built, ...(learned?.keys ?? [])], now);
      if (checked.ok && (!learned || checked.issuedAt >= learned.issued_at)) {
        await write({ keys: checked.keys, issued_at: checked.issuedAt });
      }
      return checked;
    },
  };
}

export type MirrorTrust = ReturnType<typeof createMirrorTrust>;

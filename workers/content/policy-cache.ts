import Dexie, { type EntityTable } from 'dexie';
import type { PolicyVersion } from '../../contract/api/policies';

/** The last copy of each policy page fetched (`document|locale`), answered when there is no network. */
interface SavedPolicy {
  key: string;
  policy: PolicyVersion;
  savedAt: number;
}

class PolicyDb extends Dexie {
  policies!: EntityTable<SavedPolicy, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ policies: 'key' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export interface PolicyCache {
  save(policy: PolicyVersion): Promise<void>;
  read(document: string, locale: string): Promise<{ policy: PolicyVersion; savedAt: number } | null>;
}

export function dexiePolicyCache(name = 'policyStore'): PolicyCache {
  let connection: PolicyDb | null = null;
  const db = () => {
    connection ??= new PolicyDb(name);
    return connection;
  };
  const keyOf = (document: string, locale: string) => `${document}|${locale}`;
  return {
    async save(policy) {
      await db().policies.put({ key: keyOf(policy.document, policy.locale), policy, savedAt: Date.now() });
    },
    async read(document, locale) {
      const saved = await db().policies.get(keyOf(document, locale));
      return saved ? { policy: saved.policy, savedAt: saved.savedAt } : null;
    },
  };
}

import Dexie, { type EntityTable } from 'dexie';

/**
 * Crash checkpoints this browser has proven to link to a commitment (contract/fairness/crash.ts `linkToCommitment`),
 * kept across visits: a checkpoint is trusted only after its own walk reached the terminating hash here once, and
 * from then a check of a far round walks at most the spacing of the checkpoints.
 */
export interface ProvenCheckpoints {
  /** The proven checkpoints of the commitment `terminatingHash`, as `game:hash`. */
  read(terminatingHash: string): Promise<Set<string>>;
  add(terminatingHash: string, proven: readonly string[]): Promise<void>;
}

interface SavedProof {
  /** `terminatingHash|game:hash`. */
  key: string;
  terminatingHash: string;
  proof: string;
}

class ProofDb extends Dexie {
  proofs!: EntityTable<SavedProof, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ proofs: 'key, terminatingHash' });
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export function dexieProvenCheckpoints(name = 'crashProofs'): ProvenCheckpoints {
  let connection: ProofDb | null = null;
  const db = () => {
    connection ??= new ProofDb(name);
    return connection;
  };
  return {
    async read(terminatingHash) {
      const rows = await db().proofs.where('terminatingHash').equals(terminatingHash).toArray();
      return new Set(rows.map((row) => row.proof));
    },
    async add(terminatingHash, proven) {
      await db().proofs.bulkPut(
        proven.map((proof) => ({ key: `${terminatingHash}|${proof}`, terminatingHash, proof })),
      );
    },
  };
}

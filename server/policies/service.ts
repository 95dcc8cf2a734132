import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChangedPolicy, PolicyVersion } from '../../contract/api/policies';
import type { Locale } from '../../contract/locales';
import { POLICY_DOCUMENTS, type PolicySection } from '../../contract/policy-documents';
import { ACCEPTED_POLICIES, type PolicyName, policyOf, type ShippedPolicyKey } from '../../contract/policy-pages';
import { type PolicyVersionRow, policyAcceptances, policyVersions } from '../db/schema';
import type { Db, Tx } from '../db/types';

const view = (row: PolicyVersionRow): PolicyVersion => ({
  document: row.document as PolicyName,
  locale: row.locale as Locale,
  version: row.version,
  title: row.title,
  sections: row.sections as PolicySection[],
  published_at: row.publishedAt.toISOString(),
});

/** Stores the shipped texts as version 1 of each document in each of its languages, once (every start). */
export async function seedShippedPolicies(db: Db): Promise<void> {
  const rows = Object.entries(POLICY_DOCUMENTS).map(([key, doc]) => {
    const { name, lang } = policyOf(key as ShippedPolicyKey);
    return { document: name, version: 1, locale: lang, title: doc.title, sections: doc.sections };
  });
  await db.insert(policyVersions).values(rows).onConflictDoNothing();
}

/** The current (highest) version of a document in a language, or null when it has none there. */
export async function currentPolicy(db: Db, document: PolicyName, locale: Locale): Promise<PolicyVersion | null> {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.document, document), eq(policyVersions.locale, locale)))
    .orderBy(desc(policyVersions.version))
    .limit(1);
  return row ? view(row) : null;
}

/**
 * Publishes the next version of a document in one language: one more than its newest in any language, so a number
 * means one edition everywhere. Concurrent publishes of one document are serialised by a transaction lock.
 */
export async function publishPolicy(
  tx: Tx,
  document: PolicyName,
  text: { locale: Locale; title: string; sections: PolicySection[] },
): Promise<PolicyVersion> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`policy:${document}`}))`);
  const [newest] = await tx
    .select({ version: sql<number>`max(${policyVersions.version})` })
    .from(policyVersions)
    .where(eq(policyVersions.document, document));
  const [row] = await tx
    .insert(policyVersions)
    .values({ document, version: (newest?.version ?? 0) + 1, ...text })
    .returning();
  if (!row) throw new Error('The policy version was not stored');
  return view(row);
}

/** The newest version number of each of the given documents (in any language). */
async function newestVersions(db: Db | Tx, documents: readonly PolicyName[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ document: policyVersions.document, version: sql<number>`max(${policyVersions.version})` })
    .from(policyVersions)
    .where(inArray(policyVersions.document, [...documents]))
    .groupBy(policyVersions.document);
  return new Map(rows.map((row) => [row.document, Number(row.version)]));
}

/** Records that a new player accepted the current user agreement and privacy policy (in their registration). */
export async function acceptCurrentPolicies(tx: Db | Tx, userId: number, at: Date): Promise<void> {
  const newest = await newestVersions(tx, ACCEPTED_POLICIES);
  const rows = [...newest].map(([document, version]) => ({ userId, document, version, acceptedAt: at }));
  if (rows.length > 0) await tx.insert(policyAcceptances).values(rows).onConflictDoNothing();
}

/** The accepted policies with a newer version than the player accepted (none accepted counts as version 0). */
export async function changedPolicies(db: Db, userId: number): Promise<ChangedPolicy[]> {
  const newest = await newestVersions(db, ACCEPTED_POLICIES);
  const accepted = await db
    .select({ document: policyAcceptances.document, version: policyAcceptances.version })
    .from(policyAcceptances)
    .where(eq(policyAcceptances.userId, userId));
  const acceptedOf = new Map(accepted.map((row) => [row.document, row.version]));
  return ACCEPTED_POLICIES.flatMap((document) => {
    const current = newest.get(document);
    const mine = acceptedOf.get(document) ?? 0;
    return current !== undefined && current > mine
      ? [{ document, accepted_version: mine, current_version: current }]
      : [];
  });
}

/** The player accepts a version that exists; accepting an older one than they had changes nothing. */
export async function acceptPolicy(db: Db, userId: number, document: PolicyName, version: number): Promise<boolean> {
  const [exists] = await db
    .select({ version: policyVersions.version })
    .from(policyVersions)
    .where(and(eq(policyVersions.document, document), eq(policyVersions.version, version)))
    .limit(1);
  if (!exists) return false;
  await db
    .insert(policyAcceptances)
    .values({ userId, document, version })
    .onConflictDoUpdate({
      target: [policyAcceptances.userId, policyAcceptances.document],
      set: { version, acceptedAt: sql`now()` },
      setWhere: sql`${policyAcceptances.version} < ${version}`,
    });
  return true;
}

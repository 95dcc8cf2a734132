/**
 * What the server has answered, by field name (ids, hashes, versions, case ids …), so generated requests can also
 * name rows that exist and reach past "not found": a case to open, an item to sell, the version of an open round.
 */
const KEEP = 24;
/** A request field filled from answers under another name. */
const ALIASES: Record<string, string[]> = {
  case_id: ['case_id', 'id'],
  item_id: ['id'],
  method_hash: ['hash'],
  invoiceId: ['id'],
  userId: ['user_id'],
};

export class KnownValues {
  private readonly byName = new Map<string, unknown[]>();

  /** Remembers the strings and numbers of a 2xx answer under their field names. */
  learn(answer: unknown): void {
    const stack: [unknown, string][] = [[answer, '']];
    let budget = 2000;
    while (stack.length > 0 && budget-- > 0) {
      const [value, name] = stack.pop() as [unknown, string];
      if (Array.isArray(value)) for (const item of value) stack.push([item, name]);
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) stack.push([item, key]);
      else if (name && (typeof value === 'string' || typeof value === 'number') && String(value).length <= 128) {
        const list = this.byName.get(name) ?? [];
        if (!list.includes(value)) list.push(value);
        this.byName.set(name, list.slice(-KEEP));
      }
    }
  }

  /** Values seen for a request field (its own name, or the names it is known by in answers). */
  valuesFor(field: string): unknown[] {
    return (Object.hasOwn(ALIASES, field) ? (ALIASES[field] as string[]) : [field]).flatMap(
      (name) => this.byName.get(name) ?? [],
    );
  }

  /**
   * A copy of a generated value where, at roughly two fields in three, a field the server has answered before takes
   * one of those values (`pick` chooses which, so a seed picks the same way).
   */
  fill(value: unknown, pick: number): unknown {
    if (Array.isArray(value)) return value.map((item, index) => this.fill(item, pick + index));
    if (!value || typeof value !== 'object') return value;
    const filled: Record<string, unknown> = {};
    Object.entries(value).forEach(([key, item], index) => {
      const seen = this.valuesFor(key);
      const choice = pick + index * 7;
      filled[key] = seen.length > 0 && choice % 3 !== 0 ? seen[choice % seen.length] : this.fill(item, choice);
    });
    return filled;
  }
}

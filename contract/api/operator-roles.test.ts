import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';

describe('operator roles', () => {
  it('every operator endpoint names who may call it, and no player endpoint does', () => {
    const missing = ENDPOINTS.filter((e) => e.path.startsWith('/operator/') && e.operatorRoles === undefined);
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    const stray = ENDPOINTS.filter((e) => !e.path.startsWith('/operator/') && e.operatorRoles !== undefined);
    expect(stray.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
});

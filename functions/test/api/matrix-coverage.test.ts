import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointName } from '@agenda/contract';
import { MATRIX_ROWS as rows } from '../matrix';
import { PERSONAS, rowName } from '../matrix/matrix';

describe('the authorization matrix covers the endpoint table', () => {
  it.each(ENDPOINTS.map((e) => [endpointName(e), e] as const))('%s has at least one row', (_name, endpoint) => {
    expect(rows.filter((r) => r.endpoint === endpoint).length).toBeGreaterThan(0);
  });

  it('every row names a status for every persona', () => {
    for (const r of rows) expect(Object.keys(r.expected).sort(), rowName(r)).toEqual([...PERSONAS].sort());
  });

  it('every row belongs to an endpoint of the table, and no two rows share a name', () => {
    for (const r of rows) expect(ENDPOINTS, rowName(r)).toContain(r.endpoint);
    const names = rows.map(rowName);
    expect(names.length).toBe(new Set(names).size);
  });
});

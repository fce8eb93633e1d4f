import { describe, expect, it } from 'vitest';
import { REGION } from './config';
import * as declared from './index';

/** What the platform reads of a declared function. */
type Declared = { __endpoint?: { region?: unknown } };

describe('the functions index', () => {
  // Imports run before the importing module's body: options set in index.ts's body came after the
  // trigger modules had declared their functions, which then went to the default region.
  it('declares every function in the region', () => {
    const regions = Object.entries(declared).map(([name, value]) => [name, (value as Declared).__endpoint?.region]);
    expect(regions).toEqual(Object.keys(declared).map((name) => [name, [REGION]]));
  });
});

import { describe, expect, it } from 'vitest';
import { readableTextOn } from './tag-chip';

describe('tag chip text colour', () => {
  it('writes white on dark colours and black on light ones', () => {
    expect(readableTextOn('#1565c0')).toBe('#fff');
    expect(readableTextOn('#2e7d32')).toBe('#fff');
    expect(readableTextOn('#ffeb3b')).toBe('#000');
    expect(readableTextOn('#ffffff')).toBe('#000');
  });
});

import { USER_FILE_MAX_BYTES, USER_FILE_MESSAGES } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { storedNameOf, userFileProblem } from './user-files';

describe('userFileProblem', () => {
  it('accepts the agenda-file types up to the bound', () => {
    expect(userFileProblem({ name: 'a.pdf', type: 'application/pdf', size: USER_FILE_MAX_BYTES })).toBeNull();
    expect(userFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
  });

  it('names the file and the reason otherwise', () => {
    expect(userFileProblem({ name: 'a.pdf', type: 'application/pdf', size: USER_FILE_MAX_BYTES + 1 })).toBe(
      `a.pdf: ${USER_FILE_MESSAGES.tooLarge}`,
    );
    expect(userFileProblem({ name: 'x.svg', type: 'image/svg+xml', size: 10 })).toBe(
      `x.svg: ${USER_FILE_MESSAGES.wrongType}`,
    );
    expect(userFileProblem({ name: 'x.html', type: 'text/html', size: 10 })).toBe(
      `x.html: ${USER_FILE_MESSAGES.wrongType}`,
    );
  });
});

describe('storedNameOf', () => {
  it('is random, keeps a short extension, and never a path', () => {
    expect(storedNameOf('Report 2026.PDF')).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedNameOf('../../etc/passwd')).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedNameOf('a.pdf')).not.toBe(storedNameOf('a.pdf'));
  });
});

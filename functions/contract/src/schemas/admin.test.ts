import { describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES } from '../messages';
import { groupPageSchema, groupSaveSchema } from './group';
import { withoutDownloadToken } from '../stored-files';
import { tenantSaveSchema } from './tenant';
import { userPageSchema } from './user';

const messagesOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);

describe('tenantSaveSchema', () => {
  it.each(['fr', 'FRA', 'F1', '', 'un'])('refuses the locale %j with the spec message', (locale) => {
    const result = tenantSaveSchema.safeParse({ locale, country_name: 'France' });
    expect(result.success).toBe(false);
    expect(messagesOf(result, 'locale')).toEqual([MESSAGES.tenantLocale]);
  });

  it('needs a country name', () => {
    const result = tenantSaveSchema.safeParse({ locale: 'FR', country_name: '  ' });
    expect(messagesOf(result, 'country_name')).toEqual([MESSAGES.required]);
  });

  it('keeps the locale of an edited country, and lets the global tenant keep its own', () => {
    expect(
      messagesOf(tenantSaveSchema.safeParse({ id: 'de', locale: 'AT', country_name: 'Austria' }), 'locale'),
    ).toEqual([API_MESSAGES.tenantLocaleFixed]);
    expect(tenantSaveSchema.safeParse({ id: 'un', locale: 'un', country_name: 'Global' }).success).toBe(true);
    expect(tenantSaveSchema.parse({ id: '', locale: 'FR', country_name: 'France' }).id).toBeNull();
  });

  it('removes the download token from the flag address and accepts only flag references', () => {
    const parsed = tenantSaveSchema.parse({
      locale: 'FR',
      country_name: 'France',
      flag_image_url: 'https://firebasestorage.googleapis.com/v0/b/x/o/flags%2F12%2Ffr.png?alt=media&token=secret',
      flag_image_ref: 'flags/12/fr.png',
    });
    expect(parsed.flag_image_url).toBe('https://firebasestorage.googleapis.com/v0/b/x/o/flags%2F12%2Ffr.png?alt=media');
    for (const ref of ['events/1/x.png', 'flags/../x.png', 'flags/1/2/x.png', 'flags/1/..']) {
      expect(
        tenantSaveSchema.safeParse({ locale: 'FR', country_name: 'France', flag_image_ref: ref }).success,
        ref,
      ).toBe(false);
    }
    expect(
      tenantSaveSchema.safeParse({ locale: 'FR', country_name: 'France', flag_image_url: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(withoutDownloadToken('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses unknown fields', () => {
    expect(tenantSaveSchema.safeParse({ locale: 'FR', country_name: 'France', admin: true }).success).toBe(false);
  });
});

describe('paged list schemas', () => {
  it('defaults to page 1 of 25 and an empty search', () => {
    expect(userPageSchema.parse({})).toEqual({ search: '', page: 1, pageSize: 25 });
    expect(groupPageSchema.parse({ search: null })).toEqual({ search: '', page: 1, pageSize: 25 });
  });

  it('accepts only the page sizes of the tables', () => {
    expect(userPageSchema.parse({ pageSize: 100 }).pageSize).toBe(100);
    const result = userPageSchema.safeParse({ pageSize: 30 });
    expect(messagesOf(result, 'pageSize')).toEqual([API_MESSAGES.pageSize([25, 50, 100, 1000])]);
    expect(userPageSchema.parse({ pageSize: 1000 }).pageSize).toBe(1000);
    expect(userPageSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(userPageSchema.safeParse({ page: 1.5 }).success).toBe(false);
  });
});

describe('groupSaveSchema', () => {
  it('needs a name, a country and at least one user', () => {
    const result = groupSaveSchema.safeParse({ name: '', tenantId: '', users: [] });
    expect(messagesOf(result, 'name')).toEqual([MESSAGES.required]);
    expect(messagesOf(result, 'tenantId')).toEqual([API_MESSAGES.groupNeedsCountry]);
    expect(messagesOf(groupSaveSchema.safeParse({ name: 'G', tenantId: 'de', users: [] }), 'users')).toEqual([
      API_MESSAGES.groupNeedsUser,
    ]);
  });

  it('cleans spreadsheet addresses and refuses a sheet without any', () => {
    expect(
      groupSaveSchema.parse({ name: 'G', tenantId: 'de', emails: [' A@x.example', '', 'a@x.example'] }).emails,
    ).toEqual(['a@x.example']);
    const empty = groupSaveSchema.safeParse({ name: 'G', tenantId: 'de', users: ['u1'], emails: ['', '  '] });
    expect(messagesOf(empty, 'emails')).toEqual([API_MESSAGES.spreadsheetEmpty]);
  });
});

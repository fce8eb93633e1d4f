import { MESSAGES, NEWS_MESSAGES, type News } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { newsFormSchema, newsSavePayload } from './news-form';

const item: News = {
  id: 'n1',
  title: 'Old',
  content: 'Text',
  tenant_id: 'de',
  tenant: null,
  sticky: false,
  attachment_url: 'https://firebasestorage.googleapis.com/v0/b/b/o/v2%2Fnews%2Fa.png?alt=media',
  attachment_ref: 'v2/news/a.png',
  creation_date: '2026-01-01T00:00:00.000Z',
  last_updated: '2026-01-01T00:00:00.000Z',
  author_id: 'u',
  author_name: 'U',
  updated_by: 'u',
};
const values = { title: 'New', content: 'Body', tenant: 'de', sticky: true };

describe('newsSavePayload', () => {
  it('keeps the stored photo, drops it when removed, and sends a new upload', () => {
    expect(newsSavePayload('n1', values, item, { kind: 'kept' })).toMatchObject({
      id: 'n1',
      img_url: item.attachment_url,
      img_id: 'v2/news/a.png',
      sticky: true,
    });
    expect(newsSavePayload('n1', values, item, { kind: 'removed' })).toMatchObject({ img_url: null, img_id: null });
    expect(
      newsSavePayload(null, values, null, { kind: 'new', url: 'https://x.example/p', reference: 'v2/news/b.png' }),
    ).toMatchObject({ id: null, img_id: 'v2/news/b.png' });
  });
});

describe('newsFormSchema', () => {
  it("shows the API's messages: required title and content, a chosen country", () => {
    const parsed = newsFormSchema.safeParse({ title: ' ', content: '', tenant: '', sticky: false });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: MESSAGES.required,
      content: MESSAGES.required,
      tenant: NEWS_MESSAGES.chooseCountry,
    });
  });
});

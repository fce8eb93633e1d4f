import type { SessionFeedback } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { feedbackRows } from './export-sheet';
import { moreComments, rankByNeed, ratingLine } from './feedback';

const session = (over: Partial<SessionFeedback>): SessionFeedback => ({
  agendaId: over.name ?? 'a',
  name: 'Session',
  start: Date.parse('2026-06-02T08:00:00Z'),
  count: 1,
  average: 3,
  comments: [],
  moreComments: 0,
  ...over,
});

describe('session feedback on the event dashboard', () => {
  it('ranks the lowest average first, then the most rated, then the earliest and by name', () => {
    const ranked = rankByNeed([
      session({ name: 'Good', average: 4.5, count: 10 }),
      session({ name: 'Low, one rating', average: 2, count: 1 }),
      session({ name: 'Low, many ratings', average: 2, count: 30 }),
      session({ name: 'Low, later', average: 2, count: 1, start: Date.parse('2026-06-02T10:00:00Z') }),
      session({ name: 'Another low, one rating', average: 2, count: 1 }),
    ]);
    expect(ranked.map((s) => s.name)).toEqual([
      'Low, many ratings',
      'Another low, one rating',
      'Low, one rating',
      'Low, later',
      'Good',
    ]);
  });

  it('says the average with one decimal and the ratings in words', () => {
    expect(ratingLine({ average: 3.5, count: 2 })).toBe('3.5 of 5 · 2 ratings');
    expect(ratingLine({ average: 4, count: 1 })).toBe('4.0 of 5 · 1 rating');
    expect(moreComments(12)).toBe("12 more on the session's page");
  });

  it("writes one sheet row per comment with the session's figures, names only for editors", () => {
    const sessions = [
      session({
        name: 'Keynote',
        average: 3.5,
        count: 2,
        comments: [
          { rating: 2, comment: 'Too fast', name: 'Ada Lovelace', updatedAt: 2 },
          { rating: 5, comment: 'Great', name: null, updatedAt: 1 },
        ],
      }),
      session({ name: 'Quiet', average: 5, count: 1 }),
    ];
    expect(feedbackRows(sessions, 'Europe/Berlin', true)).toEqual([
      ['Session', 'Starts', 'Ratings', 'Average', 'Rating', 'Comment', 'By'],
      ['Keynote', 'Tue 2 Jun 2026, 10:00 CEST', 2, 3.5, 2, 'Too fast', 'Ada Lovelace'],
      ['Keynote', 'Tue 2 Jun 2026, 10:00 CEST', 2, 3.5, 5, 'Great', 'A participant'],
      ['Quiet', 'Tue 2 Jun 2026, 10:00 CEST', 1, 5, '', '', ''],
    ]);
    expect(feedbackRows(sessions, 'Europe/Berlin', false)[1]).toEqual([
      'Keynote',
      'Tue 2 Jun 2026, 10:00 CEST',
      2,
      3.5,
      2,
      'Too fast',
    ]);
  });
});

import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { reportedItems, type WallReport } from '@/hooks/use-live-reports';
import { groupReports } from './report-groups';

const report = (id: string, post: string, comment: string | null, at: number): WallReport => ({
  id,
  event_id: 'e',
  post_id: post,
  comment_id: comment,
  reporter: { uid: id, name: `Reporter ${id}` },
  reason: 'Spam',
  at: Timestamp.fromMillis(at),
});

describe('groupReports', () => {
  it('groups by item, most reported first, then most recently reported, reports newest first', () => {
    const groups = groupReports([
      report('a', 'p1', null, 1_000),
      report('b', 'p1', 'c1', 5_000),
      report('c', 'p2', null, 3_000),
      report('d', 'p1', null, 2_000),
    ]);
    expect(groups.map((group) => [group.key, group.reports.length])).toEqual([
      ['p1', 2],
      ['c1', 1],
      ['p2', 1],
    ]);
    expect(groups[0]?.reports.map((r) => r.id)).toEqual(['d', 'a']);
    expect(groups[1]).toMatchObject({ postId: 'p1', commentId: 'c1', last: 5_000 });
  });

  it('counts the items reported, not the reports', () => {
    expect(reportedItems([report('a', 'p1', null, 1), report('b', 'p1', null, 2), report('c', 'p1', 'c1', 3)])).toBe(2);
    expect(groupReports([])).toEqual([]);
  });
});

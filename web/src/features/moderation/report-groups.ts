import type { WallReport } from '@/hooks/use-live-reports';

/** The reports of one post or comment: what the queue shows as one item. */
export interface ReportGroup {
  /** The item's id: the comment's, or the post's. */
  key: string;
  postId: string;
  commentId: string | null;
  /** Its reports, newest first. */
  reports: WallReport[];
  /** When it was last reported (ms). */
  last: number;
}

const millis = (report: WallReport): number => report.at.toMillis();

/**
 * The open reports grouped by the item they report, the most reported first, then the most recently
 * reported (docs/features.md, "The wall", Moderation).
 */
export function groupReports(reports: readonly WallReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = report.comment_id ?? report.post_id;
    const group = groups.get(key) ?? {
      key,
      postId: report.post_id,
      commentId: report.comment_id,
      reports: [],
      last: 0,
    };
    group.reports.push(report);
    group.last = Math.max(group.last, millis(report));
    groups.set(key, group);
  }
  for (const group of groups.values()) group.reports.sort((a, b) => millis(b) - millis(a));
  return [...groups.values()].sort((a, b) => b.reports.length - a.reports.length || b.last - a.last);
}

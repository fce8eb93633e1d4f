import { reportedItems, useLiveReports } from '@/hooks/use-live-reports';
import { EventToolbar } from './event-toolbar';

type ToolbarProps = Omit<Parameters<typeof EventToolbar>[0], 'openReports' | 'canEdit'>;

/** The toolbar of the event's editors: the Moderation tab counts the items with open reports, live. */
export function EditorToolbar(props: ToolbarProps) {
  const reports = useLiveReports(props.eventId);
  return (
    <EventToolbar {...props} canEdit openReports={reports.status === 'ready' ? reportedItems(reports.reports) : 0} />
  );
}

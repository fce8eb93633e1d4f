import { PointsCardBody, POINTS_TEXTS } from '@/components/points-card';
import { paths } from '@/config/paths';
import { useEventPoints } from '@/hooks/use-points';
import { HomeSection } from './home-section';

/**
 * The event home's "Your points" (issue 32 item 20): the viewer's points in the event, their badges
 * and the next one, live. Drawn only when the event shows gamification (the caller checks
 * hide_gamification), so a hidden one reads nothing.
 */
export function EventPoints({ eventId, tenantId }: { eventId: string; tenantId: string }) {
  const state = useEventPoints(eventId);
  const ids = { e: eventId, t: tenantId };
  return (
    <HomeSection title={POINTS_TEXTS.title}>
      <PointsCardBody
        state={state}
        badgesHref={paths.main.event.gamification.badges(ids)}
        leaderboardHref={paths.main.event.leaderboard(ids)}
      />
    </HomeSection>
  );
}

import { describe, expect, it } from 'vitest';
import { paths, screenIds } from '@/config/paths';
import { barShowsAt } from './bottom-bar-screens';

const path = (builder: () => string) => builder();

describe('where the phone\'s bottom bar shows (docs/features.md, "The attendee\'s screens")', () => {
  it('shows where a person reads or moves about the event', () => {
    const event = paths.main.event;
    for (const screen of [
      event.event,
      event.agendalist,
      event.myagenda,
      event.wall,
      event.me,
      event.details,
      event.agendas.overview,
      event.leaderboard,
      event.gamification.badges,
    ]) {
      expect(barShowsAt(path(screen)), path(screen)).toBe(true);
    }
  });

  it("does not show on the editors' forms", () => {
    const event = paths.main.event;
    for (const screen of [
      event.locationedit,
      event.detailsedit,
      event.tagedit,
      event.surveyedit,
      event.agendas.editagenda,
      event.gamification.settings,
      event.gamification.editbadge,
      event.notifications.addnot,
      event.notifications.sendnotifications,
      event.agendas.addnot,
    ]) {
      expect(barShowsAt(path(screen)), path(screen)).toBe(false);
    }
  });

  it('shows on no screen outside the event, nor on an unknown path', () => {
    for (const id of screenIds().filter((screen) => !screen.startsWith('main/event/'))) {
      expect(barShowsAt(`/${id}`), id).toBe(false);
    }
    expect(barShowsAt('/main/event/no-such-screen')).toBe(false);
    expect(barShowsAt('/main/event/toString')).toBe(false);
  });
});

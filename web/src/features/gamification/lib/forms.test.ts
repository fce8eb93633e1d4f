import { BADGE_THRESHOLD_DEFAULT, MESSAGES } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { badgeFormSchema, badgeFormValues, pointsFormSchema, pointsFormValues } from './forms';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('points form', () => {
  it('turns what the inputs hold into the save payload', () => {
    const values = {
      ...pointsFormValues('e1', null),
      like_points: '1',
      comment_points: ' 50 ',
      wall_post_points: '100',
    };
    expect(pointsFormSchema.parse(values)).toEqual({
      eventId: 'e1',
      like_points: 1,
      comment_points: 50,
      wall_post_points: 100,
    });
  });

  it('shows the spec messages at each field: "Invalid property" out of 1-100 or not whole, "You must enter a value" when empty', () => {
    const result = pointsFormSchema.safeParse({
      eventId: 'e1',
      like_points: '0',
      comment_points: '2.5',
      wall_post_points: '',
    });
    expect(issuesOf(result)).toEqual({
      like_points: MESSAGES.invalidProperty,
      comment_points: MESSAGES.invalidProperty,
      wall_post_points: MESSAGES.required,
    });
    expect(
      issuesOf(
        pointsFormSchema.safeParse({ eventId: 'e1', like_points: '101', comment_points: '1', wall_post_points: '1' }),
      ),
    ).toEqual({
      like_points: MESSAGES.invalidProperty,
    });
  });

  it('starts from the stored points', () => {
    expect(
      pointsFormValues('e1', { id: 'e1', event_id: 'e1', like_points: 3, comment_points: 4, wall_post_points: 5 }),
    ).toEqual({
      eventId: 'e1',
      like_points: '3',
      comment_points: '4',
      wall_post_points: '5',
    });
  });
});

describe('badge form', () => {
  it('starts a new badge at the default threshold of 10', () => {
    expect(BADGE_THRESHOLD_DEFAULT).toBe(10);
    expect(badgeFormValues(null)).toEqual({ name: '', threshold: '10' });
  });

  it('accepts 1 to 1000 and refuses the rest at the field', () => {
    expect(badgeFormSchema.parse({ name: ' Early bird ', threshold: '1000' })).toEqual({
      name: 'Early bird',
      threshold: 1000,
    });
    expect(issuesOf(badgeFormSchema.safeParse({ name: '', threshold: '0' }))).toEqual({
      name: MESSAGES.required,
      threshold: MESSAGES.invalidProperty,
    });
    expect(issuesOf(badgeFormSchema.safeParse({ name: 'A', threshold: '1001' }))).toEqual({
      threshold: MESSAGES.invalidProperty,
    });
    expect(issuesOf(badgeFormSchema.safeParse({ name: 'A', threshold: '' }))).toEqual({ threshold: MESSAGES.required });
  });
});

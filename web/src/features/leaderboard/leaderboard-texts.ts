import { ENGAGEMENT_MESSAGES } from '@agenda/contract';

/** The leaderboard's texts (docs/features.md, "Points, badges and the leaderboard"). */
export const LEADERBOARD_TEXTS = {
  title: 'Leaderboard',
  top: 'Top 10',
  refresh: 'Refresh',
  loading: 'Loading the leaderboard',
  empty: "Nobody has points yet: post, comment and like on the event's wall to be the first here.",
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  unnamed: 'Someone',
  you: '(you)',
  yourPlace: 'Your place',
  yourRank: (rank: number, points: number) =>
    `You are number ${rank} with ${points} ${points === 1 ? 'point' : 'points'}.`,
  noRank: "You have no points yet: post, comment and like on the event's wall to get on the leaderboard.",
  left: 'You left the leaderboards: others do not see you here, and you still earn points and badges.',
  leave: 'Leave the leaderboards in your profile',
  join: 'Join the leaderboards again in your profile',
  badges: "The event's badges",
  hidden: ENGAGEMENT_MESSAGES.gamificationHidden,
} as const;

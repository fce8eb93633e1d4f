import type { EventItem } from '@/lib/event-item';

/*
 * Which of an event's images a screen shows: the cover on the event
 * cards, else the poster; an event without either gets the default poster, drawn from its name.
 */

/** The image of the event's card: its cover, else its poster; null when it has neither. */
export function cardImageOf(event: Pick<EventItem, 'cover_url' | 'poster_url'>): string | null {
  return event.cover_url || event.poster_url || null;
}

/**
 * Gradients of the default poster, each dark enough for white text at WCAG AA (4.5:1 at both ends),
 * in light and dark mode alike.
 */
export const DEFAULT_POSTER_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#1a237e', '#6a1b9a'],
  ['#004d40', '#1565c0'],
  ['#b71c1c', '#6a1b9a'],
  ['#263238', '#00695c'],
  ['#3e2723', '#bf360c'],
  ['#0d47a1', '#00796b'],
];

const hash = (text: string): number => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

/** The default poster's gradient: chosen by the event's name, so that two events without posters differ. */
export function defaultPosterGradient(name: string): readonly [string, string] {
  return DEFAULT_POSTER_GRADIENTS[hash(name) % DEFAULT_POSTER_GRADIENTS.length]!;
}

/** Up to two initials of the name ("Berlin Tech Summit" → "BT"), for the default poster's thumbnail. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stored image address inside CSS `url("…")`: a quote, backslash or line break cannot end it. */
export function cssImage(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`;
}

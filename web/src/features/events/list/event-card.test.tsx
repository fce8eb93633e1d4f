import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventItem } from '@/lib/event-item';
import { testEvent } from '@/test/event-item';
import { NOBODY, renderScreen } from '@/test/render-screen';
import { EventCard } from './event-card';

const event = (extra: Partial<EventItem>): EventItem => testEvent({ address: 'Alexanderplatz 1', ...extra });

const card = (item: EventItem) =>
  renderScreen(
    '/',
    '/',
    <EventCard event={item} tenant={null} passed={false} canManage={false} onDelete={() => undefined} />,
    NOBODY,
  );

const imageSources = () => [...document.querySelectorAll('article img')].map((img) => img.getAttribute('src'));

describe('the event card’s image (issue 32, items 14 and 21)', () => {
  it('shows the cover when there is one, whole', async () => {
    card(event({ cover_url: 'https://f.example/cover.png', poster_url: 'https://f.example/poster.png' }));
    await screen.findByRole('article', { name: 'Berlin Tech Summit' });
    expect(imageSources()).toEqual(['https://f.example/cover.png']);
    expect(getComputedStyle(document.querySelector('article img')!).objectFit).toBe('contain');
  });

  it('falls back to the poster without a cover', async () => {
    card(event({ poster_url: 'https://f.example/poster.png' }));
    await screen.findByRole('article', { name: 'Berlin Tech Summit' });
    expect(imageSources()).toEqual(['https://f.example/poster.png']);
  });

  it('draws the default poster with the event’s name without either', async () => {
    card(event({}));
    await screen.findByRole('article', { name: 'Berlin Tech Summit' });
    expect(imageSources()).toEqual([]);
    expect(screen.getByTestId('poster-placeholder').textContent).toBe('Berlin Tech Summit');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { EventItem } from '@/lib/event-item';
import { testEvent } from '@/test/event-item';
import { EventHomeHeader } from './event-home-header';

const event = testEvent;

const hero = (item: EventItem) =>
  render(
    <MemoryRouter>
      <EventHomeHeader event={item} country={undefined} />
    </MemoryRouter>,
  );

describe('the event home’s hero (issue 32, items 14 and 15)', () => {
  it('puts the background behind it, the logo beside the name and the poster whole', () => {
    hero(
      event({
        background_image_url: 'https://f.example/bg.png',
        logo_url: 'https://f.example/logo.png',
        poster_url: 'https://f.example/poster.png',
      }),
    );
    expect(getComputedStyle(screen.getByTestId('event-background')).backgroundImage).toContain(
      'https://f.example/bg.png',
    );
    expect(screen.getByRole('img', { name: 'Logo of Berlin Tech Summit' }).getAttribute('src')).toBe(
      'https://f.example/logo.png',
    );
    const poster = screen.getByRole('img', { name: 'Poster of Berlin Tech Summit' });
    expect(getComputedStyle(poster).objectFit).toBe('contain');
  });

  it('shows neither background nor logo when the event has none', () => {
    hero(event({}));
    expect(screen.queryByTestId('event-background')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Berlin Tech Summit' })).toBeTruthy();
  });
});

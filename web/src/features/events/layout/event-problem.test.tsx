import { EVENT_MESSAGES, MESSAGES } from '@agenda/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EVENT_PROBLEM_TEXTS, EventProblem } from './event-problem';

const show = (tenantId: string | null, invalid = false) =>
  render(
    <MemoryRouter>
      <EventProblem tenantId={tenantId} invalid={invalid} />
    </MemoryRouter>,
  );

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('an event address that shows no event (issue 32, item 16)', () => {
  it('says the event was not found, why that can be, and leads back to its country’s list and home', () => {
    show('de');
    expect(screen.getByRole('heading', { name: EVENT_MESSAGES.eventNotFound })).toBeTruthy();
    expect(screen.getByText(EVENT_PROBLEM_TEXTS.notFound)).toBeTruthy();
    expect(href(EVENT_PROBLEM_TEXTS.eventsList)).toBe('/main/events/eventslist?t=de');
    expect(href(EVENT_PROBLEM_TEXTS.home)).toBe('/');
  });

  it('leads to the upcoming events when the address names no country, and names a missing event id', () => {
    show(null, true);
    expect(screen.getByRole('heading', { name: MESSAGES.invalidParams })).toBeTruthy();
    expect(href(EVENT_PROBLEM_TEXTS.upcoming)).toBe('/main/events/upcoming');
    expect(href(EVENT_PROBLEM_TEXTS.home)).toBe('/');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANY_DAY, DateFilterField } from './date-filter-field';

// The calendar renders slowly under jsdom.
vi.setConfig({ testTimeout: 30_000 });

const input = () => screen.getByRole('combobox', { name: 'Starts from' }) as HTMLInputElement;

describe('a date filter in the app style (issue 32, item 12)', () => {
  it('reads "Any day" when empty and the chosen day as the cards write it, never mm/dd/yyyy', () => {
    const { rerender } = render(<DateFilterField label="Starts from" value={null} onChange={() => undefined} />);
    expect([input().value, input().placeholder]).toEqual(['', ANY_DAY]);
    rerender(<DateFilterField label="Starts from" value="2026-11-26" onChange={() => undefined} />);
    expect(input().value).toBe('Thu 26 Nov 2026');
  });

  it('opens a calendar from the keyboard, weeks from Monday, and takes the chosen day', async () => {
    const change = vi.fn();
    render(<DateFilterField label="Starts from" value="2026-11-26" onChange={change} />);
    fireEvent.keyDown(input(), { key: 'Enter' });
    const calendar = await screen.findByRole('dialog', { name: 'Starts from' });
    const days = await within(calendar).findAllByRole('columnheader');
    expect(days[0]?.getAttribute('aria-label')).toMatch(/^Monday/);
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '27' }));
    expect(change).toHaveBeenCalledWith('2026-11-27');
  });

  it('clears with its own button', () => {
    const change = vi.fn();
    render(<DateFilterField label="Starts from" value="2026-11-26" onChange={change} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Starts from' }));
    expect(change).toHaveBeenCalledWith(null);
  });
});

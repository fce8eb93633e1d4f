import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntryItem } from './entry-item';
import { changeValueText, partialWords } from './entry-words';
import type { ShownEntry } from './use-live-history';

const people = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `u${i}`, name: `Person ${i}` }));
const context = { zone: 'Europe/Berlin' };

/** A participants save of 10,000 people in place of 10,000 others, as the API records it. */
const large: ShownEntry = {
  id: 'h1',
  at: Date.parse('2026-05-12T07:00:00Z'),
  actor: { uid: 'u0', name: 'Sofia Rossi' },
  tenant_id: 'de',
  event_id: 'e1',
  entity: 'participants',
  entity_id: 'e1',
  entity_label: 'Summit',
  action: 'update',
  endpoint: 'POST /participants/event/participants',
  changes: [
    { field: 'participants.removed', before: people(50), after: null, count: 10_000 },
    { field: 'participants.added', before: null, after: people(50), count: 10_000 },
  ],
  restorable: false,
  truncated: true,
};

afterEach(cleanup);

describe('a history entry recorded in part', () => {
  it('says how many people were added and removed, of which the first 50 are shown', () => {
    expect(partialWords(large)).toEqual([
      '10,000 people removed (first 50 shown)',
      '10,000 people added (first 50 shown)',
    ]);
    expect(changeValueText(large.changes[1]!, 'after', context)).toMatch(
      /^Person 0, .*, Person 49 \(first 50 of 10,000 shown\)$/,
    );
    expect(partialWords({ changes: [{ field: 'description', before: 'a…', after: 'b…' }], truncated: true })).toEqual([
      'Too large to record in full: long values are cut, and it cannot be restored',
    ]);
    expect(partialWords({ changes: [{ field: 'name', before: 'A', after: 'B' }] })).toEqual([]);
  });

  it('shows the counts and its sample, and offers no Restore even to an editor', () => {
    const onRestore = vi.fn();
    render(
      <ul>
        <EntryItem entry={{ ...large, restorable: true }} context={context} canRestore onRestore={onRestore} />
      </ul>,
    );
    expect(screen.getByText('10,000 people added (first 50 shown)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show changes (2)' }));
    // Before (who left) and after (who came): each list's sample and its count.
    expect(screen.getAllByText(/Person 49 \(first 50 of 10,000 shown\)$/)).toHaveLength(2);
  });

  it('offers Restore for a whole restorable entry', () => {
    const whole: ShownEntry = { ...large, entity: 'agenda', changes: [], restorable: true, truncated: undefined };
    render(
      <ul>
        <EntryItem entry={whole} context={context} canRestore onRestore={vi.fn()} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: /^Restore/ })).toBeTruthy();
  });
});

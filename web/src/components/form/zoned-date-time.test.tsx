import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ZonedDateTimePicker, ZonedDateTimeRange } from './zoned-date-time';

// The date-time pickers render slowly under jsdom.
vi.setConfig({ testTimeout: 30_000 });

const BERLIN = 'Europe/Berlin';
const nine = DateTime.fromISO('2026-09-10T07:00:00Z').setZone(BERLIN);

/** The text a picker's field holds (its hidden input, which MUI keeps in step with its sections). */
const fieldValue = (label: RegExp) => {
  const group = screen.getByRole('group', { name: label });
  const input = group.parentElement?.querySelector('input');
  if (!input) throw new Error('No input under the picker');
  return input as HTMLInputElement;
};

describe('ZonedDateTimePicker', () => {
  it("shows an instant on the zone's clock, 24-hour, day first and the month named, and names the zone under it", () => {
    render(<ZonedDateTimePicker label="Date and time" value={nine} onChange={() => undefined} zone={BERLIN} />);
    expect(fieldValue(/^Date and time/).value).toBe('10 Sep 2026 09:00');
    expect(screen.getByText('CEST (Europe/Berlin)')).toBeTruthy();
  });

  it("keeps digits typed on the browser's clock as the zone's local time", async () => {
    const change = vi.fn();
    render(
      <ZonedDateTimePicker
        label="Date and time"
        value={null}
        onChange={change}
        zone="Asia/Tokyo"
        hint={(name) => `Tokyo time, ${name}`}
      />,
    );
    expect(screen.getByText(/^Tokyo time, /)).toBeTruthy();
    fireEvent.change(fieldValue(/^Date and time/), { target: { value: '10 Sep 2026 09:00' } });
    await waitFor(() => expect(change).toHaveBeenCalled());
    const value = change.mock.calls.at(-1)?.[0] as DateTime;
    expect(value.zoneName).toBe('Asia/Tokyo');
    expect(value.toUTC().toISO()).toBe('2026-09-10T00:00:00.000Z');
  });

  it('shows its error in place of the hint', () => {
    render(
      <ZonedDateTimePicker
        label="Date and time"
        value={nine}
        onChange={() => undefined}
        zone={BERLIN}
        error="The date must be in the future"
      />,
    );
    expect(screen.getByText('The date must be in the future')).toBeTruthy();
    expect(screen.queryByText('CEST (Europe/Berlin)')).toBeNull();
  });
});

interface Span {
  start: DateTime | null;
  end: DateTime | null;
}

let refuseEnd: ((message: string) => void) | null = null;

function Range({ onStartChange }: { onStartChange: () => void }) {
  const { control, setError } = useForm<Span>({ defaultValues: { start: nine, end: nine.plus({ hours: 1 }) } });
  refuseEnd = (message) => setError('end', { type: 'server', message });
  return (
    <ZonedDateTimeRange
      control={control}
      zone={BERLIN}
      start={{ name: 'start', label: 'Start' }}
      end={{ name: 'end', label: 'End', hint: 'Until the evening' }}
      onStartChange={onStartChange}
    />
  );
}

describe('ZonedDateTimeRange', () => {
  it('edits two fields of the form on one zone clock, each with its error or hint', async () => {
    const startChanged = vi.fn();
    render(<Range onStartChange={startChanged} />);
    expect(fieldValue(/^Start/).value).toBe('10 Sep 2026 09:00');
    expect(fieldValue(/^End/).value).toBe('10 Sep 2026 10:00');
    expect(screen.getByText('CEST (Europe/Berlin)')).toBeTruthy();
    expect(screen.getByText('Until the evening')).toBeTruthy();
    fireEvent.change(fieldValue(/^Start/), { target: { value: '10 Sep 2026 11:00' } });
    await waitFor(() => expect(startChanged).toHaveBeenCalled());
    expect(fieldValue(/^Start/).value).toBe('10 Sep 2026 11:00');
    act(() => refuseEnd?.('The end must be after the start'));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(screen.queryByText('Until the evening')).toBeNull();
  });
});

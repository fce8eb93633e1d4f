import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormCheckbox } from './form-checkbox';

interface Values {
  sticky: boolean;
}

let read: (() => Values) | null = null;
let refuse: (() => void) | null = null;
const seen: boolean[] = [];

function Harness({ initial }: { initial: boolean }) {
  const { control, getValues, setError } = useForm<Values>({ defaultValues: { sticky: initial } });
  read = getValues;
  refuse = () => setError('sticky', { type: 'server', message: 'No' }, { shouldFocus: true });
  return <FormCheckbox name="sticky" control={control} label="Pinned" onChange={(checked) => seen.push(checked)} />;
}

const box = () => screen.getByRole('checkbox', { name: 'Pinned' }) as HTMLInputElement;

describe('FormCheckbox', () => {
  it('shows the value, names the box by its label, and gives the form the new value before its onChange', () => {
    seen.length = 0;
    render(<Harness initial />);
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    expect(box().checked).toBe(false);
    expect(read!().sticky).toBe(false);
    fireEvent.click(box());
    expect(read!().sticky).toBe(true);
    expect(seen).toEqual([false, true]);
  });

  it('takes the focus when a refusal is placed on it', () => {
    render(<Harness initial={false} />);
    refuse!();
    expect(document.activeElement).toBe(box());
  });
});

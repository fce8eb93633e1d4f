import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';

interface Values {
  name: string;
  country: string;
}

// A name of at least two letters; a country among those offered.
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.name.trim().length < 2) errors.name = { type: 'min', message: 'At least two letters' };
  if (!values.country) errors.country = { type: 'required', message: 'Choose a country' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

let refuse: ((field: keyof Values, message: string) => void) | null = null;

function Harness() {
  const { control, setError } = useForm<Values>({
    mode: 'onChange',
    resolver,
    defaultValues: { name: '', country: '' },
  });
  refuse = (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true });
  return (
    <form>
      <FormTextField
        name="name"
        control={control}
        label="Name"
        required
        helperText="As on the badge"
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <FormSelect
        name="country"
        control={control}
        label="Country"
        options={[
          { value: 'de', label: 'Germany' },
          { value: 'fr', label: 'France' },
        ]}
      />
    </form>
  );
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;

describe('FormTextField', () => {
  it('shows its hint, then the field error in its place, and forwards the TextField props', async () => {
    render(<Harness />);
    expect(screen.getByText('As on the badge')).toBeTruthy();
    expect(nameField().required).toBe(true);
    expect(nameField().maxLength).toBe(20);
    fireEvent.change(nameField(), { target: { value: 'A' } });
    // Checked at once, shown once the field is left (no error at every key press).
    // The resolver answers within microtasks: let it, then see that nothing is shown yet.
    for (let turn = 0; turn < 5; turn += 1) await act(() => Promise.resolve());
    expect(screen.queryByText('At least two letters')).toBeNull();
    fireEvent.blur(nameField());
    expect(await screen.findByText('At least two letters')).toBeTruthy();
    expect(screen.queryByText('As on the badge')).toBeNull();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nameField(), { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.getByText('As on the badge')).toBeTruthy());
    expect(nameField().getAttribute('aria-invalid')).toBe('false');
  });

  it('puts the cursor in the field a refusal names', async () => {
    render(<Harness />);
    refuse?.('name', 'This name is taken');
    expect(await screen.findByText('This name is taken')).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
  });
});

describe('FormSelect', () => {
  it('offers its options, takes the chosen one and shows its error under the label', async () => {
    render(<Harness />);
    refuse?.('country', 'Choose a country');
    expect(await screen.findByText('Choose a country')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /^Country/ });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(select.textContent).toBe('France'));
    await waitFor(() => expect(screen.queryByText('Choose a country')).toBeNull());
  });
});

function Following({ loaded, onPicked }: { loaded: boolean; onPicked: (value: string) => void }) {
  const { control, getValues } = useForm<Values>({ defaultValues: { name: '', country: 'fr' } });
  return (
    <FormSelect
      name="country"
      control={control}
      label="Country"
      // The options load later: until then the chosen one shows as none.
      shownValue={(value) => (loaded ? value : '')}
      onChange={() => onPicked(getValues('country'))}
      options={
        loaded
          ? [
              { value: 'de', label: 'Germany' },
              { value: 'fr', label: 'France' },
            ]
          : []
      }
    />
  );
}

describe('FormSelect, shownValue and onChange', () => {
  it('shows what shownValue makes of the value, and runs onChange after the form took the new one', async () => {
    const picked: string[] = [];
    const { rerender } = render(<Following loaded={false} onPicked={(value) => picked.push(value)} />);
    const select = screen.getByRole('combobox', { name: /^Country/ });
    expect(select.textContent).not.toContain('France');
    rerender(<Following loaded onPicked={(value) => picked.push(value)} />);
    await waitFor(() => expect(select.textContent).toBe('France'));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(select.textContent).toBe('Germany'));
    expect(picked).toEqual(['de']);
  });
});

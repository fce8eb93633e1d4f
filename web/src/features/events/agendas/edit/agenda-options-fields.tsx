import FormGroup from '@mui/material/FormGroup';
import type { Control, UseFormTrigger } from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import type { AgendaFormValues } from './agenda-form';

const FLAGS = [
  ['mandatory', 'Mandatory'],
  ['locked', 'Locked'],
  ['teams', 'Teams event'],
] as const;

interface AgendaOptionsFieldsProps {
  control: Control<AgendaFormValues>;
  trigger: UseFormTrigger<AgendaFormValues>;
  mandatory: boolean;
  teams: boolean;
}

/**
 * Mandatory, Locked and Teams event (docs/product.md §4), then what they ask for: the maximum participants of an
 * agenda that is not mandatory (a mandatory one has unlimited places), the link of a Teams event.
 */
export function AgendaOptionsFields({ control, trigger, mandatory, teams }: AgendaOptionsFieldsProps) {
  return (
    <>
      <FormGroup row sx={{ columnGap: 2 }}>
        {FLAGS.map(([name, label]) => (
          <FormCheckbox
            key={name}
            name={name}
            control={control}
            label={label}
            onChange={() => void trigger(name === 'teams' ? 'meeting' : 'places')}
          />
        ))}
      </FormGroup>
      {mandatory ? null : (
        <FormTextField
          name="places"
          control={control}
          label="Maximum participants"
          helperText="0 means unlimited"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      )}
      {teams ? (
        <FormTextField
          name="meeting"
          control={control}
          label="Teams link"
          required
          type="url"
          placeholder="https://teams.microsoft.com/…"
          helperText="An https address"
        />
      ) : null}
    </>
  );
}

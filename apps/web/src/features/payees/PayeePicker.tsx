import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../accounts/useDebouncedValue.ts';
import { fetchPayees, payeesQueryKey, type Payee } from './payees.api.ts';
import { PayeeDialog } from './PayeeDialog.tsx';

/** The picker's first entry opens the payee dialog instead of choosing a payee. */
export const ADD_NEW_PAYEE = 'Add New Payee';

/** A payee as the picker holds it. */
export type PickedPayee = Pick<Payee, 'id' | 'displayName' | 'tin'>;

type Option = PickedPayee | { id: 'new'; displayName: typeof ADD_NEW_PAYEE; tin: '' };

const NEW_OPTION: Option = { id: 'new', displayName: ADD_NEW_PAYEE, tin: '' };
const PICKER_PAGE_SIZE = 50;

interface PayeePickerProps {
  value: PickedPayee | null;
  onChange: (payee: PickedPayee | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The payee picker of the filing form (spec part 2 §2): search by name, e-mail or last 4 of the TIN, or 'Add New Payee'. */
export function PayeePicker({ value, onChange, error, disabled }: PayeePickerProps) {
  const [input, setInput] = useState('');
  const [adding, setAdding] = useState(false);
  const term = useDebouncedValue(input.trim(), 250);
  const search = value && term === value.displayName ? '' : term;
  const list = { pageSize: PICKER_PAGE_SIZE, pageNumber: 0, search };
  const payees = useQuery({
    queryKey: payeesQueryKey(list),
    queryFn: ({ signal }) => fetchPayees(list, signal),
    placeholderData: keepPreviousData,
    enabled: !disabled,
  });
  const options: Option[] = [NEW_OPTION, ...(payees.data?.payees ?? [])];

  return (
    <>
      <Autocomplete<Option>
        options={options}
        value={value}
        disabled={disabled}
        loading={payees.isFetching}
        filterOptions={(items) => items}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        getOptionLabel={(option) => option.displayName}
        getOptionKey={(option) => String(option.id)}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.id === 'new'
              ? `+ ${ADD_NEW_PAYEE}`
              : `${option.displayName}${option.tin ? ` (${option.tin})` : ''}`}
          </li>
        )}
        inputValue={input}
        onInputChange={(_event, next) => setInput(next)}
        onChange={(_event, next) => {
          if (next && next.id === 'new') {
            setAdding(true);
            return;
          }
          onChange(next ? { id: next.id, displayName: next.displayName, tin: next.tin } : null);
        }}
        renderInput={(params) => (
          <TextField {...params} label="Payee" error={error !== undefined} helperText={error} />
        )}
      />
      {adding && (
        <PayeeDialog
          payee={null}
          onClose={() => setAdding(false)}
          onSaved={(payee) => onChange({ id: payee.id, displayName: payee.displayName, tin: payee.tin })}
        />
      )}
    </>
  );
}

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormCheckboxField } from '../form-kit/FormCheckboxField.tsx';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import {
  changedConfigFields,
  CONFIG_TYPES,
  type ConfigProperty,
  type ConfigPropertyFields,
} from './backOffice.api.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  value: z.string().min(1, 'Value is required'),
  type: z.enum(CONFIG_TYPES),
  description: z.string(),
  isActive: z.boolean(),
  isEncrypted: z.boolean(),
  requiresRestart: z.boolean(),
});

const TYPE_OPTIONS = CONFIG_TYPES.map((type) => ({ value: type, label: type }));

const EMPTY: ConfigPropertyFields = {
  name: '',
  value: '',
  type: 'STRING',
  description: '',
  isActive: true,
  isEncrypted: false,
  requiresRestart: false,
};

interface ConfigPropertyDialogProps {
  open: boolean;
  /** The property as loaded, when editing; null to add one. */
  property: ConfigProperty | null;
  onClose: () => void;
  /** Resolves when saved; rejects with the message to show. */
  onCreate: (fields: ConfigPropertyFields) => Promise<void>;
  onUpdate: (property: ConfigProperty, changes: Partial<ConfigPropertyFields>) => Promise<void>;
}

/** Add Property / edit: the name is fixed on edit and only the changed fields are sent. */
export function ConfigPropertyDialog({
  open,
  property,
  onClose,
  onCreate,
  onUpdate,
}: ConfigPropertyDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ConfigPropertyFields>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useEffect(() => {
    if (!open) return;
    form.reset(property ? { ...property } : EMPTY);
  }, [open, property, form]);

  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = form.handleSubmit(async (fields) => {
    setProblem(null);
    try {
      if (!property) {
        await onCreate(fields);
        return;
      }
      const changes = changedConfigFields(property, { ...fields, name: property.name });
      if (Object.keys(changes).length === 0) {
        setProblem('No changes detected');
        return;
      }
      await onUpdate(property, changes);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="config-property-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="config-property-title">{property ? 'Edit Property' : 'Add Property'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <FormTextField
              name="name"
              control={form.control}
              label="Name"
              required
              disabled={property !== null}
            />
            <FormTextField name="value" control={form.control} label="Value" required multiline maxRows={6} />
            <FormSelectField name="type" control={form.control} label="Type" options={TYPE_OPTIONS} />
            <FormTextField name="description" control={form.control} label="Description" />
            <FormCheckboxField name="isActive" control={form.control} label="Active" />
            <FormCheckboxField name="isEncrypted" control={form.control} label="Encrypted" />
            <FormCheckboxField name="requiresRestart" control={form.control} label="Requires restart" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

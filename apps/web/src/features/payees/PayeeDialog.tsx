import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ADDRESS_FIELDS, isPlaceholderTin, normalizeTin, PAYEE_TEXT_FIELDS } from '@file1099/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ActivitySection } from '../activity/ActivitySection.tsx';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PartyFields } from '../party/PartyFields.tsx';
import { findPayeeByTin, savePayee, type Payee } from './payees.api.ts';
import {
  createPayeeSchema,
  PAYEE_MESSAGES,
  toPayeeFormValues,
  toPayeeSaveInput,
  type PayeeFormValues,
} from './payeeForm.ts';

interface PayeeDialogProps {
  /** The payee to edit; null adds one. */
  payee: Payee | null;
  onClose: () => void;
  onSaved?: (payee: Payee) => void;
  /**
   * 'Use existing payee' on the same-TIN warning (the payees page opens that payee instead); without
   * it the existing payee counts as the one saved (`onSaved`) and the dialog closes, as a picker wants.
   */
  onUseExisting?: (payee: Payee) => void;
}

/** A complete TIN typed in (not the masked one shown back, not a placeholder): worth a same-TIN check. */
function getTypedTin(tin: string): string | null {
  const digits = normalizeTin(tin);
  return /^\d{9}$/.test(digits) && !isPlaceholderTin(digits) ? digits : null;
}

export const DUPLICATE_TIN_MESSAGE = (other: Pick<Payee, 'displayName' | 'tin'>) =>
  `${other.displayName} already has this TIN (${other.tin}). Use that payee, or save this one as another payee with the same TIN.`;

const FIELDS = new Set<string>([...PAYEE_TEXT_FIELDS, ...ADDRESS_FIELDS.map((key) => `address.${key}`)]);

/** The Add/Edit Payee dialog (spec part 2 §2, Payees). */
export function PayeeDialog({ payee, onClose, onSaved, onUseExisting }: PayeeDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  /** Another payee with the TIN typed in, and the TIN the user chose to save anyway. */
  const [sameTin, setSameTin] = useState<{ tin: string; other: Payee } | null>(null);
  const [acceptedTin, setAcceptedTin] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setValue,
    setError: setFieldError,
  } = useForm<PayeeFormValues>({
    resolver: zodResolver(createPayeeSchema(payee ? payee.tin : undefined)),
    defaultValues: toPayeeFormValues(payee),
  });
  const title = payee ? 'Edit Payee' : 'Add Payee';

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const typed = getTypedTin(values.tin);
      if (typed && typed !== acceptedTin) {
        const other = await findPayeeByTin(typed, payee?.id);
        if (other) {
          setSameTin({ tin: typed, other });
          return;
        }
      }
      setSameTin(null);
      const saved = await savePayee(toPayeeSaveInput(payee?.id, values));
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      await queryClient.invalidateQueries({ queryKey: ['filings'] });
      notify(PAYEE_MESSAGES.saved, { severity: 'success' });
      onSaved?.(saved);
      onClose();
    } catch (caught) {
      // The details once: under their field, else in the dialog; the spec's notice as a notification.
      setError(
        showFormFailure(caught, setFieldError, {
          fields: FIELDS,
          fallback: PAYEE_MESSAGES.saveFailed,
          summary: { notify, message: PAYEE_MESSAGES.saveFailed },
        }),
      );
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="payee-dialog-title" maxWidth="md" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog may sit inside another form (the filing form's payee picker).
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogTitle id="payee-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PartyFields
              control={control}
              setValue={setValue}
              typeName="entityType"
              typeLabel="Payee type"
              tinLabel="Payee's TIN"
              autoTinType={payee === null}
            />
            {sameTin && (
              <Alert
                severity="warning"
                action={
                  <Stack direction="row" spacing={1}>
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => {
                        if (onUseExisting) {
                          onUseExisting(sameTin.other);
                          return;
                        }
                        onSaved?.(sameTin.other);
                        onClose();
                      }}
                    >
                      Use existing payee
                    </Button>
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => {
                        setAcceptedTin(sameTin.tin);
                        setSameTin(null);
                      }}
                    >
                      Keep both
                    </Button>
                  </Stack>
                }
              >
                {DUPLICATE_TIN_MESSAGE(sameTin.other)}
              </Alert>
            )}
            <FormError message={error} />
            {payee && <ActivitySection entityType="payee" entityId={payee.id} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save Payee
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

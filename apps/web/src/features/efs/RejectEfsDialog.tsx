import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../form-kit/FormTextField.tsx';

/** The reason is required (spec part 2 §5: 'Rejection Reason'), trimmed, at most 200 characters. */
export const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Rejection Reason')
    .max(200, 'The Rejection Reason can be at most 200 characters'),
});
type RejectValues = z.infer<typeof rejectSchema>;

export function RejectEfsDialog(props: {
  count: number;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { control, handleSubmit, reset } = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    reset();
    props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            props.onReject(values.reason);
            reset();
          })(event)
        }
      >
        <DialogTitle>Reject {props.count === 1 ? '1 filing' : `${props.count} filings`}</DialogTitle>
        <DialogContent>
          <FormTextField
            name="reason"
            control={control}
            label="Rejection Reason"
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={props.busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  CORRECTION_TYPE_LABELS,
  FORM_TYPES,
  getFormDefinition,
  getFormTypeLabel,
  isCorrectionType,
  isFormSupported,
  isFormType,
  type BoxDefinition,
} from '@file1099/forms';
import { getYearLabel } from '@file1099/shared';
import { ActivitySection } from '../activity/ActivitySection.tsx';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PayeePicker } from '../payees/PayeePicker.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { BoxInput } from './BoxInput.tsx';
import { fetchFiling, filingQueryKey, saveFiling, type Filing } from './filings.api.ts';
import {
  checkFilingForm,
  createFilingSchema,
  FILING_FORM_MESSAGES,
  getFilingFieldPath,
  getFormFields,
  toFilingFormValues,
  type FilingFormContext,
  type FilingFormValues,
} from './filingForm.ts';

interface FilingTrowserProps {
  /** The draft to edit; null adds a filing. */
  filingId: number | null;
  /** Form type to start a new filing with (`params.formType`). */
  defaultFormType?: string;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function FieldGrid({ fields, control }: { fields: readonly BoxDefinition[]; control: FilingFormControl }) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.type === 'boolean' ? 12 : 6 }}>
          <BoxInput field={field} control={control} />
        </Grid>
      ))}
    </Grid>
  );
}

type FilingFormControl = ReturnType<typeof useForm<FilingFormValues>>['control'];

function CorrectionInfo({ context }: { context: FilingFormContext }) {
  if (!isCorrectionType(context.correctionType) || context.correctionType === 'Original') {
    return <Typography color="text.secondary">Original return (not a correction).</Typography>;
  }
  const label = CORRECTION_TYPE_LABELS[context.correctionType];
  return (
    <Stack spacing={1}>
      <Typography data-testid="correction-info">
        {label} of filing #{context.originalFilingId}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {context.correctionType === 'First'
          ? 'Enter the amounts as they should have been reported. For a wrong TIN or name, this return reports zero amounts.'
          : 'The return as it should have been filed. Correct the payee name or TIN on the Payees page.'}
      </Typography>
    </Stack>
  );
}

function FilingForm({
  filing,
  defaultFormType,
  onClose,
}: {
  filing: Filing | null;
  defaultFormType: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { year: selectedYear } = useFilingYear();
  const [error, setError] = useState<string | null>(null);
  const context = useMemo<FilingFormContext>(
    () => ({
      filingYear: filing?.filingYear ?? selectedYear,
      correctionType: filing?.correctionType ?? 'Original',
      originalFilingId: filing?.originalFilingId ?? null,
    }),
    [filing, selectedYear],
  );
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<FilingFormValues>({
    resolver: zodResolver(createFilingSchema(context)),
    defaultValues: toFilingFormValues(filing, defaultFormType),
  });
  const payee = useController({ control, name: 'payee' });
  const values = useWatch({ control }) as FilingFormValues;
  const definition = isFormType(values.filingType)
    ? getFormDefinition(values.filingType, context.filingYear)
    : null;
  const warnings = useMemo(() => checkFilingForm(values, context).warnings, [values, context]);
  const isCorrection = context.correctionType !== 'Original';
  const formTypeOptions = FORM_TYPES.filter((type) => isFormSupported(type, context.filingYear)).map(
    (type) => ({
      value: type,
      label: getFormTypeLabel(type),
    }),
  );
  const title = filing ? 'Edit Filing' : 'Add Filing';

  const onSubmit = handleSubmit(async (submitted) => {
    setError(null);
    const { filingData } = checkFilingForm(submitted, context);
    if (!submitted.payee || !isFormType(submitted.filingType)) return;
    try {
      await saveFiling({
        ...(filing ? { id: filing.id } : {}),
        payeeId: submitted.payee.id,
        filingType: submitted.filingType,
        filingYear: context.filingYear,
        filingData,
        correctionType: context.correctionType,
        ...(context.originalFilingId === null ? {} : { originalFilingId: context.originalFilingId }),
      });
      await queryClient.invalidateQueries({ queryKey: ['filings'] });
      notify(FILING_FORM_MESSAGES.saved, { severity: 'success' });
      onClose();
    } catch (caught) {
      const fields = new Set(
        definition ? getFormFields(definition).map((field) => `boxes.${field.name}`) : [],
      );
      fields.add('filingType');
      setError(
        showFormFailure(caught, setFieldError, {
          fields,
          mapPath: getFilingFieldPath,
          fallback: FILING_FORM_MESSAGES.unexpected,
          summary: { notify, message: FILING_FORM_MESSAGES.saveFailed },
        }),
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Toolbar sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}>
        <Typography variant="h6" component="h1" id="filing-trowser-title" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {getYearLabel(context.filingYear)}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Stack spacing={2}>
          <Section title="Correction info">
            <CorrectionInfo context={context} />
          </Section>
          <Section title="Form details">
            <Stack spacing={2}>
              <FormSelectField
                control={control}
                name="filingType"
                label="Form type"
                options={formTypeOptions}
                emptyLabel="Select a form"
                disabled={isCorrection}
              />
              <PayeePicker
                value={payee.field.value}
                onChange={payee.field.onChange}
                error={payee.fieldState.error?.message}
                disabled={isCorrection}
              />
            </Stack>
          </Section>
          {definition && (
            <>
              <Section title="Box data">
                <FieldGrid fields={definition.boxes} control={control} />
                {formState.errors.summary?.boxes?.message && (
                  <Alert severity="error" sx={{ mt: 2 }} data-testid="box-amount-error">
                    {formState.errors.summary.boxes.message}
                  </Alert>
                )}
              </Section>
              {definition.stateFields.length > 0 && (
                <Section title="State withholding">
                  <FieldGrid fields={definition.stateFields} control={control} />
                </Section>
              )}
              <Section title="Other info">
                <FieldGrid fields={definition.extraFields} control={control} />
              </Section>
            </>
          )}
          {formState.errors.summary?.correction?.message && (
            <Alert severity="error">{formState.errors.summary.correction.message}</Alert>
          )}
          {warnings.length > 0 && (
            <Alert severity="warning" data-testid="filing-warnings">
              {warnings.map((warning) => (
                <div key={`${warning.code}-${warning.path}`}>{warning.message}</div>
              ))}
            </Alert>
          )}
          <FormError message={error} />
          {filing && <ActivitySection entityType="filing" entityId={filing.id} />}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Save Filing
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The Add/Edit Filing trowser (spec part 2 §2, Filings): a full-screen form driven by the form
 * catalogue for the chosen form and year — correction info, form details, box data, state
 * withholding and other info.
 */
export function FilingTrowser({ filingId, defaultFormType = '', onClose }: FilingTrowserProps) {
  const filing = useQuery({
    queryKey: filingQueryKey(filingId ?? 0),
    queryFn: ({ signal }) => fetchFiling(filingId ?? 0, signal),
    enabled: filingId !== null,
    staleTime: 0,
  });
  const ready = filingId === null || filing.isSuccess;
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="filing-trowser-title">
      {filingId !== null && filing.isPending && <PageLoading label="Loading the filing" />}
      {filingId !== null && (filing.isError || (filing.isSuccess && !filing.data)) && (
        <Container maxWidth="md" sx={{ py: 3 }}>
          <Typography variant="h6" component="h1" id="filing-trowser-title">
            Edit Filing
          </Typography>
          <Alert severity="error" sx={{ my: 2 }}>
            Could not find the filing.
          </Alert>
          <Button onClick={onClose}>Close</Button>
        </Container>
      )}
      {ready && (filingId === null || filing.data) && (
        <FilingForm filing={filing.data ?? null} defaultFormType={defaultFormType} onClose={onClose} />
      )}
    </Dialog>
  );
}

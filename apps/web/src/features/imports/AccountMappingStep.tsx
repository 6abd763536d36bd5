import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Autocomplete, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import {
  assignAccountsToBox,
  formatBoxMappings,
  getMappableBoxes,
  INTEGRATION_MESSAGES,
  parseBoxMappings,
  type BoxMappings,
  type PartnerId,
} from '@file1099/forms';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { chartKey, fetchChart, saveBoxMappings, type PartnerAccountEntry } from './partnerImport.api.ts';

const FORM_SECTIONS = [
  { formType: 'Type_1099_NEC', title: '1099-NEC' },
  { formType: 'Type_1099_MISC', title: '1099-MISC' },
] as const;

function readMappings(stored: readonly { boxName: string; accountIds: string }[], year: number): BoxMappings {
  return parseBoxMappings(stored, year).mappings ?? {};
}

/**
 * The account mappings step (spec part 2 §2 "Account mappings screen", §4 "Account mappings"): a
 * section per form, each box with the accounts mapped to it; an account belongs to one box, so taking
 * it for a box moves it. Saved mappings are shown; without any, suggestions from the account names
 * are shown for the user to check — nothing is saved until the user saves or goes on.
 */
export function AccountMappingStep(props: {
  partner: PartnerId;
  integrationId: number;
  year: number;
  onSaved: () => void;
  onBack: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [saving, setSaving] = useState(false);
  const chart = useQuery({
    queryKey: chartKey(props.integrationId),
    queryFn: () => fetchChart(props.integrationId, false),
  });
  const [mappings, setMappings] = useState<BoxMappings | null>(null);
  const data = chart.data;
  const suggested = data !== undefined && data.boxMappings.length === 0;
  const boxes = useMemo(() => getMappableBoxes(props.year), [props.year]);
  const accounts = useMemo(() => (data?.accounts ?? []).filter((account) => account.isActive), [data]);
  const byId = useMemo(() => new Map(accounts.map((account) => [account.accountId, account])), [accounts]);

  const shownMappings = (): BoxMappings =>
    mappings ??
    (data
      ? readMappings(data.boxMappings.length > 0 ? data.boxMappings : data.suggestedBoxMappings, props.year)
      : {});

  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(chartKey(props.integrationId), await fetchChart(props.integrationId, true));
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setRefreshing(false);
    }
  };
  const save = async (): Promise<boolean> => {
    setSaving(true);
    try {
      await saveBoxMappings(props.partner, formatBoxMappings(shownMappings()));
      notify(INTEGRATION_MESSAGES.mappingsSaved, { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: chartKey(props.integrationId) });
      return true;
    } catch (error) {
      notifyFailure(notify, error, { fallback: INTEGRATION_MESSAGES.mappingsFailed });
      return false;
    } finally {
      setSaving(false);
    }
  };

  if (chart.isPending) return <CircularProgress aria-label="Loading the chart of accounts" />;
  if (chart.isError) return <Alert severity="error">{getFailureMessage(chart.error)}</Alert>;
  // Until the user changes something: the saved mappings, or else the suggestions.
  const current = shownMappings();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Map accounts to boxes
      </Typography>
      <Typography variant="body2">
        Choose the expense accounts whose payments go in each box. An account belongs to one box: choosing it
        for another box moves it there.
      </Typography>
      {suggested && (
        <Alert severity="info">
          We suggested these mappings from your account names. Check them, then save.
        </Alert>
      )}
      {FORM_SECTIONS.map((section) => (
        <Stack key={section.formType} spacing={1.5} component="section" aria-label={section.title}>
          <Typography variant="subtitle1" component="h3">
            {section.title}
          </Typography>
          {boxes
            .filter((box) => box.formType === section.formType)
            .map((box) => (
              <Autocomplete<PartnerAccountEntry, true>
                key={box.boxName}
                multiple
                options={accounts}
                getOptionLabel={(account) => account.accountFullName || account.accountName}
                isOptionEqualToValue={(a, b) => a.accountId === b.accountId}
                value={(current[box.boxName] ?? []).flatMap((id) => byId.get(id) ?? [])}
                onChange={(_event, chosen) =>
                  setMappings(
                    assignAccountsToBox(
                      current,
                      box.boxName,
                      chosen.map((a) => a.accountId),
                    ),
                  )
                }
                renderInput={(params) => (
                  <TextField {...params} label={`Box ${box.boxNumber} ${box.label}`} size="small" />
                )}
              />
            ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack}>Back</Button>
        <Button onClick={() => void refresh()} disabled={refreshing}>
          Refresh
        </Button>
        <Button onClick={() => void save()} disabled={saving}>
          Save
        </Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => void save().then((ok) => ok && props.onSaved())}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

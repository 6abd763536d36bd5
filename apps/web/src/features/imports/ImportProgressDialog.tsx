import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Typography,
} from '@mui/material';
import { notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import {
  answerImportQuestion,
  fetchImportRun,
  RUNNING_STATUSES,
  type ImportQuestion,
  type ImportRun,
} from './imports.api.ts';
import { PayeeComparison } from './PayeeComparison.tsx';

/** Polling interval while the job runs (spec part 2 §4 allows the client its own pace). */
export const IMPORT_POLL_MS = 1000;

export const importRunKey = (id: number) => ['importRun', id] as const;

/** Polls a run every second while it is Queued or Processing. */
export function useImportRun(id: number | null) {
  return useQuery({
    queryKey: importRunKey(id ?? 0),
    queryFn: () => fetchImportRun(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && RUNNING_STATUSES.includes(query.state.data.status) ? IMPORT_POLL_MS : false,
  });
}

interface QuestionDialogProps {
  question: ImportQuestion;
  busy: boolean;
  onAnswer: (answer: string, applyToAll: boolean) => void;
}

/** A conflict or error question of the job: one button per action, and 'Apply to all'. */
export function ImportQuestionDialog({ question, busy, onAnswer }: QuestionDialogProps) {
  const [applyToAll, setApplyToAll] = useState(false);
  return (
    <Dialog open aria-labelledby="import-question-title" maxWidth="md">
      <DialogTitle id="import-question-title">{question.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question.message}</DialogContentText>
        <PayeeComparison rows={question.comparison ?? []} />
        <FormControlLabel
          control={
            <Checkbox checked={applyToAll} onChange={(event) => setApplyToAll(event.target.checked)} />
          }
          label="Apply to all"
        />
      </DialogContent>
      <DialogActions>
        {question.actions.map((action) => (
          <Button key={action} disabled={busy} onClick={() => onAnswer(action, applyToAll)}>
            {action}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

interface ImportProgressDialogProps {
  run: ImportRun;
}

/** The progress dialog (starts at 10 %, rises to 100) and the run's question when it waits for one. */
export function ImportProgressDialog({ run }: ImportProgressDialogProps) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const answer = async (value: string, applyToAll: boolean) => {
    setBusy(true);
    try {
      const next = await answerImportQuestion(run.id, value, applyToAll);
      queryClient.setQueryData(importRunKey(run.id), next);
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };

  if (run.status === 'WaitingForAnswer' && run.question)
    return (
      <ImportQuestionDialog
        key={`${run.question.kind}-${run.question.title}-${run.question.message}`}
        question={run.question}
        busy={busy}
        onAnswer={(value, applyToAll) => void answer(value, applyToAll)}
      />
    );
  if (!RUNNING_STATUSES.includes(run.status) && run.status !== 'WaitingForAnswer') return null;
  const progress = Math.max(10, Math.min(100, run.progress));
  return (
    <Dialog open aria-labelledby="import-progress-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-progress-title">Importing your data</DialogTitle>
      <DialogContent>
        {/* Taken back after its server stopped: moving again shortly, so no frozen bar meanwhile. */}
        {run.resuming ? (
          <LinearProgress aria-label="Import progress" />
        ) : (
          <LinearProgress variant="determinate" value={progress} aria-label="Import progress" />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {run.resuming ? 'Resuming… The import continues where it stopped.' : `${progress}% complete`}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

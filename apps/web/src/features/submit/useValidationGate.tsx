import { useCallback, useRef, useState, type ReactNode } from 'react';
import { getFailureMessage } from '../api/failure.ts';
import { ConfirmDialog } from '../form-kit/ConfirmDialog.tsx';
import { validateFilings } from './submit.api.ts';
import { getValidationOutcome, SUBMIT_MESSAGES, type FilingCheck } from './submitRules.ts';

/**
 * `validateFilings` before the order (spec part 2 §4 submission flow): errors block with the spec's
 * message, warnings alone ask 'Ignore warnings and submit anyways'. `check` resolves true when the
 * filings may go on; `checks` keeps the last answer so the review can show each filing's problems.
 */
export function useValidationGate(): {
  check: (filingIds: readonly number[]) => Promise<boolean>;
  checking: boolean;
  message: string | null;
  checks: FilingCheck[];
  dialog: ReactNode;
} {
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [checks, setChecks] = useState<FilingCheck[]>([]);
  const [asking, setAsking] = useState(false);
  const answer = useRef<((ignore: boolean) => void) | null>(null);

  const check = useCallback(async (filingIds: readonly number[]) => {
    setMessage(null);
    if (filingIds.length === 0) {
      setMessage(SUBMIT_MESSAGES.selectAtLeastOne);
      return false;
    }
    setChecking(true);
    try {
      const result = await validateFilings(filingIds, false);
      setChecks(result);
      const outcome = getValidationOutcome(result);
      if (outcome.kind === 'errors') {
        setMessage(SUBMIT_MESSAGES.filingsHaveErrors);
        return false;
      }
      if (outcome.kind === 'ok') return true;
      setMessage(SUBMIT_MESSAGES.filingsHaveWarnings);
      setAsking(true);
      const ignore = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
      });
      if (ignore) setMessage(null);
      return ignore;
    } catch (error) {
      setMessage(getFailureMessage(error, SUBMIT_MESSAGES.validateFailed));
      return false;
    } finally {
      setChecking(false);
    }
  }, []);

  const reply = (ignore: boolean) => {
    setAsking(false);
    answer.current?.(ignore);
    answer.current = null;
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={SUBMIT_MESSAGES.ignoreWarnings}
      text={SUBMIT_MESSAGES.filingsHaveWarnings}
      confirmLabel="Ignore"
      onConfirm={() => reply(true)}
      onClose={() => reply(false)}
    />
  );
  return { check, checking, message, checks, dialog };
}

import { useCallback, useMemo } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { changeFilingService, type FilingService, type StateFilingMethod } from '@file1099/forms';
import { notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import type { Filing } from './filings.api.ts';
import { updateFilingService, updateFilingServices } from './filingServices.api.ts';
import { getSelectAllTargets, getServiceContext } from './serviceColumns.tsx';

export const SERVICES_FAILED = 'Failed to update the services';

/** What the hook's query holds: a page of the drafts grid, or the filings of an order. */
interface FilingsPage {
  filings: Filing[];
}

/**
 * The service toggles of a page of drafts: the change shows at once (the form package's rules, as the
 * server applies them), goes to the server, and is put back with a message if the server refuses it.
 */
export function useFilingServices(
  queryKey: QueryKey,
  tinMatchEnabled: boolean,
  /** Called once the server has saved a change (e.g. to price the order again). */
  onSaved?: () => void,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();

  const put = useCallback(
    (filings: readonly Filing[]) => {
      const byId = new Map(filings.map((filing) => [filing.id, filing]));
      queryClient.setQueryData<FilingsPage>(queryKey, (page) =>
        page ? { ...page, filings: page.filings.map((filing) => byId.get(filing.id) ?? filing) } : page,
      );
    },
    [queryClient, queryKey],
  );

  const run = useCallback(
    async (
      service: FilingService,
      targets: readonly Filing[],
      selected: boolean,
      method: StateFilingMethod | undefined,
      bulk: boolean,
    ) => {
      const changed: Filing[] = [];
      for (const filing of targets) {
        const result = changeFilingService(
          filing,
          { service, selected, filingMethod: method },
          getServiceContext(filing, tinMatchEnabled),
        );
        if (!result.ok) {
          notify(result.message, { severity: 'error' });
          return;
        }
        changed.push(result.filing);
      }
      if (changed.length === 0) return;
      await queryClient.cancelQueries({ queryKey });
      put(changed);
      try {
        const [one] = targets;
        const saved =
          !bulk && one
            ? [await updateFilingService(service, { id: one.id, filingMethod: method }, selected)]
            : await updateFilingServices(
                service,
                targets.map((filing) => ({ id: filing.id, filingMethod: method })),
                selected,
              );
        put(saved);
        onSaved?.();
      } catch (caught) {
        put(targets);
        notifyFailure(notify, caught, { prefix: SERVICES_FAILED });
      }
    },
    [notify, onSaved, put, queryClient, queryKey, tinMatchEnabled],
  );

  const onToggle = useCallback(
    (filing: Filing, service: FilingService, selected: boolean, method?: StateFilingMethod) =>
      void run(service, [filing], selected, method, false),
    [run],
  );

  const onToggleAll = useCallback(
    (filings: readonly Filing[], service: FilingService, selected: boolean) =>
      void run(
        service,
        getSelectAllTargets(filings, service, selected, tinMatchEnabled),
        selected,
        undefined,
        true,
      ),
    [run, tinMatchEnabled],
  );

  return useMemo(() => ({ onToggle, onToggleAll }), [onToggle, onToggleAll]);
}

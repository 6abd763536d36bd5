// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getWizardSteps, readFlow, readMethod, readStep } from './wizardSteps.ts';

describe('wizard steps', () => {
  it('imports through method, prepare, import and review', () => {
    expect(getWizardSteps('import', null)).toEqual(['importMethod', 'prepare', 'import', 'review']);
    expect(getWizardSteps('import', 'manual')).toEqual(['importMethod', 'prepare', 'import', 'review']);
  });

  it('adds the payer and payee reviews and the order to the create flow after an Excel import, without the filing review', () => {
    expect(getWizardSteps('create', 'excel')).toEqual([
      'importMethod',
      'prepare',
      'import',
      'review',
      'reviewPayer',
      'reviewPayees',
      'reviewOrder',
      'submitted',
    ]);
  });

  it('maps accounts between prepare and import for a partner', () => {
    expect(getWizardSteps('import', 'qbo')).toEqual([
      'importMethod',
      'prepare',
      'mapAccounts',
      'import',
      'review',
    ]);
    expect(readStep('mapAccounts')).toBe('mapAccounts');
  });

  it('keeps the filing review when fewer than 5 steps precede it', () => {
    expect(getWizardSteps('create', 'manual')).toEqual([
      'importMethod',
      'reviewPayer',
      'reviewPayees',
      'reviewFilings',
      'reviewOrder',
      'submitted',
    ]);
  });

  it('reads unknown query values as the first step, the import flow and no method', () => {
    expect(readStep('reviewPayees')).toBe('reviewPayees');
    expect(readStep('pay')).toBe('importMethod');
    expect(readStep(null)).toBe('importMethod');
    expect(readFlow('create')).toBe('create');
    expect(readFlow('submit')).toBe('import');
    expect(readMethod('excel')).toBe('excel');
    expect(readMethod('quickbooks')).toBeNull();
  });
});

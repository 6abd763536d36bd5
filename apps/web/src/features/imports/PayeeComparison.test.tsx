import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportQuestionDialog } from './ImportProgressDialog.tsx';
import { NOT_IN_FILE } from './PayeeComparison.tsx';

describe('existing payee question', () => {
  it('shows the existing payee and the file field by field before asking', async () => {
    const onAnswer = vi.fn();
    render(
      <ImportQuestionDialog
        busy={false}
        onAnswer={onAnswer}
        question={{
          kind: 'payeeExists',
          title: 'An existing payee found',
          message: "A payee with TIN '**-***4567' already exists in our system. Do you want to overwrite it?",
          actions: ['Stop', 'Skip', 'Add as duplicate', 'Overwrite'],
          comparison: [
            { label: 'Name', existing: 'Old Co', file: 'New Co' },
            { label: 'TIN', existing: '**-***4567', file: '**-***4567' },
            { label: 'E-mail', existing: 'ap@old.test', file: null },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Existing payee and the file' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldExisting payeeIn the file',
      'NameOld CoNew Co',
      'TIN**-***4567**-***4567',
      `E-mailap@old.test${NOT_IN_FILE}`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(onAnswer).toHaveBeenCalledWith('Overwrite', false);
  });
});

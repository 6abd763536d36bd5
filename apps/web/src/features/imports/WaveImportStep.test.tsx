import { fireEvent, render, screen } from '@testing-library/react';
import { PARTNERS } from '@file1099/forms';
import { describe, expect, it, vi } from 'vitest';
import { WaveImportStep } from './WaveImportStep.tsx';

describe("Wave's import step", () => {
  it('says where the payments come from and imports the vendors on request', () => {
    const onImportVendors = vi.fn();
    const onEditMappings = vi.fn();
    const { rerender } = render(
      <WaveImportStep
        busy={false}
        onImportVendors={onImportVendors}
        onBack={vi.fn()}
        onEditMappings={onEditMappings}
      />,
    );
    expect(screen.getByText(PARTNERS.Wave.importNote ?? 'missing')).toBeTruthy();
    expect(screen.getByText(/export them as CSV for the year/)).toBeTruthy();
    expect(screen.getByText(/start the export on the oldest of those bills/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import vendors' }));
    expect(onImportVendors).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit mappings' }));
    expect(onEditMappings).toHaveBeenCalledTimes(1);
    rerender(
      <WaveImportStep
        busy
        onImportVendors={onImportVendors}
        onBack={vi.fn()}
        onEditMappings={onEditMappings}
      />,
    );
    expect(screen.getByRole('button', { name: 'Import vendors' }).hasAttribute('disabled')).toBe(true);
  });
});

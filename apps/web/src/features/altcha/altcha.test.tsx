import { createHash } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { encodeAltchaPayload, solveOnMainThread } from './altcha.ts';
import { AltchaField } from './AltchaField.tsx';

const solution = {
  algorithm: 'SHA-256',
  challenge: 'c0ffee',
  number: 42,
  salt: 's4lt?expires=1',
  signature: 'sig',
};

describe('ALTCHA payload', () => {
  it('is base64 of the JSON solution with exactly the v1 fields', () => {
    const payload = encodeAltchaPayload({ ...solution, maxnumber: 1000 } as typeof solution);
    expect(JSON.parse(atob(payload))).toEqual(solution);
    expect(Object.keys(JSON.parse(atob(payload)) as object)).toEqual([
      'algorithm',
      'challenge',
      'number',
      'salt',
      'signature',
    ]);
  });

  it('finds the number whose hash is the challenge', async () => {
    const salt = 'abc?expires=9';
    const challenge = createHash('sha256').update(`${salt}17`).digest('hex');
    await expect(solveOnMainThread({ challenge, salt, algorithm: 'SHA-256', max: 100 })).resolves.toBe(17);
  });
});

function Harness({ solve }: { solve: (signal: AbortSignal) => Promise<string> }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AltchaField value={value} onChange={setValue} solve={solve} />
      <span data-testid="value">{value}</span>
      <button type="button" onClick={() => setValue('')}>
        Use it up
      </button>
    </>
  );
}

describe('AltchaField', () => {
  it("solves when 'I am not a robot' is ticked, shows progress, then Verified", async () => {
    let finish: (payload: string) => void = () => undefined;
    const solve = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<Harness solve={solve} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    expect(screen.getByRole('status')).toHaveTextContent('Verifying…');
    finish('payload-1');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('payload-1'));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
  });

  it('starts over once the form has used the answer', async () => {
    const solve = vi.fn(() => Promise.resolve('payload'));
    render(<Harness solve={solve} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Use it up' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(solve).toHaveBeenCalledTimes(2));
  });

  it('says when the check could not run', async () => {
    render(<Harness solve={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    expect(
      await screen.findByText('The check could not run. Please tick the box again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

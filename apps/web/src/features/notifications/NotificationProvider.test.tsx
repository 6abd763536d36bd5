import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIMERS } from '@file1099/shared';
import { NotificationProvider } from './NotificationProvider.tsx';
import { useNotify } from './useNotify.ts';

function Sender() {
  const notify = useNotify();
  return (
    <>
      {[1, 2, 3, 4].map((n) => (
        <button key={n} onClick={() => notify(`Message ${n}`)}>
          Send {n}
        </button>
      ))}
      <button onClick={() => notify('Once', { key: 'once' })}>Send keyed</button>
    </>
  );
}

function renderStack() {
  render(
    <NotificationProvider>
      <Sender />
    </NotificationProvider>,
  );
}

const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('notification stack', () => {
  it('shows at most 3 messages and drops the oldest when a 4th arrives', () => {
    renderStack();
    for (const n of [1, 2, 3]) fireEvent.click(screen.getByText(`Send ${n}`));
    expect(messages()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    fireEvent.click(screen.getByText('Send 4'));
    expect(messages()).toEqual(['Message 2', 'Message 3', 'Message 4']);
  });

  it('hides each message after 2 seconds', () => {
    vi.useFakeTimers();
    renderStack();
    fireEvent.click(screen.getByText('Send 1'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByText('Send 2'));
    act(() => {
      vi.advanceTimersByTime(TIMERS.notificationAutoHideMs - 1000);
    });
    expect(messages()).toEqual(['Message 2']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(messages()).toEqual([]);
  });

  it('closes a message with its close button', () => {
    renderStack();
    fireEvent.click(screen.getByText('Send 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(messages()).toEqual([]);
  });

  it('does not repeat a keyed message that is still visible', () => {
    renderStack();
    fireEvent.click(screen.getByText('Send keyed'));
    fireEvent.click(screen.getByText('Send keyed'));
    expect(messages()).toEqual(['Once']);
  });
});

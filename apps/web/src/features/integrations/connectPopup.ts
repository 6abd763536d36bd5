/**
 * The connect popup (spec part 2 §4 and §9): a 600×700 window on the partner's connect path, watched
 * every 500 ms. The page it ends on posts `connectionStatus` Success or Fail to this window; a window
 * closed without that message means the flow was not completed. Only a message from the popup itself,
 * from this app's origin, counts.
 */
export const CONNECT_POPUP = { width: 600, height: 700, pollMs: 500 } as const;

export type ConnectOutcome =
  { status: 'Success' } | { status: 'Fail'; message: string } | { status: 'Closed' };

function readMessage(data: unknown): ConnectOutcome | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.connectionStatus === 'Success') return { status: 'Success' };
  if (message.connectionStatus !== 'Fail') return null;
  const parts = [message.errorMessage, message.detail].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return { status: 'Fail', message: parts.join('. ') };
}

export function openConnectPopup(connectPath: string, win: Window = window): Promise<ConnectOutcome | null> {
  const { width, height, pollMs } = CONNECT_POPUP;
  const left = Math.round(win.screenX + Math.max(0, (win.outerWidth - width) / 2));
  const top = Math.round(win.screenY + Math.max(0, (win.outerHeight - height) / 2));
  const popup = win.open(
    connectPath,
    'file1099-connect',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  // Blocked by the browser: the caller says so.
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    let closedSeen = false;
    const finish = (outcome: ConnectOutcome) => {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      const outcome = readMessage(event.data);
      if (outcome) finish(outcome);
    };
    win.addEventListener('message', onMessage);
    // The page posts, then closes: a closed window waits one more round for a message on its way.
    const timer = win.setInterval(() => {
      if (!popup.closed) return;
      if (closedSeen) finish({ status: 'Closed' });
      closedSeen = true;
    }, pollMs);
  });
}

/** What the connect-flow tests share: the popup's path through the partner's fake and its message. */
import { expect } from 'vitest';
import type { TestClient } from '../../../test/app-harness.ts';

/** The message the popup's page posts to its opener. */
export function postedMessage(html: string): Record<string, unknown> {
  const match = /var message = (\{.*?\});/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : {};
}

/** Clicks Connect: the connect path's redirect, the partner's consent and its redirect back. */
export async function startConnect(
  client: TestClient,
  connectPath: string,
): Promise<{ start: URL; callback: URL }> {
  const started = await client.request({ url: connectPath });
  expect(started.statusCode).toBe(302);
  const start = new URL(String(started.headers.location));
  const consent = await fetch(start, { redirect: 'manual' });
  return { start, callback: new URL(consent.headers.get('location') ?? '') };
}

/** The partner's redirect back, followed in the popup. */
export const finishConnect = (client: TestClient, callback: URL) =>
  client.request({ url: `${callback.pathname}${callback.search}` });

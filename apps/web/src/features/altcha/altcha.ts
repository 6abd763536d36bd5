import { solveChallenge } from 'altcha-lib/v1';
import { restRequest } from '../api/apiClient.ts';

/** `GET /access/altcha` (docs/access.md, "Anti-robot check"): the ALTCHA v1 challenge. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

export interface AltchaSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The library's default when a challenge names no limit. */
const DEFAULT_MAX_NUMBER = 1_000_000;

/** What the server reads as `altcha`: base64 of the JSON solution (ALTCHA v1 payload). */
export function encodeAltchaPayload(solution: AltchaSolution): string {
  const { algorithm, challenge, number, salt, signature } = solution;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}

export function fetchAltchaChallenge(signal?: AbortSignal): Promise<AltchaChallenge> {
  return restRequest<AltchaChallenge>('/access/altcha', { cache: 'no-store', signal });
}

export interface SolveRequest {
  challenge: string;
  salt: string;
  algorithm: string;
  max: number;
}

/** Finds the number on this thread (used where Web Workers are unavailable, and in tests). */
export async function solveOnMainThread(request: SolveRequest, signal?: AbortSignal): Promise<number | null> {
  const { promise, controller } = solveChallenge(
    request.challenge,
    request.salt,
    request.algorithm,
    request.max,
  );
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await promise;
  return solution ? solution.number : null;
}

/** Finds the number in a Web Worker so the page stays responsive; falls back to this thread. */
function solveInWorker(request: SolveRequest, signal?: AbortSignal): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveOnMainThread(request, signal);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(solveOnMainThread(request, signal));
      return;
    }
    const finish = () => worker.terminate();
    signal?.addEventListener(
      'abort',
      () => {
        finish();
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      finish();
      resolve(event.data.number);
    };
    worker.onerror = () => {
      finish();
      resolve(solveOnMainThread(request, signal));
    };
    worker.postMessage(request);
  });
}

/** Fetches a challenge and solves it; resolves with the payload to send as `altcha`. */
export async function runAltcha(signal?: AbortSignal): Promise<string> {
  const challenge = await fetchAltchaChallenge(signal);
  const number = await solveInWorker(
    {
      challenge: challenge.challenge,
      salt: challenge.salt,
      algorithm: challenge.algorithm,
      max: challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
    },
    signal,
  );
  if (number === null) throw new Error('The anti-robot challenge has no solution');
  return encodeAltchaPayload({ ...challenge, number });
}

import { solveChallenge } from 'altcha-lib/v1';
import type { SolveRequest } from './altcha.ts';

// Runs the proof of work off the main thread; answers `{ number }` (null when there is no solution).
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, max } = event.data;
  void solveChallenge(challenge, salt, algorithm, max).promise.then((solution) => {
    scope.postMessage({ number: solution ? solution.number : null });
  });
};

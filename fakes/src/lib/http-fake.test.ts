import { afterEach, expect, it } from 'vitest';
import { sendJson, startHttpFake, type RunningHttpFake } from './http-fake.ts';

let fake: RunningHttpFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

it('records each request and answers through the handler', async () => {
  fake = await startHttpFake((request, response) => sendJson(response, 201, { echo: request.body }));
  const answer = await fetch(`${fake.url}/v1/things?page=2`, { method: 'POST', body: 'hello' });
  expect(answer.status).toBe(201);
  expect(await answer.json()).toEqual({ echo: 'hello' });
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/things', body: 'hello' });
  expect(fake.requests[0]?.query.get('page')).toBe('2');
});

it('answers 500 with the message when the handler throws', async () => {
  fake = await startHttpFake(() => {
    throw new Error('scripted failure');
  });
  const answer = await fetch(`${fake.url}/x`);
  expect(answer.status).toBe(500);
  expect(await answer.json()).toEqual({ fakeError: 'scripted failure' });
});

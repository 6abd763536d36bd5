export { startHttpFake, readBody, sendJson, type FakeRequest, type RunningHttpFake } from './http-fake.ts';
export type { Books } from './books.ts';

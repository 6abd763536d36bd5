export { startHttpFake, readBody, sendJson, type FakeRequest, type RunningHttpFake } from './http-fake.ts';

import { describe, expect, it } from 'vitest';
import { AppConfigDocument } from '../../gql/domain/graphql.ts';
import { APP_CONFIG_QUERY } from './appConfig.query.ts';

describe('the app-config query', () => {
  it('sends the generated document (the schema check covers it), only laid out differently', () => {
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(words(String(APP_CONFIG_QUERY))).toBe(words(String(AppConfigDocument)));
  });
});

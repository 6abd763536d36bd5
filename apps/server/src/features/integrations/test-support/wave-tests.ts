/** What the Wave tests share: the settings that point the server at a running Wave fake. */
import type { RunningWaveFake } from '@file1099/fakes/wave';

/** The Wave settings (client id and secret, authorise, token and GraphQL URLs) for `fake`. */
export function waveSettings(fake: RunningWaveFake): Record<string, string> {
  return {
    INTEGRATIONS_WAVE_CLIENTID: fake.clientId,
    INTEGRATIONS_WAVE_CLIENTSECRET: fake.clientSecret,
    INTEGRATIONS_WAVE_AUTHORIZEURL: `${fake.url}/oauth2/authorize/`,
    INTEGRATIONS_WAVE_TOKENURL: `${fake.url}/oauth2/token/`,
    INTEGRATIONS_WAVE_GRAPHQLURL: `${fake.url}/graphql/public`,
  };
}

import type { FeatureFlags, PublicAppConfig, SeasonConfig } from '@file1099/shared';
import { domainBuilder as builder } from '../../graphql/builders.ts';

const Season = builder.objectRef<SeasonConfig>('Season').implement({
  fields: (t) => ({
    latestFilingYear: t.exposeInt('latestFilingYear'),
    defaultFilingYear: t.exposeInt('defaultFilingYear'),
    selectableYears: t.exposeIntList('selectableYears'),
    irsDownFrom: t.exposeString('irsDownFrom'),
    irsDownUntil: t.exposeString('irsDownUntil'),
    printCutoffMayMiss: t.exposeString('printCutoffMayMiss'),
    printCutoffWillMiss: t.exposeString('printCutoffWillMiss'),
    federalCutoffMayBeLate: t.exposeString('federalCutoffMayBeLate'),
    federalCutoffWillBeLate: t.exposeString('federalCutoffWillBeLate'),
    warningsEnd: t.exposeString('warningsEnd'),
    postmarkDeadline: t.exposeString('postmarkDeadline'),
    notices: t.exposeStringList('notices'),
  }),
});

const Features = builder.objectRef<FeatureFlags>('FeatureFlags').implement({
  fields: (t) => ({
    vendorPortal: t.exposeBoolean('vendorPortal'),
    userManagement: t.exposeBoolean('userManagement'),
    tinMatch: t.exposeBoolean('tinMatch'),
    w9: t.exposeBoolean('w9'),
  }),
});

const AppConfig = builder.objectRef<PublicAppConfig>('AppConfig').implement({
  fields: (t) => ({
    season: t.expose('season', { type: Season }),
    features: t.expose('features', { type: Features }),
    sandbox: t.exposeBoolean('sandbox'),
    pardonPage: t.exposeBoolean('pardonPage'),
  }),
});

// Public on purpose: the shell needs the season, flags and maintenance switch before sign-in.
builder.queryField('appConfig', (t) =>
  t.field({
    authScopes: { public: true },
    type: AppConfig,
    resolve: (_root, _args, { config }) => config.getPublicAppConfig(),
  }),
);

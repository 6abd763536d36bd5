import { authBuilder, domainBuilder, type Builder } from '../../graphql/builders.ts';

function addServiceInfo(builder: Builder, service: string): void {
  const ServiceInfo = builder.objectRef<{
    service: string;
    version: string;
    gitCommit: string;
    buildTime: string;
  }>('ServiceInfo');
  ServiceInfo.implement({
    fields: (t) => ({
      service: t.exposeString('service'),
      version: t.exposeString('version'),
      gitCommit: t.exposeString('gitCommit'),
      buildTime: t.exposeString('buildTime'),
    }),
  });
  builder.queryField('serviceInfo', (t) =>
    t.field({
      authScopes: { public: true },
      type: ServiceInfo,
      resolve: (_root, _args, { buildInfo }) => ({
        service,
        version: buildInfo.version,
        gitCommit: buildInfo.commit,
        buildTime: buildInfo.buildTime,
      }),
    }),
  );
}

addServiceInfo(domainBuilder, 'domain');
addServiceInfo(authBuilder, 'auth');

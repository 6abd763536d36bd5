import { randomBytes } from 'node:crypto';
import { authBuilder as builder } from '../../graphql/builders.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import { createUser } from '../users/users.service.ts';
import { seedSampleCompany } from './sample-data.ts';
import { startSession } from './start-session.ts';

export const SANDBOX_ONLY = 'The test drive is available in the sandbox only.';
export const SAMPLE_ACCOUNT_NAME = 'Sample Company';

// Sandbox test drive: a throwaway user and a test account named 'Sample Company', signed in at once.
builder.mutationField('startTestDrive', (t) =>
  t.boolean({
    authScopes: { public: true },
    args: { altcha: t.arg.string({ required: true }) },
    resolve: async (_root, { altcha }, context) => {
      if (!context.config.getBoolean('sandbox')) throw new AppError('FORBIDDEN', SANDBOX_ONLY);
      await context.rateLimits.consume('signUp', context.request);
      await context.services.altcha.verify(altcha);
      const id = randomBytes(6).toString('hex');
      const user = await context.db.transaction(async (tx) => {
        const created = await createUser(tx, {
          email: `testdrive-${id}@sandbox.file1099.invalid`,
          password: randomBytes(24).toString('base64url'),
          firstName: 'Test',
          lastName: 'Driver',
          isEmailConfirmed: true,
        });
        const domain = await createAccount(tx, {
          userId: created.id,
          name: SAMPLE_ACCOUNT_NAME,
          domainType: 'B',
          isTestAccount: true,
        });
        await seedSampleCompany(
          tx,
          context.services.tinVault,
          domain.id,
          context.config.getSeason().defaultFilingYear,
        );
        return { created, domainId: domain.id };
      });
      await startSession(context, user.created, user.domainId);
      return true;
    },
  }),
);

import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createAccount } from '../features/accounts/accounts.service.ts';
import { createUser, findUserByEmail } from '../features/users/users.service.ts';
import { users } from '../features/users/users.table.ts';
import { readEnv } from '../env.ts';
import { CONFIG_DEFINITION_BY_NAME } from '../features/config/config.registry.ts';
import { CONFIG_TYPES, type ConfigType } from '../features/config/config.table.ts';
import { createMailJobHandler, MAIL_JOB_KIND, sendMail } from '../features/mail/mail.service.ts';
import { createWorker } from '../features/jobs/jobs.worker.ts';
import { AppError } from '../lib/app-error.ts';
import { createLogger } from '../lib/logging.ts';
import { runMain } from '../lib/run-main.ts';
import { createKey, reencryptAll, stageKeyFile } from './rotate-key.ts';
import { mailSettings, openRuntime, type Runtime } from '../runtime.ts';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  config list                         every stored property (encrypted values masked)
  config get NAME                     the value the server uses for NAME
  config set NAME VALUE [--type T]    create or change a property (T: ${CONFIG_TYPES.join(', ')})
  config delete NAME                  remove a stored property (its default applies again)
  send-test-mail EMAIL                send a test message through the mail settings
  rotate-encryption-key               re-encrypt TINs and other secrets with a new key (with ENCRYPTION_KEY
                                      set, pass the new one as NEW_ENCRYPTION_KEY and update your settings)
  create-superadmin EMAIL             create a super admin (password from ADMIN_PASSWORD, or generated
                                      and printed once), or promote an existing user

With the embedded database, stop the server first: the database belongs to one process.`;

type Command = (runtime: Runtime, args: string[], options: { type?: string }) => Promise<void>;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

const COMMANDS: Record<string, Command> = {
  async 'rotate-encryption-key'(runtime) {
    const fromEnv = process.env.NEW_ENCRYPTION_KEY;
    if (runtime.env.encryptionKey && !fromEnv) {
      throw new AppError(
        'BAD_USER_INPUT',
        'ENCRYPTION_KEY is set: generate a new key (openssl rand -base64 32), pass it as NEW_ENCRYPTION_KEY, then put it in ENCRYPTION_KEY.',
      );
    }
    const newKey = fromEnv ? Buffer.from(fromEnv, 'base64') : createKey();
    if (newKey.length !== 32)
      throw new AppError('BAD_USER_INPUT', 'NEW_ENCRYPTION_KEY must be 32 bytes, base64-encoded.');
    const staged = runtime.env.encryptionKey ? undefined : stageKeyFile(runtime.env.dataDir, newKey);
    const counts = await reencryptAll(runtime.database.db, runtime.key, newKey);
    staged?.commit();
    print(
      `Re-encrypted ${counts.payers} payer and ${counts.payees} payee TINs, ${counts.importRecords} import records, ${counts.mfaSecrets} authenticator secrets, ${counts.configProperties} config properties and ${Object.values(counts.sealed).reduce((sum, rows) => sum + rows, 0)} other sealed records (W-9s, transmission files, payment requests).`,
    );
    print(
      staged
        ? 'The new key is in DATA_DIR/secrets/encryption.key (the old one is kept as encryption.key.previous).'
        : 'Now set ENCRYPTION_KEY to the new key and restart.',
    );
  },
  async 'create-superadmin'(runtime, [email]) {
    if (!email) throw new AppError('BAD_USER_INPUT', 'create-superadmin needs an e-mail address');
    const existing = await findUserByEmail(runtime.database.db, email);
    if (existing) {
      await runtime.database.db
        .update(users)
        .set({ isSuperAdmin: true, isEmailConfirmed: true })
        .where(eq(users.id, existing.id));
      print(`${existing.email} is now a super admin (password unchanged)`);
      return;
    }
    const given = process.env.ADMIN_PASSWORD;
    const password = given || randomBytes(18).toString('base64url');
    const user = await createUser(runtime.database.db, {
      email,
      password,
      firstName: 'Super',
      lastName: 'Admin',
      isEmailConfirmed: true,
      isSuperAdmin: true,
    });
    await createAccount(runtime.database.db, {
      userId: user.id,
      name: 'File1099 Operations',
      domainType: 'B',
    });
    print(`Super admin ${user.email} created`);
    if (!given) print(`Password (shown once): ${password}`);
  },
  async 'config list'(runtime) {
    for (const property of await runtime.config.listProperties()) {
      print(
        `${property.name} = ${property.value} (${property.type}${property.isActive ? '' : ', inactive'})`,
      );
    }
  },
  async 'config get'(runtime, [name]) {
    if (!name) throw new AppError('BAD_USER_INPUT', 'config get needs a NAME');
    const value = runtime.config.get(name);
    if (value === undefined) throw new AppError('NOT_FOUND', `Config property "${name}" has no value`);
    print(typeof value === 'string' ? value : JSON.stringify(value));
  },
  async 'config set'(runtime, [name, value], options) {
    if (!name || value === undefined)
      throw new AppError('BAD_USER_INPUT', 'config set needs a NAME and a VALUE');
    const type = (options.type?.toUpperCase() ??
      CONFIG_DEFINITION_BY_NAME.get(name)?.type ??
      'STRING') as ConfigType;
    const existing = (await runtime.config.listProperties()).find((property) => property.name === name);
    if (existing) await runtime.config.updateProperty(name, { value, type }, 'admin-cli');
    else await runtime.config.createProperty({ name, value, type }, 'admin-cli');
    print(`${name} set`);
  },
  async 'config delete'(runtime, [name]) {
    if (!name) throw new AppError('BAD_USER_INPUT', 'config delete needs a NAME');
    await runtime.config.deleteProperty(name, 'admin-cli', { allowKnown: true });
    print(`${name} deleted`);
  },
  async 'send-test-mail'(runtime, [email]) {
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new AppError('BAD_USER_INPUT', 'send-test-mail needs an e-mail address');
    const log = createLogger('warn');
    const mail = await sendMail(runtime.database.db, { from: runtime.env.mailFrom }, email, 'testMessage', {
      appUrl: runtime.env.appUrl,
    });
    const handlers = new Map([[MAIL_JOB_KIND, createMailJobHandler(mailSettings(runtime.env), log)]]);
    await createWorker({ db: runtime.database.db, log, handlers }).drain();
    print(
      runtime.env.smtp
        ? `Test message ${mail.id} handed to ${runtime.env.smtp.host}`
        : `No SMTP_HOST set: test message ${mail.id} is in the outbox (and in DATA_DIR/outbox)`,
    );
  },
};

runMain('File1099 admin', async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { type: { type: 'string' }, help: { type: 'boolean' } },
  });
  const twoWord = `${positionals[0] ?? ''} ${positionals[1] ?? ''}`;
  const [key, args] = COMMANDS[twoWord]
    ? [twoWord, positionals.slice(2)]
    : [positionals[0] ?? '', positionals.slice(1)];
  const command = COMMANDS[key];
  if (values.help || !command) {
    print(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const runtime = await openRuntime(readEnv());
  try {
    await command(runtime, args, { type: values.type });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`File1099 admin: ${error.message}\n`);
    process.exitCode = 1;
  } finally {
    await runtime.close();
  }
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { SmtpSettings } from '../../env.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { loadNodemailer } from '../../lib/lazy-modules.ts';
import { mailOutbox, type MailRow } from './mail.table.ts';
import { renderMail, type MailTemplateName, type MailTemplates } from './mail.templates.ts';

export const MAIL_JOB_KIND = 'mail.send';

export interface MailSettings {
  smtp: SmtpSettings | undefined;
  from: string;
  /**
   * Without SMTP, each message is also written here as <id>.json (DATA_DIR/outbox), so a person or a
   * test on this machine can follow its links; the log never carries links or codes.
   */
  outboxDir?: string;
}

/** The file of one outbox message: what a local reader needs to follow its links. */
export interface OutboxFile {
  id: number;
  template: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** Writes the message for local reading, owner-only (links carry one-time codes). */
async function writeOutboxFile(dir: string, mail: MailRow): Promise<void> {
  const file: OutboxFile = {
    id: mail.id,
    template: mail.template,
    to: mail.toAddress,
    from: mail.fromAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    links: mail.links,
    createdAt: mail.createdAt.toISOString(),
  };
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, `${String(mail.id).padStart(8, '0')}.json`);
  const partial = `${target}.partial`;
  await fs.writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(partial, target);
}

/**
 * Records the message and queues its delivery; the caller's transaction (if any) and the message
 * commit together, so a rolled-back action never sends mail.
 */
export async function sendMail<Name extends MailTemplateName>(
  db: Db,
  settings: Pick<MailSettings, 'from'>,
  to: string,
  template: Name,
  vars: MailTemplates[Name],
): Promise<MailRow> {
  const rendered = renderMail(template, vars);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template,
      toAddress: to,
      fromAddress: settings.from,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      links: rendered.links,
    })
    .returning();
  if (!row) throw new Error('sendMail: insert returned no row');
  await enqueueJob(db, MAIL_JOB_KIND, { mailId: row.id }, { maxAttempts: 8 });
  return row;
}

function isMailPayload(payload: unknown): payload is { mailId: number } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { mailId?: unknown }).mailId === 'number'
  );
}

/**
 * Told when the mail server refuses a message for good (a 5xx answer: the address does not exist or
 * takes no mail), in the job's transaction: a feature that sent it reacts (delivery falls back).
 */
export type MailRefusedHandler = (db: Db, mail: MailRow) => Promise<void>;

/** Delivers one recorded message: through SMTP when configured, else it stays in the outbox. */
export function createMailJobHandler(
  settings: MailSettings,
  log: Logger,
  onRefused?: MailRefusedHandler,
): JobHandler {
  const smtp = settings.smtp;
  // nodemailer loads with the first message to send, and one transport serves every later one.
  let smtpTransport: Transporter | undefined;
  const openTransport = async (): Promise<Transporter | undefined> => {
    if (!smtp) return undefined;
    smtpTransport ??= (await loadNodemailer()).createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    });
    return smtpTransport;
  };
  return async (payload, { db, job }) => {
    if (!isMailPayload(payload)) throw new JobError('mail.send needs a mailId', { retryable: false });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, payload.mailId));
    if (!mail) throw new JobError(`Mail ${payload.mailId} does not exist`, { retryable: false });
    if (mail.status === 'sent' || mail.status === 'outbox') return { status: mail.status };
    const transport = await openTransport();
    if (!transport) {
      let file = false;
      if (settings.outboxDir) {
        try {
          await writeOutboxFile(settings.outboxDir, mail);
          file = true;
        } catch (error) {
          // The message stays readable in the app's outbox; only the local copy is missing.
          log.warn({ mailId: mail.id, err: error }, 'could not write the outbox file');
        }
      }
      await db.update(mailOutbox).set({ status: 'outbox' }).where(eq(mailOutbox.id, mail.id));
      log.info({ mailId: mail.id, template: mail.template, file }, `mail to outbox: ${mail.subject}`);
      return { status: 'outbox' };
    }
    try {
      const info = await transport.sendMail({
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', messageId: info.messageId, sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, mail.id));
      return { status: 'sent', messageId: info.messageId };
    } catch (error) {
      const message = (error as Error).message;
      const responseCode = (error as { responseCode?: number }).responseCode;
      // 5xx from the server is a permanent refusal (bad address); anything else may pass later.
      const retryable = !(responseCode !== undefined && responseCode >= 500);
      const willRetry = retryable && job.attempts < job.maxAttempts;
      await db
        .update(mailOutbox)
        .set({ error: message, status: willRetry ? 'pending' : 'failed' })
        .where(eq(mailOutbox.id, mail.id));
      if (!retryable && onRefused) {
        try {
          await onRefused(db, mail);
        } catch (refusedError) {
          // The message is failed either way; what the sender does about it must not resend it.
          log.error({ mailId: mail.id, err: refusedError }, 'could not record the refused message');
        }
      }
      throw new JobError(`SMTP delivery failed: ${message}`, { retryable, cause: error });
    }
  };
}

export async function listOutbox(
  db: Db,
  options: { limit: number; offset: number },
): Promise<{ rows: MailRow[]; totalCount: number }> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db.select({ value: sql<number>`count(*)::int` }).from(mailOutbox);
  return { rows, totalCount: count?.value ?? 0 };
}

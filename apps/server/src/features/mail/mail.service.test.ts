import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createWorker, type JobHandler } from '../jobs/jobs.worker.ts';
import {
  createMailJobHandler,
  listOutbox,
  MAIL_JOB_KIND,
  sendMail,
  type OutboxFile,
} from './mail.service.ts';
import { mailOutbox } from './mail.table.ts';
import { escapeHtml, renderMail } from './mail.templates.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives, or refuses one recipient. */
async function startSmtpServer(
  refuse?: string,
): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address === refuse) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('mail templates', () => {
  it('renders text and HTML bodies with the links', () => {
    const mail = renderMail('testMessage', { appUrl: 'https://app.example.com/?a=1&b=2' });
    expect(mail.subject).toBe('File1099 test message');
    expect(mail.text).toContain('Open File1099: https://app.example.com/?a=1&b=2');
    expect(mail.html).toContain('href="https://app.example.com/?a=1&amp;b=2"');
    expect(mail.links).toEqual(['https://app.example.com/?a=1&b=2']);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });
});

describeEachDatabase('mail delivery', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(jobs);
  });

  function runWorker(handler: JobHandler) {
    const { log } = createCapturingLogger();
    return createWorker({ db: database.db, log, handlers: new Map([[MAIL_JOB_KIND, handler]]) }).drain();
  }

  it('keeps the message in the outbox without SMTP, writes it to the outbox folder and logs no link', async () => {
    const { log, lines } = createCapturingLogger();
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-outbox-')), 'outbox');
    try {
      const mail = await sendMail(
        database.db,
        { from: 'File1099 <no-reply@file1099.local>' },
        'payer@example.com',
        'resetPassword',
        { appUrl: 'http://localhost:3000', email: 'payer@example.com', code: 'reset-code-0123456789' },
      );
      expect(mail.status).toBe('pending');
      await runWorker(createMailJobHandler({ smtp: undefined, from: 'x', outboxDir }, log));
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(row?.status).toBe('outbox');
      const logged = lines
        .map((line) => JSON.parse(line) as { msg: string; mailId?: number; file?: boolean })
        .find((l) => l.msg.startsWith('mail to outbox'));
      expect(logged).toMatchObject({ msg: `mail to outbox: ${mail.subject}`, mailId: mail.id, file: true });
      expect(lines.join('\n')).not.toContain('reset-code-0123456789');
      expect(lines.join('\n')).not.toContain('/resetpassword');

      const files = fs.readdirSync(outboxDir);
      expect(files).toEqual([`${String(mail.id).padStart(8, '0')}.json`]);
      const file = path.join(outboxDir, files[0] ?? '');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      const written = JSON.parse(fs.readFileSync(file, 'utf8')) as OutboxFile;
      expect(written).toMatchObject({ id: mail.id, to: 'payer@example.com', subject: mail.subject });
      expect(written.links).toEqual(mail.links);
      expect(written.links[0]).toContain('code=reset-code-0123456789');

      const page = await listOutbox(database.db, { limit: 10, offset: 0 });
      expect(page.totalCount).toBe(1);
      expect(page.rows[0]?.toAddress).toBe('payer@example.com');
    } finally {
      fs.rmSync(path.dirname(outboxDir), { recursive: true, force: true });
    }
  });

  it('still moves the message to the outbox when its file cannot be written', async () => {
    const { log, lines } = createCapturingLogger();
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-outbox-')), 'not-a-folder');
    fs.writeFileSync(blocker, 'a file where the folder should be');
    try {
      const mail = await sendMail(database.db, { from: 'x@file1099.test' }, 'a@example.com', 'testMessage', {
        appUrl: 'http://localhost:3000',
      });
      await runWorker(createMailJobHandler({ smtp: undefined, from: 'x', outboxDir: blocker }, log));
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(row?.status).toBe('outbox');
      expect(lines.some((line) => line.includes('could not write the outbox file'))).toBe(true);
    } finally {
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
    }
  });

  it('sends through a real SMTP server when configured', async () => {
    const smtp = await startSmtpServer();
    try {
      const { log } = createCapturingLogger();
      const mail = await sendMail(
        database.db,
        { from: 'File1099 <no-reply@file1099.test>' },
        'payee@example.com',
        'testMessage',
        {
          appUrl: 'http://localhost:3000',
        },
      );
      await runWorker(
        createMailJobHandler(
          {
            smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, password: undefined },
            from: 'x',
          },
          log,
        ),
      );
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['payee@example.com']);
      expect(smtp.received[0]?.raw).toContain('Subject: File1099 test message');
      expect(smtp.received[0]?.raw).toContain('text/html');
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(row?.status).toBe('sent');
      expect(row?.messageId).toBeTruthy();
    } finally {
      await smtp.close();
    }
  });

  it('marks a message refused by the server as failed without retrying, and tells its sender', async () => {
    const smtp = await startSmtpServer('nobody@example.com');
    try {
      const { log } = createCapturingLogger();
      const refused: number[] = [];
      const mail = await sendMail(
        database.db,
        { from: 'no-reply@file1099.test' },
        'nobody@example.com',
        'testMessage',
        { appUrl: 'http://x' },
      );
      await runWorker(
        createMailJobHandler(
          {
            smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, password: undefined },
            from: 'x',
          },
          log,
          async (_db, failed) => {
            refused.push(failed.id);
          },
        ),
      );
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(row?.status).toBe('failed');
      expect(row?.error).toContain('Mailbox unavailable');
      expect(refused).toEqual([mail.id]);
      const [job] = await database.db.select().from(jobs);
      expect(job?.status).toBe('failed');
    } finally {
      await smtp.close();
    }
  });

  it('retries when the SMTP server cannot be reached', async () => {
    const { log } = createCapturingLogger();
    const refused: number[] = [];
    const mail = await sendMail(
      database.db,
      { from: 'no-reply@file1099.test' },
      'a@example.com',
      'testMessage',
      { appUrl: 'http://x' },
    );
    await runWorker(
      createMailJobHandler(
        {
          smtp: { host: '127.0.0.1', port: 1, secure: false, user: undefined, password: undefined },
          from: 'x',
        },
        log,
        async (_db, failed) => {
          refused.push(failed.id);
        },
      ),
    );
    expect(refused).toEqual([]);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(row?.status).toBe('pending');
    const [job] = await database.db.select().from(jobs);
    expect(job?.status).toBe('queued');
    expect(job?.error).toContain('SMTP delivery failed');
  });
});

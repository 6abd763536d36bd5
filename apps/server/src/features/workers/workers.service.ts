import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { diffForAudit, recordAudit } from '../audit/audit.service.ts';
import { workers, type WorkerRow } from './workers.table.ts';

export interface WorkerInput {
  name: string;
  jobTitle: string;
  location: string;
  orgSize: string;
  managerName: string;
}

const MAX_LENGTH = 200;

function clean(input: WorkerInput): WorkerInput {
  const values: WorkerInput = {
    name: input.name.trim(),
    jobTitle: input.jobTitle.trim(),
    location: input.location.trim(),
    orgSize: input.orgSize.trim(),
    managerName: input.managerName.trim(),
  };
  const fieldMessages: Record<string, string> = {};
  if (!values.name) fieldMessages.name = 'Required';
  for (const [key, value] of Object.entries(values)) {
    if (value.length > MAX_LENGTH) fieldMessages[key] = `At most ${MAX_LENGTH} characters`;
  }
  const [first] = Object.entries(fieldMessages);
  if (first) {
    throw new AppError('BAD_USER_INPUT', first[1] === 'Required' ? 'Name is required' : first[1], {
      fieldMessages,
    });
  }
  return values;
}

function fields(row: WorkerRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const { name, jobTitle, location, orgSize, managerName } = row;
  return { name, jobTitle, location, orgSize, managerName };
}

export async function listWorkers(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: WorkerRow[]; totalCount: number }> {
  const rows = await db.select().from(workers).orderBy(asc(workers.id)).limit(page.limit).offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(workers);
  return { rows, totalCount: count?.n ?? 0 };
}

export async function addWorker(db: Db, input: WorkerInput, actor: string): Promise<WorkerRow> {
  const values = clean(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workers)
      .values({ ...values, modifiedBy: actor })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor,
      entityType: 'worker',
      entityId: row.id,
      action: 'create',
      summary: `Worker ${row.name} added`,
      changes: diffForAudit(null, fields(row)),
    });
    return row;
  });
}

export async function editWorker(db: Db, id: number, input: WorkerInput, actor: string): Promise<WorkerRow> {
  const values = clean(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(workers).where(eq(workers.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Worker not found');
    const changes = diffForAudit(fields(before), { ...values });
    if (Object.keys(changes).length === 0) throw new AppError('BAD_USER_INPUT', 'No changes detected');
    const [row] = await tx
      .update(workers)
      .set({ ...values, updatedAt: new Date(), modifiedBy: actor })
      .where(eq(workers.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    await recordAudit(tx, {
      actor,
      entityType: 'worker',
      entityId: row.id,
      action: 'update',
      summary: `Worker ${row.name} edited`,
      changes,
    });
    return row;
  });
}

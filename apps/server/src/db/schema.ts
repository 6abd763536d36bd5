// Every table of the product; drizzle-kit reads this file to generate the one migration history.
export * from '../features/jobs/jobs.table.ts';
export * from '../features/mail/mail.table.ts';
export * from '../features/config/config.table.ts';
export * from '../features/users/users.table.ts';
export * from '../features/accounts/accounts.table.ts';
export * from '../features/sessions/sessions.table.ts';
export * from '../features/team/team.table.ts';
export * from '../features/auth/altcha.table.ts';
export * from '../features/payers/payers.table.ts';
export * from '../features/payees/payees.table.ts';
export * from '../features/filings/filings.table.ts';
export * from '../features/imports/imports.table.ts';
export * from '../features/security/rate-limits.table.ts';
export * from '../features/billing/billing.table.ts';
export * from '../features/documents/documents.table.ts';

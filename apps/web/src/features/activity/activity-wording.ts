/**
 * Plain words for the audit trail's field names (the Activity views and the super admins' Audit
 * Trail): the delivery channels' statuses, e-mail consent and TIN match results. A field without a
 * label is shown by its name.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  printStatus: 'Print status',
  printStatusDesc: 'Print note',
  emailStatus: 'E-mail status',
  emailStatusDesc: 'E-mail note',
  stateFilingStatus: 'State filing status',
  stateFilingStatusDesc: 'State filing note',
  emailConsent: 'E-mail consent',
  emailAddress: 'E-mail address',
  tinMatchStatus: 'TIN match',
  tinMatchResult: 'TIN match result code',
  vendorPortal: 'Vendor portal',
};

/** Status fields whose empty value means never set or not verified, not a blank. */
const EMPTY_AS: Readonly<Record<string, string>> = {
  printStatus: 'None',
  emailStatus: 'None',
  stateFilingStatus: 'None',
  emailConsent: 'None',
  tinMatchStatus: 'Not verified',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_AS[field] ?? '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field: 'Print status: Mailing → Queued' (— for nothing). */
export function describeChangeLines(changes: unknown): string[] {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, { from?: unknown; to?: unknown } | null>).map(
    ([field, change]) => `${fieldLabel(field)}: ${show(field, change?.from)} → ${show(field, change?.to)}`,
  );
}

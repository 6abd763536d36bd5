export * from './partners.ts';
export * from './box-mappings.ts';
export * from './payment-lines.ts';
export * from './import-summary.ts';
export * from './bill-login.ts';
export * from './wave-csv.ts';

export * from './season.ts';
export * from './app-config.ts';
export * from './messages.ts';
export * from './text.ts';

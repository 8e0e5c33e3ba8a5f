export * from './platform.ts';
export * from './account.ts';
export * from './content.ts';

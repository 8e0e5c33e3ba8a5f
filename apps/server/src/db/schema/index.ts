export * from './platform.ts';
export * from './account.ts';
export * from './content.ts';
export * from './community.ts';
export * from './message.ts';
export * from './merchant.ts';
export * from './points.ts';
export * from './mall.ts';

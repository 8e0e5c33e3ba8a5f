export * from './common.ts';
export * from './errors.ts';
export * as passport from './passport.ts';
export * as user from './user.ts';
export * as content from './content.ts';
export * as community from './community.ts';
export * as mall from './mall.ts';
export * as activity from './activity.ts';
export * as course from './course.ts';

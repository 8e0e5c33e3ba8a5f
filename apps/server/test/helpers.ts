/**
 * What the integration tests import: the harness (the app on a database of its own, calls, SMS
 * codes) and the factory kit's users. Factories of every domain are in kit.ts.
 */
export * from './harness.ts';
export { newUser } from './kit.ts';

/**
 * What the integration tests import: the harness (the app on a database of its own, calls, SMS
 * codes) and the factory kit's users. Factories of every domain are in kit.ts.
 */
import { byPath, testApp, visitorToken } from './harness.ts';
import { factories } from './kit.ts';

export * from './harness.ts';
export { newUser } from './kit.ts';

/** A test file's app with its factory kit, calls by path and a visitor's token, in one line. */
export async function testFile(env: Record<string, string> = {}) {
  const t = await testApp(env);
  return { t, kit: factories(t), by: byPath(t), visitor: await visitorToken(t.app) };
}

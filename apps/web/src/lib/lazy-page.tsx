import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<Record<string, unknown>>;

/** Every page is its own chunk. */
export function lazyPage(load: Loader, name: string) {
  const Component = lazy(async () => {
    const mod = await load();
    const page = mod[name];
    if (typeof page !== 'function') throw new Error(`page ${name} missing`);
    return { default: page as ComponentType };
  });
  return <Component />;
}

export type PageRoute = readonly [string, ReturnType<typeof lazyPage>];

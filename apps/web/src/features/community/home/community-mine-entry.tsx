import { lazy, Suspense } from 'react';
import { loadChunk } from '../routes.tsx';

const Links = lazy(loadChunk('mine'));

/** The mine page's community entries (my space, drafts, collections, likes, videos, likes received). */
export function CommunityMineEntry() {
  return (
    <Suspense fallback={<div className="cm-mine-placeholder" />}>
      <Links />
    </Suspense>
  );
}

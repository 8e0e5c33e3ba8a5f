import { lazy } from 'react';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { loadChunk } from '../routes.tsx';

/*
 * The home page's community section: its code, strings and data load when it scrolls into view,
 * so the entrance carries only this wrapper.
 */
const Section = lazy(loadChunk('home'));

export function CommunityHomeEntry() {
  return (
    <WhenVisible testId="home-community" minHeight="20rem">
      <Section />
    </WhenVisible>
  );
}

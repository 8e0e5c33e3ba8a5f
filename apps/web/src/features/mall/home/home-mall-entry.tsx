import { lazy } from 'react';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { withMallLocale } from '../i18n/load.ts';

/*
 * The home page's shops and goods. Only this small placeholder ships with the first screen: the
 * section's code, strings and data load when it scrolls into view.
 */
const HomeMallSection = lazy(
  withMallLocale(() => import('./home-mall-section.tsx').then((m) => ({ default: m.HomeMallSection }))),
);

export function HomeMallEntry() {
  return (
    <WhenVisible className="home-mall" testId="home-mall" minHeight="30rem">
      <HomeMallSection />
    </WhenVisible>
  );
}

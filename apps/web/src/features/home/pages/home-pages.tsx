import { Page } from '../../../components/page.tsx';
import { TabBar } from '../../../components/tab-bar.tsx';
import { ENTRANCE_PATH, HOME_PATH } from '../../../lib/route-paths.ts';
import { HomeContent } from '../components/home-content.tsx';

/** `/`, `/pages/entrance/entrance` and every unknown path: the default home. */
export function EntrancePage() {
  return (
    <Page path={ENTRANCE_PATH} bare className="page--tab">
      <HomeContent />
      <TabBar />
    </Page>
  );
}

export function IndexPage() {
  return (
    <Page path={HOME_PATH} bare className="page--tab">
      <HomeContent />
      <TabBar />
    </Page>
  );
}

import type { content } from '@dance/contracts';
import type { EndpointData } from '@dance/contracts';
import { Avatar, Image, List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { Price } from '../../../components/price.tsx';

type Section = EndpointData<typeof content.search>['sections'][number];
type Item = Section['list'][number];

const text = (item: Item, ...keys: string[]) => {
  for (const key of keys) {
    const value = item[key];
    if (typeof value === 'string' && value) return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
};

function UserSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  return (
    <>
      {section.list.map((item) => {
        const id = text(item, 'id');
        return (
          <List.Item
            key={id}
            prefix={
              <Avatar
                src={text(item, 'avatar')}

                style={{ '--size': '40px', '--border-radius': '50%' }}
              />
            }
            description={text(item, 'signature')}
            extra={t('search.fans', { count: Number(item.fans_count ?? 0) })}
            onClick={() =>
              void navigateTo(pageUrl('/pages/my-space', { user_id: id })).catch(() => undefined)
            }
            data-testid={`search-user-${id}`}
          >
            {text(item, 'nickname')}
          </List.Item>
        );
      })}
    </>
  );
}

/** Where an item of each section opens; a type not listed here is shown without a link. */
const DETAIL_PAGES: Record<string, string> = {
  post: '/pages/bbs-detail',
  topic: '/pages/topic-detail',
  circle: '/pages/circle-detail',
  goods: '/pages/goods-detail',
};

/** Posts, topics, circles, goods and any later section: picture, name, summary, and a link. */
function GenericSection({ section }: { section: Section }) {
  const page = DETAIL_PAGES[section.type];
  return (
    <>
      {section.list.map((item, index) => {
        const pic = text(item, 'cover', 'pic_url', 'cover_pic', 'image', 'avatar');
        const id = text(item, 'id');
        return (
          <List.Item
            key={id || index}
            onClick={
              page && id ? () => void navigateTo(pageUrl(page, { id })).catch(() => undefined) : undefined
            }
            data-testid={`search-${section.type}-${id}`}
            prefix={
              pic ? (
                <Image src={pic} width={44} height={44} fit="cover" lazy style={{ borderRadius: 6 }} />
              ) : undefined
            }
            description={text(item, 'summary', 'subtitle', 'signature', 'content')}
            extra={
              // Goods show their price, as in the shop.
              section.type === 'goods' && text(item, 'price') ? (
                <Price value={text(item, 'price')} size="sm" testId={`search-goods-price-${id}`} />
              ) : undefined
            }
          >
            {text(item, 'name', 'title', 'nickname', 'keyword') || '-'}
          </List.Item>
        );
      })}
    </>
  );
}

export function SearchSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections
        .filter((s) => s.list.length > 0)
        .map((section) => (
          <List
            key={section.type}
            header={section.title}
            className="card-list"
            data-testid={`search-section-${section.type}`}
          >
            {section.type === 'user' ? (
              <UserSection section={section} />
            ) : (
              <GenericSection section={section} />
            )}
          </List>
        ))}
    </>
  );
}

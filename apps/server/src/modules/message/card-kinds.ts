import { invalid } from '../../platform/errors.ts';
import type { CommunityServices } from '../community/index.ts';
import type { MallServices } from '../mall/index.ts';
import type { ActivityServices } from '../activity/index.ts';
import type { Cards } from './cards.ts';

/**
 * The cards of the domains that exist so far, made by their own services (called from app.ts's
 * late-bound ports): a public post, goods on sale, and an order between the conversation's buyer
 * and shop, and a published activity, titled with its start in the venue's
 * time zone and its venue.
 */
export function registerChatCards(
  cards: Cards,
  community: Pick<CommunityServices, 'posts'>,
  mall: Pick<MallServices, 'catalog' | 'orders'>,
  activity: Pick<ActivityServices, 'activities'>,
): void {
  cards.register('post', async (_sender, id) => {
    const b = (await community.posts.briefs([id], true)).get(id);
    return b ? { type: 'post', id, title: b.title, cover: b.cover, price: null, subtitle: b.type } : null;
  });
  cards.register('goods', async (_sender, id) => {
    const g = await mall.catalog.detail(null, id);
    if (!g.status) return null;
    return { type: 'goods', id, title: g.name, cover: g.cover, price: g.price, subtitle: g.mch.name };
  });
  cards.register('order', async (sender, id, place) => {
    if (place.kind !== 'shop') invalid('card.type', 'orders only in a conversation with their shop');
    const o = place.asShop ? await mall.orders.mchDetail(sender, id) : await mall.orders.detail(sender, id);
    if (o.mch.id !== place.mchId) return null;
    if ('buyer' in o && (o as { buyer: { id: number } }).buyer.id !== place.buyerId) return null;
    const first = o.items[0];
    return {
      type: 'order',
      id,
      title: first?.name ?? o.order_no,
      cover: first?.cover ?? '',
      price: o.pay_amount,
      subtitle: o.order_no,
    };
  });
  cards.register('activity', async (sender, id) => {
    const a = await activity.activities.card(sender, id);
    // The organiser may see a draft, but the other side could not open it.
    if (a.status === 'draft') return null;
    const when = new Intl.DateTimeFormat('en-CA', {
      timeZone: a.tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(a.start_at));
    return {
      type: 'activity',
      id,
      title: a.name,
      cover: a.cover,
      price: a.price_from,
      subtitle: `${when} · ${a.venue.name}`,
    };
  });
}

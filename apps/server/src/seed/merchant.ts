import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { yuan } from '../platform/money.ts';
import { MERCHANT_MOBILE } from './mall.ts';

/** Fixed, so a later start finds the same request (withdrawals are idempotent on it). */
const DEMO_CASH_CLIENT_ID = 'demo-withdrawal-0001';

/**
 * The demo shop's desk and money: its settings filled in, and (once its completed orders have
 * settled into the ledger) one withdrawal to a bank card waiting for the operators.
 */
export async function seedDemoMerchant(
  p: Platform,
  s: AppServices,
  people: Map<string, number>,
  shopId: number,
): Promise<void> {
  const owner = people.get(MERCHANT_MOBILE)!;
  const setting = await s.merchant.desk.setting(owner, shopId);
  if (!setting.hours) {
    await s.merchant.desk.save(owner, {
      ...setting,
      mch_id: shopId,
      cover: setting.cover,
      intro: setting.intro || '街舞装备、课程与活动，一站购齐。',
      contact: '021-62880001',
      hours: '每天 10:00-22:00',
      address: '上海市静安区南京西路 1 号 3 楼',
      after_sale_policy: '签收 7 天内可申请售后；护具、服装未剪标可退换。',
      delivery_modes: ['express', 'verify'],
    });
  }
  const { balance } = await s.merchant.account.balances(shopId);
  // Half of what settled, at most 50.00: the rest stays withdrawable for the demo.
  const amount = Math.min(5_000, Math.floor(balance / 2));
  if (amount < p.config.merchant.cashMin) return;
  await s.merchant.account.submit(owner, {
    mch_id: shopId,
    client_id: DEMO_CASH_CLIENT_ID,
    amount: yuan(amount),
    type: 'bank',
    name: '街舞社区商家',
    bank: '招商银行',
    branch: '上海静安支行',
    card_no: '6225880123456783',
  });
}

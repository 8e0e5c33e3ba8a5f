import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import {
  AppstoreOutline,
  BillOutline,
  FileOutline,
  ShopbagOutline,
  PayCircleOutline,
  ScanCodeOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { indexQuery, qrCodeQuery } from '../api/calls.ts';
import { roleMay, useShop } from '../lib/shop.ts';
import { NoShop } from '../components/shop-states.tsx';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function QrPopup({ mchId, onClose }: { mchId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const qr = useQuery(qrCodeQuery(mchId));
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ padding: '2rem', borderRadius: '1.2rem 1.2rem 0 0' }}>
      <div className="mch-qr" data-testid="mch-qr">
        {qr.data ? <img src={qr.data.image} alt={t('merchant.index.qr')} /> : null}
        <p className="mch-muted" style={{ textAlign: 'center' }}>
          {t('merchant.index.qrHint')}
        </p>
      </div>
    </Popup>
  );
}

function Desk({ mchId }: { mchId: number }) {
  const { t } = useTranslation();
  const q = useQuery(indexQuery(mchId));
  const [qr, setQr] = useState(false);
  const d = q.data;
  const role = d ? (d.staff_role ?? (d.role === 'owner' ? 'owner' : 'verify')) : null;
  const owner = roleMay.money(role);
  const orders = (status: string) => pageUrl('/pages/mch-order', { mch_id: mchId, status });
  const shortcuts = [
    { key: 'orders', icon: <FileOutline />, url: orders('all') },
    { key: 'verify', icon: <ScanCodeOutline />, url: '/pages/order-check' },
    ...(roleMay.goods(role)
      ? [{ key: 'goods', icon: <ShopbagOutline />, url: pageUrl('/pages/mch-goods', { mch_id: mchId }) }]
      : []),
    { key: 'courses', icon: <AppstoreOutline />, url: '/pages/class-manage' },
    ...(owner
      ? [
          { key: 'accountLog', icon: <BillOutline />, url: pageUrl('/pages/account-log', { mch_id: mchId }) },
          {
            key: 'cashLog',
            icon: <UnorderedListOutline />,
            url: pageUrl('/pages/cash-log', { mch_id: mchId }),
          },
          {
            key: 'withdraw',
            icon: <PayCircleOutline />,
            url: pageUrl('/pages/apply-cash', { mch_id: mchId }),
          },
          { key: 'members', icon: <TeamOutline />, url: pageUrl('/pages/mch-member', { mch_id: mchId }) },
        ]
      : []),
    ...(roleMay.settings(role)
      ? [{ key: 'setting', icon: <SetOutline />, url: pageUrl('/pages/mch-setting', { mch_id: mchId }) }]
      : []),
  ];
  return (
    <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
      {d && (
        <>
          <div className="mch-card mch-head">
            {d.detail.logo ? <img src={d.detail.logo} alt="" /> : null}
            <div style={{ flex: 1 }}>
              <div className="mch-head__name" data-testid="mch-name">
                {d.detail.name}
              </div>
              <div className="mch-muted">
                {t(`merchant.staffRole.${role ?? 'verify'}`)} ·{' '}
                {t('merchant.index.goods', { count: d.detail.goods_count })}
              </div>
            </div>
            <Button size="small" onClick={() => setQr(true)} data-testid="mch-qr-open">
              {t('merchant.index.qr')}
            </Button>
          </div>
          {d.account && (
            <div className="mch-card mch-balance" data-testid="mch-balance">
              <div>{t('merchant.account.balance')}</div>
              <strong>¥{d.account.balance}</strong>
              <div>{t('merchant.account.frozen', { amount: d.account.frozen })}</div>
              <div className="mch-balance__actions">
                <Button
                  size="small"
                  onClick={() => go(pageUrl('/pages/apply-cash', { mch_id: mchId }))}
                  data-testid="mch-withdraw"
                >
                  {t('merchant.shortcut.withdraw')}
                </Button>
                <Button
                  size="small"
                  fill="outline"
                  style={{ color: '#fff', borderColor: '#fff' }}
                  onClick={() => go(pageUrl('/pages/account-log', { mch_id: mchId }))}
                >
                  {t('merchant.shortcut.accountLog')}
                </Button>
              </div>
            </div>
          )}
          <div className="mch-card mch-figures" data-testid="mch-figures">
            <div className="mch-figure">
              <span className="mch-muted">{t('merchant.index.todaySales')}</span>
              <strong>¥{d.today.sales}</strong>
              <span className="mch-muted">{t('merchant.index.orders', { count: d.today.orders })}</span>
            </div>
            <div className="mch-figure">
              <span className="mch-muted">{t('merchant.index.weekSales')}</span>
              <strong>¥{d.week.sales}</strong>
              <span className="mch-muted">{t('merchant.index.orders', { count: d.week.orders })}</span>
            </div>
          </div>
          <div className="mch-card mch-counts">
            <button type="button" onClick={() => go('/pages/order-check')} data-testid="mch-to-verify">
              <strong>{d.to_verify}</strong>
              {t('merchant.index.toVerify')}
            </button>
            <button type="button" onClick={() => go(orders('to_ship'))} data-testid="mch-to-ship">
              <strong>{d.to_ship}</strong>
              {t('merchant.index.toShip')}
            </button>
            <button type="button" onClick={() => go(orders('after_sale'))} data-testid="mch-after-sales">
              <strong>{d.after_sales}</strong>
              {t('merchant.index.afterSales')}
            </button>
          </div>
          <div className="mch-card mch-shortcuts">
            {shortcuts.map((s) => (
              <button
                type="button"
                key={s.key}
                onClick={() => go(s.url)}
                data-testid={`mch-shortcut-${s.key}`}
              >
                {s.icon}
                {t(`merchant.shortcut.${s.key}`)}
              </button>
            ))}
          </div>
          {qr && <QrPopup mchId={mchId} onClose={() => setQr(false)} />}
        </>
      )}
    </QueryState>
  );
}

function ShopDesk() {
  const shop = useShop();
  if (shop.loading)
    return (
      <QueryState isPending error={null} refetch={() => undefined}>
        {null}
      </QueryState>
    );
  if (!shop.id) return <NoShop />;
  return <Desk mchId={shop.id} />;
}

/** mch: the shop's desk for its owner and clerks: figures, the account (owner), orders, shortcuts. */
export function MchPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/mch" title={t('merchant.index.title')} className="mch-page">
      <LoginRequired>
        <ShopDesk />
      </LoginRequired>
    </Page>
  );
}

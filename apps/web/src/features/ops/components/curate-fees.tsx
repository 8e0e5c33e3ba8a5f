import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { feeSettingQuery, saveFeeSetting, setShopFee } from '../api/fee-setting.ts';
import { opsKeys } from '../api/keys.ts';
import { bpFromPercent, percentOf } from '../lib/curate.ts';
import { Result, confirmed, useChange } from './curate-parts.tsx';

/** The platform's fee on settled orders and on withdrawals, and the shops with a fee of their own. */
export function CurateFees() {
  const { t } = useTranslation();
  const fees = useQuery(feeSettingQuery());
  const change = useChange();
  const shopChange = useChange();
  const [orderFee, setOrderFee] = useState('');
  const [cashFee, setCashFee] = useState('');
  const [mchId, setMchId] = useState('');
  const [shopFee, setShopFeeText] = useState('');
  const d = fees.data;

  useEffect(() => {
    if (!d) return;
    setOrderFee(d.fee_rate === d.default_fee_rate ? '' : percentOf(d.fee_rate));
    setCashFee(d.cash_fee_rate === d.default_cash_fee_rate ? '' : percentOf(d.cash_fee_rate));
  }, [d]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const fee = orderFee.trim() ? bpFromPercent(orderFee, 10_000) : null;
    const cash = cashFee.trim() ? bpFromPercent(cashFee, 1_000) : null;
    if (fee === undefined || cash === undefined)
      return change.setStatus({ ok: false, text: t('ops.curate.fees.range') });
    await change.run(
      () => saveFeeSetting({ fee_rate: fee, cash_fee_rate: cash }),
      () => t('ops.curate.fees.saved'),
      [opsKeys.fees],
    );
  };

  const saveShop = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(mchId);
    const fee = bpFromPercent(shopFee, 10_000);
    if (!id || fee === undefined || fee === null)
      return shopChange.setStatus({ ok: false, text: t('ops.curate.fees.shopFill') });
    const done = await shopChange.run(
      () => setShopFee({ mch_id: id, fee_rate: fee }),
      () => t('ops.curate.fees.shopSaved', { id }),
      [opsKeys.fees],
    );
    if (done) setShopFeeText('');
  };

  const clearShop = (id: number, name: string) => {
    if (!confirmed(t('ops.curate.fees.confirmClear', { name }))) return;
    void shopChange.run(
      () => setShopFee({ mch_id: id, fee_rate: null }),
      () => t('ops.curate.fees.shopCleared', { name }),
      [opsKeys.fees],
    );
  };

  return (
    <div className="ops-split">
      <div>
        <table className="ops-table" data-testid="ops-fees-shops">
          <thead>
            <tr>
              <th>{t('ops.curate.fees.shop')}</th>
              <th>{t('ops.curate.fees.ownFee')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(d?.shops ?? []).map((s) => (
              <tr key={s.mch.id} data-testid={`ops-fees-shop-${s.mch.id}`}>
                <td>
                  {s.mch.name} <span className="ops-muted">({s.mch.id})</span>
                </td>
                <td className="ops-mono">{percentOf(s.fee_rate)}%</td>
                <td className="ops-nowrap ops-curate__actions">
                  <button
                    type="button"
                    className="ops-link ops-curate__danger"
                    disabled={shopChange.busy}
                    onClick={() => clearShop(s.mch.id, s.mch.name)}
                    data-testid={`ops-fees-clear-${s.mch.id}`}
                  >
                    {t('ops.curate.fees.clear')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {fees.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {fees.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {d && !d.shops.length ? <p className="ops-muted ops-pad">{t('ops.curate.fees.noShops')}</p> : null}
      </div>
      <div className="ops-curate__stack">
        <form className="ops-panel" onSubmit={(e) => void save(e)} data-testid="ops-fees-form">
          <h2 className="ops-h2">{t('ops.curate.fees.platform')}</h2>
          <label className="ops-field">
            <span>{t('ops.curate.fees.orderFee')}</span>
            <input
              inputMode="decimal"
              value={orderFee}
              placeholder={d ? t('ops.curate.fees.default', { rate: percentOf(d.default_fee_rate) }) : ''}
              onChange={(e) => setOrderFee(e.target.value)}
              data-testid="ops-fees-order"
            />
          </label>
          <label className="ops-field">
            <span>{t('ops.curate.fees.cashFee')}</span>
            <input
              inputMode="decimal"
              value={cashFee}
              placeholder={
                d ? t('ops.curate.fees.default', { rate: percentOf(d.default_cash_fee_rate) }) : ''
              }
              onChange={(e) => setCashFee(e.target.value)}
              data-testid="ops-fees-cash"
            />
          </label>
          <p className="ops-muted">{t('ops.curate.fees.hint')}</p>
          <Result status={change.status} testId="ops-fees-result" />
          <button
            type="submit"
            className="ops-btn ops-btn--primary"
            disabled={change.busy || !d}
            data-testid="ops-fees-save"
          >
            {t('ops.curate.save')}
          </button>
        </form>
        <form className="ops-panel" onSubmit={(e) => void saveShop(e)} data-testid="ops-fees-shop-form">
          <h2 className="ops-h2">{t('ops.curate.fees.shopTitle')}</h2>
          <label className="ops-field">
            <span>{t('ops.curate.fees.shopId')}</span>
            <input
              inputMode="numeric"
              value={mchId}
              onChange={(e) => setMchId(e.target.value.replace(/\D/g, ''))}
              data-testid="ops-fees-shop-id"
            />
          </label>
          <label className="ops-field">
            <span>{t('ops.curate.fees.orderFee')}</span>
            <input
              inputMode="decimal"
              value={shopFee}
              onChange={(e) => setShopFeeText(e.target.value)}
              data-testid="ops-fees-shop-rate"
            />
          </label>
          <Result status={shopChange.status} testId="ops-fees-shop-result" />
          <button
            type="submit"
            className="ops-btn ops-btn--primary"
            disabled={shopChange.busy}
            data-testid="ops-fees-shop-save"
          >
            {t('ops.curate.fees.setShop')}
          </button>
        </form>
      </div>
    </div>
  );
}

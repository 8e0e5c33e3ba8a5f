import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { redirectTo, navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { formatFen, toFen } from '../../../lib/money.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { indexQuery, submitCash, type CashSubmitInput } from '../api/calls.ts';
import { merchantKeys } from '../api/keys.ts';
import { luhnValid, newClientId } from '../lib/shop.ts';

type Kind = 'balance' | 'wechat' | 'alipay' | 'bank';

/** The withdrawal form: to the app balance, WeChat or Alipay (apply-cash), or a bank card (apply-card-cash). */
export function CashForm({ mchId, card }: { mchId: number; card: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const desk = useQuery(indexQuery(mchId));
  const [type, setType] = useState<Kind>(card ? 'bank' : 'balance');
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [account, setAccount] = useState('');
  const [bank, setBank] = useState('');
  const [branch, setBranch] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [clientId] = useState(newClientId);
  const submit = useMutation({
    mutationFn: (input: CashSubmitInput) => submitCash(input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: merchantKeys.all });
      showSuccess(t('merchant.cash.submitted'));
      void redirectTo(pageUrl('/pages/cash-log', { mch_id: mchId })).catch(() => undefined);
    },
  });
  const balance = desk.data?.account?.balance ?? '0.00';

  const send = () => {
    const normalized = /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? formatFen(toFen(amount)) : '';
    if (!normalized || toFen(normalized) <= 0) return showToast(t('merchant.cash.invalid.amount'));
    if (toFen(normalized) > toFen(balance)) return showToast(t('merchant.cash.invalid.balance'));
    const base = { mch_id: mchId, client_id: clientId, amount: normalized };
    if (type === 'balance') return submit.mutate({ ...base, type });
    if (!name.trim()) return showToast(t('merchant.cash.invalid.name'));
    if (type === 'bank') {
      const digits = cardNo.replace(/\s+/g, '');
      if (!bank.trim()) return showToast(t('merchant.cash.invalid.bank'));
      if (!branch.trim()) return showToast(t('merchant.cash.invalid.branch'));
      if (!luhnValid(digits)) return showToast(t('merchant.cash.invalid.card'));
      return submit.mutate({ ...base, type, name, bank, branch, card_no: digits });
    }
    if (account.trim().length < 3) return showToast(t('merchant.cash.invalid.account'));
    return submit.mutate({ ...base, type, name, account });
  };

  return (
    <>
      <div className="mch-card mch-balance">
        <div>{t('merchant.account.balance')}</div>
        <strong data-testid="cash-balance">¥{balance}</strong>
      </div>
      {!card && (
        <div className="mch-card">
          <Selector
            columns={3}
            value={[type]}
            onChange={(v) => v[0] && setType(v[0] as Kind)}
            options={(['balance', 'wechat', 'alipay'] as const).map((k) => ({
              label: t(`merchant.cash.type.${k}`),
              value: k,
            }))}
          />
          <Button
            fill="none"
            size="small"
            onClick={() =>
              void navigateTo(pageUrl('/pages/apply-card-cash', { mch_id: mchId })).catch(() => undefined)
            }
            data-testid="cash-to-card"
          >
            {t('merchant.cash.toCard')}
          </Button>
        </div>
      )}
      <List>
        <List.Item title={t('merchant.cash.amount')}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            placeholder={t('merchant.cash.amountHint')}
            data-testid="cash-amount"
          />
        </List.Item>
        {type !== 'balance' && (
          <List.Item title={t(type === 'bank' ? 'merchant.cash.holder' : 'merchant.cash.name')}>
            <Input value={name} onChange={setName} maxLength={40} data-testid="cash-name" />
          </List.Item>
        )}
        {(type === 'wechat' || type === 'alipay') && (
          <List.Item title={t('merchant.cash.account')}>
            <Input value={account} onChange={setAccount} maxLength={60} data-testid="cash-account" />
          </List.Item>
        )}
        {type === 'bank' && (
          <>
            <List.Item title={t('merchant.cash.bank')}>
              <Input value={bank} onChange={setBank} maxLength={40} data-testid="cash-bank" />
            </List.Item>
            <List.Item title={t('merchant.cash.branch')}>
              <Input value={branch} onChange={setBranch} maxLength={60} data-testid="cash-branch" />
            </List.Item>
            <List.Item title={t('merchant.cash.cardNo')}>
              <Input
                inputMode="numeric"
                value={cardNo}
                onChange={setCardNo}
                maxLength={23}
                data-testid="cash-card"
              />
            </List.Item>
          </>
        )}
      </List>
      <p className="mch-muted" style={{ margin: '1.2rem' }}>
        {t('merchant.cash.rules')}
      </p>
      <div style={{ margin: '1.2rem' }}>
        <Button block color="primary" loading={submit.isPending} onClick={send} data-testid="cash-submit">
          {t('merchant.cash.submit')}
        </Button>
      </div>
    </>
  );
}

import { merchant } from '@dance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { applyInfoQuery, applyShop, myShopsQuery, type ApplyInput } from '../api/calls.ts';
import { merchantKeys } from '../api/keys.ts';
import { ImageUpload } from '../components/image-upload.tsx';

type Category = (typeof merchant.MCH_CATEGORIES)[number];
type TextField = 'name' | 'contact' | 'address';

function Form() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [v, setV] = useState<ApplyInput>({
    name: '',
    logo: '',
    category: 'studio',
    contact: '',
    licence: '',
    address: '',
  });
  const send = useMutation({
    mutationFn: () => applyShop(v),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: merchantKeys.all });
      showSuccess(t('merchant.apply.sent'));
    },
  });
  const set = (k: TextField) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const submit = () => {
    if (v.name.trim().length < 2) return showToast(t('merchant.apply.invalid.name'));
    if (!v.logo) return showToast(t('merchant.apply.invalid.logo'));
    if (v.contact.trim().length < 5) return showToast(t('merchant.apply.invalid.contact'));
    if (!v.licence) return showToast(t('merchant.apply.invalid.licence'));
    if (v.address.trim().length < 5) return showToast(t('merchant.apply.invalid.address'));
    send.mutate();
  };
  return (
    <>
      <List>
        <List.Item title={t('merchant.apply.field.name')}>
          <Input value={v.name} onChange={set('name')} maxLength={40} data-testid="apply-name" />
        </List.Item>
        <List.Item title={t('merchant.apply.field.logo')}>
          <ImageUpload
            value={v.logo}
            onChange={(logo) => setV((old) => ({ ...old, logo }))}
            label={t('merchant.apply.upload')}
            testId="apply-logo"
          />
        </List.Item>
        <List.Item title={t('merchant.apply.field.category')}>
          <Selector
            columns={3}
            value={[v.category]}
            onChange={(c) => c[0] && setV((old) => ({ ...old, category: c[0] as Category }))}
            options={merchant.MCH_CATEGORIES.map((c) => ({
              label: t(`merchant.apply.category.${c}`),
              value: c,
            }))}
          />
        </List.Item>
        <List.Item title={t('merchant.apply.field.contact')}>
          <Input value={v.contact} onChange={set('contact')} maxLength={40} data-testid="apply-contact" />
        </List.Item>
        <List.Item title={t('merchant.apply.field.licence')}>
          <ImageUpload
            value={v.licence}
            onChange={(licence) => setV((old) => ({ ...old, licence }))}
            label={t('merchant.apply.upload')}
            testId="apply-licence"
          />
        </List.Item>
        <List.Item title={t('merchant.apply.field.address')}>
          <Input value={v.address} onChange={set('address')} maxLength={200} data-testid="apply-address" />
        </List.Item>
      </List>
      <div style={{ margin: '1.2rem' }}>
        <Button block color="primary" loading={send.isPending} onClick={submit} data-testid="apply-submit">
          {t('merchant.apply.submit')}
        </Button>
      </div>
    </>
  );
}

function Application() {
  const { t } = useTranslation();
  const q = useQuery(applyInfoQuery());
  const shops = useQuery(myShopsQuery());
  const a = q.data?.application;
  const owned = shops.data?.find((s) => s.role === 'owner');
  const showForm = !owned && (!a || a.status === 'refused');
  return (
    <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
      {a && (
        <div className="mch-card" data-testid={`apply-status-${a.status}`}>
          <div className="mch-head">
            <div style={{ flex: 1 }}>
              <div className="mch-head__name">{a.name}</div>
              <div className="mch-muted">{t(`merchant.apply.category.${a.category}`)}</div>
            </div>
            <Tag color={a.status === 'approved' ? 'success' : a.status === 'refused' ? 'danger' : 'warning'}>
              {t(`merchant.apply.status.${a.status}`)}
            </Tag>
          </div>
          {a.reason && <p className="mch-muted">{t('merchant.cash.reason', { reason: a.reason })}</p>}
          {a.status === 'approved' && a.mch_id && (
            <Button
              block
              color="primary"
              style={{ marginTop: '1rem' }}
              onClick={() =>
                void navigateTo(pageUrl('/pages/mch', { mch_id: a.mch_id! })).catch(() => undefined)
              }
              data-testid="apply-open-desk"
            >
              {t('merchant.mine.title')}
            </Button>
          )}
        </div>
      )}
      {owned && !a && (
        <div className="mch-card" data-testid="apply-has-shop">
          <p className="mch-muted">{t('merchant.apply.hasShop', { name: owned.name })}</p>
          <Button
            block
            color="primary"
            onClick={() =>
              void navigateTo(pageUrl('/pages/mch', { mch_id: owned.id })).catch(() => undefined)
            }
          >
            {t('merchant.mine.title')}
          </Button>
        </div>
      )}
      {showForm && (
        <>
          <p className="mch-muted" style={{ margin: '1.2rem' }}>
            {t('merchant.apply.hint')}
          </p>
          <Form />
        </>
      )}
    </QueryState>
  );
}

/** mch-apply: a real-name verified user applies to open a shop, and follows the review. */
export function MchApplyPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/mch-apply" title={t('merchant.apply.title')} className="mch-page">
      <LoginRequired>
        <Application />
      </LoginRequired>
    </Page>
  );
}

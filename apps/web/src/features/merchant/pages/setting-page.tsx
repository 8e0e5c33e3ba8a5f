import { merchant } from '@dance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { saveSetting, settingQuery, type SettingInput } from '../api/calls.ts';
import { merchantKeys } from '../api/keys.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import { ShopGate } from '../components/shop-states.tsx';

type Setting = Omit<SettingInput, 'mch_id'>;
type TextField = 'name' | 'intro' | 'contact' | 'hours' | 'address' | 'return_address' | 'after_sale_policy';
const FIELDS: { key: TextField; max: number; area?: boolean }[] = [
  { key: 'name', max: 40 },
  { key: 'intro', max: 500, area: true },
  { key: 'contact', max: 40 },
  { key: 'hours', max: 60 },
  { key: 'address', max: 200 },
  { key: 'return_address', max: 200 },
  { key: 'after_sale_policy', max: 1000, area: true },
];

function Form({ mchId, initial }: { mchId: number; initial: Setting }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [v, setV] = useState<Setting>(initial);
  const save = useMutation({
    mutationFn: () => saveSetting({ ...v, mch_id: mchId }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: merchantKeys.all });
      showSuccess(t('merchant.setting.saved'));
    },
  });
  const set = (k: TextField) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  return (
    <>
      <List>
        {(['logo', 'cover'] as const).map((k) => (
          <List.Item key={k} title={t(`merchant.setting.field.${k}`)}>
            <ImageUpload
              value={v[k]}
              onChange={(url) => setV((old) => ({ ...old, [k]: url }))}
              label={t('merchant.apply.upload')}
              testId={`setting-${k}`}
            />
          </List.Item>
        ))}
        {FIELDS.map((f) => (
          <List.Item key={f.key} title={t(`merchant.setting.field.${f.key}`)}>
            {f.area ? (
              <TextArea
                value={v[f.key]}
                onChange={set(f.key)}
                maxLength={f.max}
                autoSize={{ minRows: 2, maxRows: 5 }}
                data-testid={`setting-${f.key}`}
              />
            ) : (
              <Input
                value={v[f.key]}
                onChange={set(f.key)}
                maxLength={f.max}
                data-testid={`setting-${f.key}`}
              />
            )}
          </List.Item>
        ))}
        <List.Item title={t('merchant.setting.field.delivery_modes')}>
          <Selector
            multiple
            columns={3}
            value={v.delivery_modes}
            onChange={(modes) => setV((old) => ({ ...old, delivery_modes: modes }))}
            options={merchant.DELIVERY_MODES.map((m) => ({
              label: t(`merchant.setting.delivery.${m}`),
              value: m,
            }))}
          />
        </List.Item>
      </List>
      <div style={{ margin: '1.2rem' }}>
        <Button
          block
          color="primary"
          loading={save.isPending}
          data-testid="setting-save"
          onClick={() => {
            if (v.name.trim().length < 2) return showToast(t('merchant.setting.invalid.name'));
            if (!v.delivery_modes.length) return showToast(t('merchant.setting.invalid.delivery'));
            save.mutate();
          }}
        >
          {t('merchant.setting.save')}
        </Button>
      </div>
    </>
  );
}

function Settings({ mchId }: { mchId: number }) {
  const q = useQuery(settingQuery(mchId));
  return (
    <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
      {q.data && <Form mchId={mchId} initial={q.data} />}
    </QueryState>
  );
}

/** mch-setting: the shop's name, intro, contact, hours, addresses, after-sale policy, delivery modes. */
export function MchSettingPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/mch-setting" title={t('merchant.setting.title')} className="mch-page">
      <LoginRequired>
        <ShopGate may="settings">{(mchId) => <Settings mchId={mchId} />}</ShopGate>
      </LoginRequired>
    </Page>
  );
}

import type { Region } from '@dance/contracts/content';
import type { Address } from '@dance/contracts/user';
import { Button, CascadePicker, Form, Input, Switch, TextArea } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useDistrict } from '../api/district.ts';
import { useAddressDetail } from '../api/address-detail.ts';
import { useSaveAddress } from '../api/address-save.ts';
import { MOBILE_RULE } from '../components/use-countdown.ts';
import './account.css';

interface Option {
  label: string;
  value: string;
  children?: Option[];
}

function toOptions(list: Region[]): Option[] {
  return list.map((r) => ({
    label: r.name,
    value: String(r.id),
    children: r.children?.length ? toOptions(r.children) : undefined,
  }));
}

/** Names of the picked ids, walking the tree. */
function namesOf(options: Option[], ids: string[]): string[] {
  const names: string[] = [];
  let level: Option[] | undefined = options;
  for (const id of ids) {
    const hit: Option | undefined = level?.find((o) => o.value === id);
    if (!hit) break;
    names.push(hit.label);
    level = hit.children;
  }
  return names;
}

interface Values {
  name: string;
  mobile: string;
  detail: string;
  is_default: boolean;
}

function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  const district = useDistrict();
  const options = useMemo(() => toOptions(district.data?.list ?? []), [district.data]);
  const [region, setRegion] = useState<string[]>(
    address ? [address.province_id, address.city_id, address.district_id].map(String) : [],
  );
  const [pickerOpen, setPickerOpen] = useState(false);
  const [regionError, setRegionError] = useState(false);
  const save = useSaveAddress();
  const regionText = region.length === 3 ? namesOf(options, region).join(' / ') : '';

  const finish = (values: Values) => {
    const [province, city, area] = region.map(Number);
    if (!province || !city || !area) return setRegionError(true);
    save.mutate(
      {
        id: address?.id,
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        province_id: province,
        city_id: city,
        district_id: area,
        detail: values.detail.trim(),
        is_default: values.is_default ? 1 : 0,
      },
      {
        onSuccess: () => {
          showSuccess(t('common.saved'));
          navigateBack();
        },
      },
    );
  };

  return (
    <>
      <Form
        layout="horizontal"
        mode="card"
        initialValues={{
          name: address?.name ?? '',
          mobile: address?.mobile ?? '',
          detail: address?.detail ?? '',
          is_default: address?.is_default === 1,
        }}
        onFinish={finish}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            className="gradient-button"
            loading={save.isPending}
            data-testid="address-save"
          >
            {t('common.save')}
          </Button>
        }
      >
        <Form.Item
          name="name"
          label={t('address.name')}
          rules={[{ required: true, max: 20, message: t('common.required') }]}
        >
          <Input placeholder={t('address.namePlaceholder')} maxLength={20} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('address.mobile')}
          rules={[{ required: true, pattern: MOBILE_RULE, message: t('login.mobileInvalid') }]}
        >
          <Input type="tel" placeholder={t('address.mobilePlaceholder')} maxLength={11} />
        </Form.Item>
        <Form.Item
          label={t('address.region')}
          onClick={() => setPickerOpen(true)}
          arrowIcon
          help={regionError ? t('common.required') : undefined}
        >
          <span className={regionText ? '' : 'muted'} data-testid="address-region">
            {regionText || t('address.regionPlaceholder')}
          </span>
        </Form.Item>
        <Form.Item
          name="detail"
          label={t('address.detail')}
          rules={[{ required: true, min: 2, max: 120, message: t('address.detailRule') }]}
        >
          <TextArea placeholder={t('address.detailPlaceholder')} maxLength={120} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('address.isDefault')}
          valuePropName="checked"
          childElementPosition="right"
        >
          <Switch />
        </Form.Item>
      </Form>
      <CascadePicker
        options={options}
        visible={pickerOpen}
        value={region}
        onClose={() => setPickerOpen(false)}
        onConfirm={(value) => {
          setRegion(value.filter((v): v is string => typeof v === 'string'));
          setRegionError(false);
        }}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        loading={district.isPending}
      />
    </>
  );
}

export function EditAddressPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const detail = useAddressDetail(id);
  return (
    <Page path="/pages/edit-address" title={id ? t('address.editTitle') : t('address.newTitle')}>
      <LoginRequired>
        {id ? (
          <QueryState isPending={detail.isPending} error={detail.error} refetch={detail.refetch}>
            {detail.data && <AddressForm key={detail.data.id} address={detail.data} />}
          </QueryState>
        ) : (
          <AddressForm address={null} />
        )}
      </LoginRequired>
    </Page>
  );
}

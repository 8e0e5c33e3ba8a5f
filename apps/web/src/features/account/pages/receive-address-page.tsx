import type { Address } from '@dance/contracts/user';
import { Button, Dialog, Radio, Space } from 'antd-mobile';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess } from '../../../lib/toast.ts';
import { useDestroyAddress } from '../api/address-destroy.ts';
import { useAddressList } from '../../../lib/api/address-list.ts';
import { useSaveAddress } from '../api/address-save.ts';
import { maskMobile } from '../components/mask.ts';
import './account.css';

function AddressItem({ address }: { address: Address }) {
  const { t } = useTranslation();
  const destroy = useDestroyAddress();
  const save = useSaveAddress();
  const edit = () =>
    void navigateTo(pageUrl('/pages/edit-address', { id: address.id })).catch(() => undefined);
  const remove = async () => {
    const ok = await Dialog.confirm({
      content: t('address.deleteConfirm'),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (ok) destroy.mutate(address.id, { onSuccess: () => showSuccess(t('common.deleted')) });
  };
  const makeDefault = () => {
    if (address.is_default) return;
    const { id, name, mobile, province_id, city_id, district_id, detail } = address;
    save.mutate({ id, name, mobile, province_id, city_id, district_id, detail, is_default: 1 });
  };
  return (
    <div className="address-item" data-testid={`address-${address.id}`}>
      <div className="address-item__head">
        <span>{address.name}</span>
        <span className="muted">{maskMobile(address.mobile)}</span>
        {address.is_default === 1 && <span className="status-tag status-tag--3">{t('address.default')}</span>}
      </div>
      <div className="address-item__text">
        {address.province} {address.city} {address.district} {address.detail}
      </div>
      <div className="address-item__actions">
        <Radio checked={address.is_default === 1} onChange={makeDefault} data-testid="address-set-default">
          {t('address.setDefault')}
        </Radio>
        <Space>
          <span onClick={edit} data-testid="address-edit">
            <EditSOutline /> {t('common.edit')}
          </span>
          <span onClick={() => void remove()} data-testid="address-delete">
            <DeleteOutline /> {t('common.delete')}
          </span>
        </Space>
      </div>
    </div>
  );
}

export function ReceiveAddressPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/receive-address" title={t('address.title')}>
      <LoginRequired>
        <AddressList />
        <div className="bottom-bar__spacer" />
        <div className="bottom-bar">
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            className="gradient-button"
            data-testid="address-add"
            onClick={() => void navigateTo('/pages/edit-address').catch(() => undefined)}
          >
            {t('address.add')}
          </Button>
        </div>
      </LoginRequired>
    </Page>
  );
}

function AddressList() {
  const { t } = useTranslation();
  const query = useAddressList();
  const list = query.data?.list ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={query.refetch}
      empty={list.length === 0}
      emptyText={t('address.empty')}
      emptyPicture="address"
    >
      {list.map((address) => (
        <AddressItem key={address.id} address={address} />
      ))}
    </QueryState>
  );
}

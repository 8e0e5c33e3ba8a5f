import type { Address } from '@dance/contracts/user';
import { Button, Popup, Radio } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useAddressList } from '../../../lib/api/address-list.ts';

interface AddressPickerProps {
  visible: boolean;
  selectedId: number | null;
  onSelect: (address: Address) => void;
  onClose: () => void;
}

/** Choose one of my addresses; adding and managing them uses the account pages. */
export function AddressPicker({ visible, selectedId, onSelect, onClose }: AddressPickerProps) {
  const { t } = useTranslation();
  const query = useAddressList();
  const list = query.data?.list ?? [];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="mall-popup">
      <div className="mall-popup__title">{t('mall.confirm.chooseAddress')}</div>
      <div className="mall-popup__scroll">
        {list.length === 0 && <div className="mall-card__empty">{t('address.empty')}</div>}
        {list.map((a) => (
          <div
            key={a.id}
            className="address-option"
            data-testid={`address-option-${a.id}`}
            onClick={() => {
              onSelect(a);
              onClose();
            }}
          >
            <Radio checked={a.id === selectedId} />
            <div className="address-option__main">
              <div className="address-option__head">
                <strong>{a.name}</strong> <span>{a.mobile}</span>
                {a.is_default === 1 && <span className="mall-tag">{t('address.default')}</span>}
              </div>
              <div className="muted">
                {a.province} {a.city} {a.district} {a.detail}
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="mall-popup__foot">
        <Button
          shape="rounded"
          onClick={() => void navigateTo('/pages/receive-address').catch(() => undefined)}
        >
          {t('mall.confirm.manageAddress')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          className="gradient-button"
          data-testid="address-picker-add"
          onClick={() => void navigateTo('/pages/edit-address').catch(() => undefined)}
        >
          {t('address.add')}
        </Button>
      </div>
    </Popup>
  );
}

import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { ApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import type { Attendee } from '../api/attendee-list.ts';
import { saveAttendee } from '../api/attendee-save.ts';
import { validateAttendee, type AttendeeDraft, type AttendeeProblem } from '../lib/attendee-form.ts';

interface AttendeePopupProps {
  visible: boolean;
  /** The attendee edited; null to add one. */
  editing: Attendee | null;
  /** The activity needs real names: an ID number is required (unless one is saved). */
  realName: boolean;
  onClose: () => void;
  onSaved: (attendee: Attendee) => void;
}

const EMPTY: AttendeeDraft = { name: '', mobile: '', idCard: '' };

/** Add or edit a saved attendee (观演人): name, mobile, ID number checked before it is sent. */
export function AttendeePopup({ visible, editing, realName, onClose, onSaved }: AttendeePopupProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AttendeeDraft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setDraft(editing ? { name: editing.name, mobile: editing.mobile, idCard: '' } : EMPTY);
    setTried(false);
  }, [visible, editing]);

  const needsId = realName && !editing?.has_id_card;
  const problems = validateAttendee(draft, needsId);
  const shown = tried ? problems : {};
  const message = (p: AttendeeProblem | undefined) => (p ? t(`activity.attendee.problem.${p}`) : null);

  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const saved = await saveAttendee({
        id: editing?.id,
        name: draft.name.trim(),
        mobile: draft.mobile.trim(),
        id_card: draft.idCard.trim() ? draft.idCard.trim().toUpperCase() : undefined,
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('activity.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: keyof AttendeeDraft,
    label: string,
    placeholder: string,
    extra: { inputMode?: 'numeric' | 'text'; maxLength: number },
  ) => (
    <label className={`att-form__field${shown[key] ? ' att-form__field--bad' : ''}`}>
      <span className="att-form__label">{label}</span>
      <TextInput
        value={draft[key]}
        onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
        placeholder={placeholder}
        inputMode={extra.inputMode}
        maxLength={extra.maxLength}
        data-testid={`attendee-${key}`}
        autoComplete="off"
      />
      {shown[key] && <span className="att-form__error">{message(shown[key])}</span>}
    </label>
  );

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="att-form"
      destroyOnClose
      showCloseButton
    >
      <div className="att-form__title">
        {editing ? t('activity.attendee.edit') : t('activity.attendee.add')}
      </div>
      <div className="att-form__fields">
        {field('name', t('activity.attendee.name'), t('activity.attendee.namePlaceholder'), {
          maxLength: 30,
        })}
        {field('mobile', t('activity.attendee.mobile'), t('activity.attendee.mobilePlaceholder'), {
          inputMode: 'numeric',
          maxLength: 11,
        })}
        {field(
          'idCard',
          t('activity.attendee.idCard'),
          editing?.has_id_card
            ? t('activity.attendee.idKeep', { id: editing.id_card })
            : needsId
              ? t('activity.attendee.idPlaceholder')
              : t('activity.attendee.idOptional'),
          { maxLength: 18 },
        )}
      </div>
      <p className="att-form__hint">{t('activity.attendee.privacy')}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        className="gradient-button"
        loading={busy}
        onClick={() => void save()}
        data-testid="attendee-save"
      >
        {t('activity.attendee.save')}
      </Button>
    </Popup>
  );
}

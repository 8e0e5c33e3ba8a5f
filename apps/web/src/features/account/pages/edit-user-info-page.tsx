import type { UserInfo } from '@dance/contracts/user';
import { Avatar, Button, DatePicker, List, Radio, Selector, Space, TextArea } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, navigateTo, pageUrl, redirectTo } from '../../../lib/navigation.ts';
import { RELEASE_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { upload } from '../../../lib/request.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { showLoading, showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { DANCE_STYLES, type DanceStyle } from '../../../lib/dance-styles.ts';
import './account.css';

const YEAR = new Date().getFullYear();
/** The date picker spans the current year plus or minus 150. */
const MIN_DATE = new Date(YEAR - 150, 0, 1);
const MAX_DATE = new Date(YEAR + 150, 11, 31);

function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function isStyle(value: string): value is DanceStyle {
  return (DANCE_STYLES as readonly string[]).includes(value);
}

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(user.nickname);
  const [avatar, setAvatar] = useState(user.avatar);
  const [gender, setGender] = useState<0 | 1 | 2>(user.gender === 1 || user.gender === 2 ? user.gender : 0);
  const [birthday, setBirthday] = useState(user.birthday ?? '');
  const [signature, setSignature] = useState(user.signature);
  const [styles, setStyles] = useState<DanceStyle[]>(user.dance_styles.filter(isStyle));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useUpdateUserInfo();

  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const close = showLoading(t('profile.uploading'));
    try {
      const uploaded = await upload(file, 'image', setProgress);
      setAvatar(uploaded.url);
    } catch {
      // the wrapper already told the user
    } finally {
      close();
      setProgress(null);
    }
  };

  const submit = () => {
    const name = nickname.trim();
    if (name.length < 1 || name.length > 20) return showToast(t('profile.nicknameRule'));
    save.mutate(
      {
        nickname: name,
        avatar: avatar || undefined,
        gender,
        birthday: birthday || undefined,
        signature: signature.slice(0, 140),
        dance_styles: styles,
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
      <div className="profile-head">
        <label className="avatar-picker" aria-label={t('profile.changeAvatar')}>
          <Avatar src={avatar} />
          <span className="avatar-picker__badge">
            <CameraOutline />
          </span>
          <input
            type="file"
            accept="image/*"
            hidden
            data-testid="profile-avatar-input"
            onChange={(e) => void pickAvatar(e)}
          />
        </label>
        <div className="muted" style={{ marginTop: '0.8rem' }}>
          {progress === null ? t('profile.changeAvatar') : `${t('profile.uploading')} ${progress}%`}
        </div>
      </div>
      <List className="card-list">
        <List.Item title={t('profile.nickname')}>
          <TextInput
            value={nickname}
            onChange={setNickname}
            maxLength={20}
            placeholder={t('profile.nicknamePlaceholder')}
            data-testid="profile-nickname"
          />
        </List.Item>
        <List.Item title={t('profile.gender')}>
          <Radio.Group value={gender} onChange={(v) => setGender(v === 1 || v === 2 ? v : 0)}>
            <Space>
              {([1, 2, 0] as const).map((g) => (
                <Radio key={g} value={g} data-testid={`profile-gender-${g}`}>
                  {t(`profile.genders.${g}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </List.Item>
        <List.Item
          title={t('profile.birthday')}
          onClick={() => setPickerOpen(true)}
          extra={birthday || t('common.notSet')}
          data-testid="profile-birthday"
        />
        <List.Item title={t('profile.signature')}>
          <TextArea
            value={signature}
            onChange={setSignature}
            maxLength={140}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('profile.signaturePlaceholder')}
          />
        </List.Item>
        <List.Item title={t('profile.danceStyles')}>
          <Selector
            multiple
            columns={3}
            value={styles}
            onChange={(v) => setStyles(v)}
            options={DANCE_STYLES.map((s) => ({ label: t(`styles.${s}`), value: s }))}
          />
        </List.Item>
      </List>
      <DatePicker
        visible={pickerOpen}
        onClose={() => setPickerOpen(false)}
        min={MIN_DATE}
        max={MAX_DATE}
        defaultValue={birthday ? new Date(birthday) : new Date(YEAR - 20, 0, 1)}
        onConfirm={(date) => setBirthday(formatDate(date))}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
      />
      <div className="form-footer">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          className="gradient-button"
          loading={save.isPending}
          onClick={submit}
          data-testid="profile-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </>
  );
}

/** 0 not verified, 1 under review, 2 verified, 3 rejected. */
export function realNameStatus(user: UserInfo): 0 | 1 | 2 | 3 {
  return user.is_real_name_authentication ? 2 : user.review_status;
}

/**
 * Real-name verification on the profile: its status, one tap to the ID form, and, when the user
 * came from the publish button, the way back to publishing once verified.
 */
function RealNameCard({ user, fromPublish }: { user: UserInfo; fromPublish: boolean }) {
  const { t } = useTranslation();
  const status = realNameStatus(user);
  const verify = () =>
    void navigateTo(pageUrl('/pages/idCard', { from: fromPublish ? 'publish' : undefined })).catch(
      () => undefined,
    );
  return (
    <div className="realname-card" data-testid="realname-card" data-status={status}>
      <div className="realname-card__main">
        <div className="realname-card__title">
          {t('auth.realName')}
          <span
            className={`realname-card__status realname-card__status--${status}`}
            data-testid="realname-status"
          >
            {t(`auth.status.${status}`)}
          </span>
        </div>
        <div className="realname-card__desc">{t('auth.realNameDesc')}</div>
      </div>
      {(status === 0 || status === 3) && (
        <Button size="small" color="primary" shape="rounded" onClick={verify} data-testid="realname-go">
          {t('auth.go')}
        </Button>
      )}
      {status === 2 && fromPublish && (
        <Button
          size="small"
          color="primary"
          shape="rounded"
          onClick={() => void redirectTo(RELEASE_PATH).catch(() => undefined)}
          data-testid="realname-publish"
        >
          {t('publish.continue')}
        </Button>
      )}
    </div>
  );
}

export function EditUserInfoPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const params = usePageParams();
  useUserInfo();
  return (
    <Page path="/pages/edit-user-info" title={t('profile.editTitle')}>
      <LoginRequired>
        {user ? (
          <>
            <RealNameCard user={user} fromPublish={params.get('from') === 'publish'} />
            <ProfileForm key={user.id} user={user} />
          </>
        ) : null}
      </LoginRequired>
    </Page>
  );
}

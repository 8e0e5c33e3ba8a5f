import { mall } from '@dance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Input, Popup, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { merchantKeys } from '../api/keys.ts';
import { addMember } from '../api/mch-member-add.ts';
import { mchMemberListQuery, type StaffMember } from '../api/mch-member-list.ts';
import { removeMember } from '../api/mch-member-remove.ts';
import { setMemberRole } from '../api/mch-member-role.ts';
import { formatTime } from '../lib/format.ts';
import { roleMay, useShop, type ClerkRole } from '../lib/shop.ts';
import { NoShop } from '../components/shop-states.tsx';

/** The server's rule for a mainland mobile number. */
const MOBILE = /^1[3-9]\d{9}$/;
const failed = (e: Error) => showToast(e.message);
const TAG_COLOR = { owner: 'primary', manager: 'success', orders: 'warning', verify: 'default' } as const;

/** The three clerk roles, each with what it allows, as chips. */
function RolePicker({ value, onChange }: { value: ClerkRole; onChange: (r: ClerkRole) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Selector
        columns={3}
        options={mall.CLERK_ROLES.map((r) => ({ label: t(`merchant.staffRole.${r}`), value: r }))}
        value={[value]}
        onChange={(v) => v[0] && onChange(v[0])}
      />
      <p className="mch-muted mch-member__hint" data-testid="mch-member-role-hint">
        {t(`merchant.member.roleHint.${value}`)}
      </p>
    </>
  );
}

function AddForm({ mchId, onDone }: { mchId: number; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState<ClerkRole>('verify');
  const add = useMutation({
    mutationFn: () => addMember({ mch_id: mchId, mobile: mobile.trim(), role }),
    onSuccess: async () => {
      setMobile('');
      showSuccess(t('merchant.member.added'));
      await onDone();
    },
    onError: failed,
  });
  const submit = () => {
    if (!MOBILE.test(mobile.trim())) return showToast(t('merchant.member.mobileRule'));
    add.mutate();
  };
  return (
    <div className="mch-card mch-member__add" data-testid="mch-member-add">
      <div className="mch-member__title">{t('merchant.member.add')}</div>
      <Input
        value={mobile}
        onChange={setMobile}
        placeholder={t('merchant.member.mobileHint')}
        type="tel"
        maxLength={11}
        clearable
        data-testid="mch-member-mobile"
      />
      <RolePicker value={role} onChange={setRole} />
      <Button
        block
        color="primary"
        loading={add.isPending}
        onClick={submit}
        data-testid="mch-member-add-submit"
      >
        {t('merchant.member.addSubmit')}
      </Button>
    </div>
  );
}

/** The owner changes a clerk's role in a bottom sheet. */
function RoleSheet({
  mchId,
  member,
  onClose,
  onDone,
}: {
  mchId: number;
  member: StaffMember;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<ClerkRole>(member.role === 'owner' ? 'verify' : member.role);
  const save = useMutation({
    mutationFn: () => setMemberRole({ mch_id: mchId, user_id: member.user_id, role }),
    onSuccess: async () => {
      showSuccess(t('merchant.member.roleSaved'));
      onClose();
      await onDone();
    },
    onError: failed,
  });
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ padding: '1.6rem', borderRadius: '1.2rem 1.2rem 0 0' }}>
      <div className="mch-member__sheet" data-testid="mch-member-role-sheet">
        <div className="mch-member__title">{t('merchant.member.roleOf', { name: member.nickname })}</div>
        <RolePicker value={role} onChange={setRole} />
        <Button
          block
          color="primary"
          loading={save.isPending}
          disabled={role === member.role}
          onClick={() => save.mutate()}
          data-testid="mch-member-role-save"
        >
          {t('merchant.member.saveRole')}
        </Button>
      </div>
    </Popup>
  );
}

function MemberRow({
  member,
  manage,
  onRole,
  onRemove,
}: {
  member: StaffMember;
  manage: boolean;
  onRole: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mch-member" data-testid={`mch-member-${member.user_id}`}>
      {member.avatar ? (
        <img className="mch-member__avatar" src={member.avatar} alt="" />
      ) : (
        <span className="mch-member__avatar" />
      )}
      <div className="mch-member__body">
        <div className="mch-member__name">
          <span>{member.nickname}</span>
          <Tag color={TAG_COLOR[member.role]} data-testid={`mch-member-role-${member.user_id}`}>
            {t(`merchant.staffRole.${member.role}`)}
          </Tag>
        </div>
        <div className="mch-muted">
          {member.mobile} · {t('merchant.member.addedAt', { time: formatTime(member.added_at) })}
        </div>
      </div>
      {manage && member.role !== 'owner' && (
        <div className="mch-member__actions">
          <Button size="mini" onClick={onRole} data-testid={`mch-member-change-${member.user_id}`}>
            {t('merchant.member.changeRole')}
          </Button>
          <Button
            size="mini"
            color="danger"
            fill="outline"
            onClick={onRemove}
            data-testid={`mch-member-remove-${member.user_id}`}
          >
            {t('merchant.member.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Members({ mchId }: { mchId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const q = useQuery(mchMemberListQuery(mchId));
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const manage = roleMay.staff(q.data?.my_role ?? null);
  const refresh = () => client.invalidateQueries({ queryKey: merchantKeys.members(mchId) });
  const remove = useMutation({
    mutationFn: (m: StaffMember) => removeMember({ mch_id: mchId, user_id: m.user_id }),
    onSuccess: async () => {
      showSuccess(t('merchant.member.removed'));
      await refresh();
    },
    onError: failed,
  });
  const confirmRemove = async (m: StaffMember) => {
    const ok = await Dialog.confirm({
      content: t('merchant.member.removeConfirm', { name: m.nickname }),
      confirmText: t('merchant.member.remove'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(m);
  };
  return (
    <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
      {q.data && (
        <>
          {manage ? (
            <AddForm mchId={mchId} onDone={refresh} />
          ) : (
            <div className="mch-card mch-muted" data-testid="mch-member-readonly">
              {t('merchant.member.readOnly', { role: t(`merchant.staffRole.${q.data.my_role}`) })}
            </div>
          )}
          <div className="mch-card" data-testid="mch-member-list">
            <div className="mch-member__title">
              {t('merchant.member.count', { count: q.data.list.length })}
            </div>
            {q.data.list.map((m) => (
              <MemberRow
                key={m.user_id}
                member={m}
                manage={manage}
                onRole={() => setEditing(m)}
                onRemove={() => void confirmRemove(m)}
              />
            ))}
          </div>
          {editing && (
            <RoleSheet mchId={mchId} member={editing} onClose={() => setEditing(null)} onDone={refresh} />
          )}
        </>
      )}
    </QueryState>
  );
}

function ShopMembers() {
  const shop = useShop();
  if (shop.loading)
    return (
      <QueryState isPending error={null} refetch={() => undefined}>
        {null}
      </QueryState>
    );
  if (!shop.id) return <NoShop />;
  return <Members mchId={shop.id} />;
}

/**
 * mch-member: the shop's staff with their roles. The owner adds clerks by mobile with a role,
 * changes roles and removes clerks; a clerk sees the list read-only.
 */
export function MchMemberPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/mch-member" title={t('merchant.member.title')} className="mch-page">
      <LoginRequired>
        <ShopMembers />
      </LoginRequired>
    </Page>
  );
}

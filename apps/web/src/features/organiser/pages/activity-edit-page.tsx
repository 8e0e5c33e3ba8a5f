import { ACTIVITY_KINDS, DANCE_STYLES, type ActivityDetail } from '@dance/contracts/activity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CascadePicker, Dialog, Form, Input, Selector, Switch } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { redirectTo, pageUrl } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { fetchDistricts } from '../api/district.ts';
import { editActivity } from '../api/edit-activity.ts';
import { organiserKeys } from '../api/keys.ts';
import { fetchMyShops } from '../api/my-shops.ts';
import { ActivityGate } from '../components/activity-gate.tsx';
import { ImageField } from '../components/image-field.tsx';
import { SingleSelect } from '../components/single-select.tsx';
import { RichText } from '../components/rich-text.tsx';
import { instantToWall, wallToInstant } from '../lib/zoned-time.ts';
import '../components/organiser.css';

const PATH = '/pages/activity-edit';
const DEFAULT_TZ = 'Asia/Shanghai';

type Status = 'draft' | 'published' | 'cancelled';

interface Values {
  mch_id?: number;
  kind: (typeof ACTIVITY_KINDS)[number];
  name: string;
  cover: string[];
  images: string[];
  styles: string[];
  detail: string;
  tz: string;
  start: string;
  end: string;
  sign_up_start: string;
  sign_up_end: string;
  venue_name: string;
  region: string[];
  address: string;
  lat: string;
  lng: string;
  real_name: boolean;
}

function initial(a: ActivityDetail | null): Partial<Values> {
  if (!a)
    return {
      kind: 'battle',
      tz: DEFAULT_TZ,
      cover: [],
      images: [],
      styles: [],
      detail: '',
      real_name: false,
      region: [],
    };
  return {
    kind: a.kind,
    name: a.name,
    cover: a.cover ? [a.cover] : [],
    images: a.images,
    styles: a.styles,
    detail: a.detail,
    tz: a.tz,
    start: instantToWall(a.start_at, a.tz),
    end: instantToWall(a.end_at, a.tz),
    sign_up_start: instantToWall(a.sign_up_start_at, a.tz),
    sign_up_end: instantToWall(a.sign_up_end_at, a.tz),
    venue_name: a.venue.name,
    region: [a.venue.province_id, a.venue.city_id, a.venue.district_id].map(String),
    address: a.venue.address,
    lat: String(a.venue.lat),
    lng: String(a.venue.lng),
    real_name: a.real_name === 1,
  };
}

/** A datetime-local field: the venue's wall-clock time. */
function WallTime({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  testId?: string;
}) {
  return (
    <input
      type="datetime-local"
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      data-testid={testId}
    />
  );
}

type RegionNode = { id: number; name: string; children?: RegionNode[] };
type RegionOption = { label: string; value: string; children?: RegionOption[] };

function RegionField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tree = useQuery({ queryKey: organiserKeys.districts, queryFn: fetchDistricts, staleTime: Infinity });
  const options = useMemo(() => {
    const map = (list: RegionNode[]): RegionOption[] =>
      list.map((r) => ({
        label: r.name,
        value: String(r.id),
        children: r.children?.length ? map(r.children) : undefined,
      }));
    return map((tree.data?.list ?? []) as RegionNode[]);
  }, [tree.data]);
  const names = useMemo(() => {
    const out: string[] = [];
    let level = options;
    for (const v of value) {
      const found = level.find((o) => o.value === v);
      if (!found) break;
      out.push(found.label);
      level = found.children ?? [];
    }
    return out.join(' ');
  }, [options, value]);
  return (
    <>
      <button type="button" className="og-chip" onClick={() => setOpen(true)} data-testid="og-edit-region">
        {names || t('organiser.edit.pickRegion')}
      </button>
      <CascadePicker
        options={options}
        visible={open}
        value={value}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.(v.filter((x): x is string => typeof x === 'string'))}
        confirmText={t('organiser.form.ok')}
        cancelText={t('organiser.form.cancel')}
      />
    </>
  );
}

function EditForm({
  activity,
  shops,
}: {
  activity: ActivityDetail | null;
  shops: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: ({ v, status }: { v: Values; status: Status }) => {
      const tz = v.tz?.trim() || DEFAULT_TZ;
      const when = (wall: string | undefined) => (wall ? wallToInstant(wall, tz) : null);
      const [province, city, district] = (v.region ?? []).map(Number);
      return editActivity({
        id: activity?.id,
        mch_id: activity ? undefined : (v.mch_id ?? shops[0]?.id),
        kind: v.kind,
        name: v.name,
        cover: v.cover?.[0] ?? '',
        images: v.images ?? [],
        detail: v.detail ?? '',
        styles: (v.styles ?? []) as never,
        start_at: when(v.start) ?? '',
        end_at: when(v.end) ?? '',
        tz,
        venue: {
          name: v.venue_name,
          address: v.address,
          province_id: province!,
          city_id: city!,
          district_id: district!,
          lat: Number(v.lat),
          lng: Number(v.lng),
        },
        sign_up_start_at: when(v.sign_up_start),
        sign_up_end_at: when(v.sign_up_end),
        real_name: v.real_name ? 1 : 0,
        status,
      });
    },
    onSuccess: (saved, { status }) => {
      client.setQueryData(organiserKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: organiserKeys.all });
      showToast(t(`organiser.edit.saved.${saved.status === 'review' ? 'review' : status}`));
      void redirectTo(pageUrl('/pages/activity-manage', { id: saved.id })).catch(() => undefined);
    },
    onError: (e) => showToast(e instanceof Error ? e.message : String(e)),
  });

  const submit = async (status: Status) => {
    if (uploading) return showToast(t('organiser.form.uploading'));
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const tz = v.tz?.trim() || DEFAULT_TZ;
    if (!v.cover?.length) return showToast(t('organiser.edit.coverRequired'));
    if ((v.region ?? []).length < 3) return showToast(t('organiser.edit.regionRequired'));
    const start = wallToInstant(v.start, tz);
    const end = wallToInstant(v.end, tz);
    if (!start || !end || new Date(end) <= new Date(start))
      return showToast(t('organiser.edit.endBeforeStart'));
    if (status === 'cancelled') {
      const ok = await Dialog.confirm({
        content: t('organiser.edit.confirmCancel'),
        confirmText: t('organiser.edit.cancelActivity'),
        cancelText: t('organiser.form.cancel'),
      });
      if (!ok) return;
    }
    save.mutate({ v, status });
  };

  const required = [{ required: true, message: t('organiser.form.required') }];
  const coordinate = (max: number) => [
    ...required,
    {
      validator: (_: unknown, value: string) =>
        value !== undefined &&
        value !== '' &&
        Number.isFinite(Number(value)) &&
        Math.abs(Number(value)) <= max
          ? Promise.resolve()
          : Promise.reject(new Error(t('organiser.edit.badCoordinate'))),
    },
  ];

  return (
    <Form form={form} className="og-form" layout="vertical" initialValues={initial(activity)}>
      {!activity && shops.length > 1 && (
        <Form.Item name="mch_id" label={t('organiser.edit.shop')} rules={required}>
          <Selector
            columns={1}
            options={shops.map((s) => ({ label: s.name, value: s.id }))}
            onChange={(v) => form.setFieldValue('mch_id', v[0])}
          />
        </Form.Item>
      )}
      <Form.Header>{t('organiser.edit.basics')}</Form.Header>
      <Form.Item name="kind" label={t('organiser.edit.kind')} rules={required}>
        <SingleSelect
          columns={3}
          options={ACTIVITY_KINDS.map((k) => ({ label: t(`organiser.kind.${k}`), value: k }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('organiser.edit.name')} rules={required}>
        <Input
          maxLength={80}
          clearable
          placeholder={t('organiser.edit.namePlaceholder')}
          data-testid="og-edit-name"
        />
      </Form.Item>
      <Form.Item name="cover" label={t('organiser.edit.cover')}>
        <ImageField max={1} testId="og-edit-cover" onBusy={setUploading} />
      </Form.Item>
      <Form.Item name="images" label={t('organiser.edit.images')}>
        <ImageField max={9} testId="og-edit-images" onBusy={setUploading} />
      </Form.Item>
      <Form.Item name="styles" label={t('organiser.edit.styles')}>
        <Selector
          multiple
          columns={3}
          options={DANCE_STYLES.map((s) => ({ label: t(`organiser.style.${s}`), value: s }))}
        />
      </Form.Item>

      <Form.Header>{t('organiser.edit.time')}</Form.Header>
      <Form.Item name="tz" label={t('organiser.edit.tz')} help={t('organiser.edit.tzHelp')}>
        <Input maxLength={40} placeholder={DEFAULT_TZ} />
      </Form.Item>
      <Form.Item name="start" label={t('organiser.edit.start')} rules={required}>
        <WallTime testId="og-edit-start" />
      </Form.Item>
      <Form.Item name="end" label={t('organiser.edit.end')} rules={required}>
        <WallTime testId="og-edit-end" />
      </Form.Item>
      <Form.Item name="sign_up_start" label={t('organiser.edit.signUpStart')}>
        <WallTime />
      </Form.Item>
      <Form.Item name="sign_up_end" label={t('organiser.edit.signUpEnd')}>
        <WallTime />
      </Form.Item>

      <Form.Header>{t('organiser.edit.venue')}</Form.Header>
      <Form.Item name="venue_name" label={t('organiser.edit.venueName')} rules={required}>
        <Input maxLength={60} clearable data-testid="og-edit-venue" />
      </Form.Item>
      <Form.Item name="region" label={t('organiser.edit.region')}>
        <RegionField />
      </Form.Item>
      <Form.Item name="address" label={t('organiser.edit.address')} rules={required}>
        <Input maxLength={120} clearable data-testid="og-edit-address" />
      </Form.Item>
      <Form.Item name="lat" label={t('organiser.edit.lat')} rules={coordinate(90)}>
        <Input inputMode="decimal" maxLength={16} data-testid="og-edit-lat" />
      </Form.Item>
      <Form.Item name="lng" label={t('organiser.edit.lng')} rules={coordinate(180)}>
        <Input inputMode="decimal" maxLength={16} data-testid="og-edit-lng" />
      </Form.Item>

      <Form.Header>{t('organiser.edit.more')}</Form.Header>
      <Form.Item name="detail" label={t('organiser.edit.detail')}>
        <RichText testId="og-edit-detail" />
      </Form.Item>
      <Form.Item
        name="real_name"
        label={t('organiser.edit.realName')}
        help={t('organiser.edit.realNameHelp')}
        valuePropName="checked"
        layout="horizontal"
      >
        <Switch />
      </Form.Item>
      <div className="og-footer">
        <Button
          shape="rounded"
          loading={save.isPending && save.variables?.status === 'draft'}
          onClick={() => void submit('draft')}
          data-testid="og-edit-draft"
        >
          {activity?.status === 'published' ? t('organiser.edit.unpublish') : t('organiser.edit.saveDraft')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          className="gradient-button"
          loading={save.isPending && save.variables?.status === 'published'}
          onClick={() => void submit('published')}
          data-testid="og-edit-publish"
        >
          {activity?.status === 'published' ? t('organiser.edit.saveChanges') : t('organiser.edit.publish')}
        </Button>
      </div>
      {activity && activity.status !== 'cancelled' && (
        <div className="og-footer">
          <Button
            color="danger"
            fill="outline"
            shape="rounded"
            onClick={() => void submit('cancelled')}
            data-testid="og-edit-cancel"
          >
            {t('organiser.edit.cancelActivity')}
          </Button>
        </div>
      )}
    </Form>
  );
}

function CreateForm() {
  const { t } = useTranslation();
  const shops = useQuery({ queryKey: organiserKeys.myShops, queryFn: fetchMyShops });
  const list = shops.data?.list ?? [];
  return (
    <QueryState isPending={shops.isPending} error={shops.error} refetch={shops.refetch}>
      {list.length ? (
        <EditForm activity={null} shops={list} />
      ) : (
        <StateView kind="forbidden" title={t('organiser.staffOnly')} />
      )}
    </QueryState>
  );
}

export function ActivityEditPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page
      path={PATH}
      title={id ? t('organiser.edit.titleEdit') : t('organiser.edit.titleNew')}
      className="og-page"
    >
      {id === null ? (
        <LoginRequired>
          <CreateForm />
        </LoginRequired>
      ) : (
        <ActivityGate id={id}>{(activity) => <EditForm activity={activity} shops={[]} />}</ActivityGate>
      )}
    </Page>
  );
}

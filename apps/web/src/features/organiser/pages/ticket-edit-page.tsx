import type { ActivityDetail, TicketType } from '@dance/contracts/activity';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Popup, Selector, Stepper, Switch } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { formatFen, toFen } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { editTicket } from '../api/edit-ticket.ts';
import { ActivityGate, ActivityHead, useRefreshActivity } from '../components/activity-gate.tsx';
import { instantToWall, venueTime, wallToInstant } from '../lib/zoned-time.ts';
import '../components/organiser.css';

const PATH = '/pages/activity-ticket-eait';
const NO_DIVISION = 0;

interface Values {
  name: string;
  description: string;
  price: string;
  capacity: number;
  sale_start: string;
  sale_end: string;
  per_order_limit: number;
  per_user_limit: number;
  needs_attendee: boolean;
  refundable_until: string;
  division: number[];
}

function initial(type: TicketType | null, tz: string): Partial<Values> {
  if (!type)
    return {
      capacity: 100,
      per_order_limit: 10,
      per_user_limit: 0,
      needs_attendee: false,
      division: [NO_DIVISION],
      price: '',
    };
  return {
    name: type.name,
    description: type.description,
    price: type.price,
    capacity: type.capacity,
    sale_start: instantToWall(type.sale_start_at, tz),
    sale_end: instantToWall(type.sale_end_at, tz),
    per_order_limit: type.per_order_limit,
    per_user_limit: type.per_user_limit,
    needs_attendee: type.needs_attendee === 1,
    refundable_until: instantToWall(type.refundable_until, tz),
    division: [type.division_id ?? NO_DIVISION],
  };
}

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

function TicketForm({
  activity,
  type,
  onDone,
}: {
  activity: ActivityDetail;
  type: TicketType | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState('');
  const refresh = useRefreshActivity(activity.id);
  const tz = activity.tz;
  const save = useMutation({
    mutationFn: (v: Values) =>
      editTicket({
        id: type?.id,
        activity_id: activity.id,
        name: v.name,
        description: v.description ?? '',
        price: formatFen(toFen(String(v.price).trim())),
        capacity: v.capacity,
        sale_start_at: v.sale_start ? wallToInstant(v.sale_start, tz) : null,
        sale_end_at: v.sale_end ? wallToInstant(v.sale_end, tz) : null,
        per_order_limit: v.per_order_limit,
        per_user_limit: v.per_user_limit,
        needs_attendee: v.needs_attendee ? 1 : 0,
        refundable_until: v.refundable_until ? wallToInstant(v.refundable_until, tz) : null,
        division_id: v.division?.[0] ? v.division[0] : null,
        sort: type?.sort ?? activity.ticket_types.length,
      }),
    onSuccess: () => {
      showToast(t('organiser.form.saved'));
      void refresh();
      onDone();
    },
    // The server's words: e.g. a capacity below what is already sold and held.
    onError: (e) => setRefusal(e instanceof Error ? e.message : String(e)),
  });
  const required = [{ required: true, message: t('organiser.form.required') }];
  return (
    <Form
      form={form}
      className="og-form"
      layout="horizontal"
      initialValues={initial(type, tz)}
      onFinish={(v) => {
        setRefusal('');
        save.mutate(v);
      }}
      footer={
        <>
          {refusal && (
            <div className="og-result og-result--bad" data-testid="og-ticket-error">
              {refusal}
            </div>
          )}
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            className="gradient-button"
            loading={save.isPending}
            data-testid="og-ticket-save"
          >
            {t('organiser.form.save')}
          </Button>
        </>
      }
    >
      <Form.Item name="name" label={t('organiser.ticket.name')} rules={required}>
        <Input
          maxLength={30}
          clearable
          placeholder={t('organiser.ticket.namePlaceholder')}
          data-testid="og-ticket-name"
        />
      </Form.Item>
      <Form.Item name="description" label={t('organiser.ticket.description')}>
        <Input maxLength={200} clearable />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('organiser.ticket.price')}
        rules={[
          ...required,
          {
            validator: (_, v: string) =>
              /^\d{1,7}(\.\d{1,2})?$/.test(String(v ?? ''))
                ? Promise.resolve()
                : Promise.reject(new Error(t('organiser.ticket.badPrice'))),
          },
        ]}
      >
        <Input inputMode="decimal" maxLength={10} placeholder="0.00" data-testid="og-ticket-price" />
      </Form.Item>
      <Form.Item name="capacity" label={t('organiser.ticket.capacity')} rules={required}>
        <Stepper min={1} max={100000} digits={0} data-testid="og-ticket-capacity" />
      </Form.Item>
      <Form.Item name="per_order_limit" label={t('organiser.ticket.perOrder')}>
        <Stepper min={1} max={50} digits={0} />
      </Form.Item>
      <Form.Item
        name="per_user_limit"
        label={t('organiser.ticket.perUser')}
        help={t('organiser.ticket.perUserHelp')}
      >
        <Stepper min={0} max={50} digits={0} />
      </Form.Item>
      <Form.Item name="sale_start" label={t('organiser.ticket.saleStart')}>
        <WallTime />
      </Form.Item>
      <Form.Item name="sale_end" label={t('organiser.ticket.saleEnd')}>
        <WallTime />
      </Form.Item>
      <Form.Item
        name="refundable_until"
        label={t('organiser.ticket.refundableUntil')}
        help={t('organiser.ticket.refundHelp')}
      >
        <WallTime />
      </Form.Item>
      <Form.Item name="needs_attendee" label={t('organiser.ticket.needsAttendee')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {activity.divisions.length > 0 && (
        <Form.Item
          name="division"
          label={t('organiser.ticket.division')}
          layout="vertical"
          help={t('organiser.ticket.divisionHelp')}
        >
          <Selector
            columns={1}
            options={[
              { label: t('organiser.ticket.noDivision'), value: NO_DIVISION },
              ...activity.divisions.map((d) => ({ label: d.name, value: d.id })),
            ]}
            data-testid="og-ticket-division"
          />
        </Form.Item>
      )}
    </Form>
  );
}

function TicketTypes({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TicketType | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <>
      <ActivityHead activity={activity} />
      <section className="og-card">
        <div className="og-card__title">
          <span>{t('organiser.ticket.title')}</span>
          <Button
            size="mini"
            color="primary"
            shape="rounded"
            onClick={() => setEditing('new')}
            data-testid="og-ticket-add"
          >
            <AddOutline /> {t('organiser.ticket.add')}
          </Button>
        </div>
        {activity.ticket_types.length === 0 ? (
          <StateView kind="empty" picture="tickets" title={t('organiser.ticket.none')} />
        ) : (
          activity.ticket_types.map((k) => (
            <button
              type="button"
              className="og-battle__side og-row"
              key={k.id}
              onClick={() => setEditing(k)}
              data-testid="og-ticket-row"
            >
              <span className="og-row__main">
                <span className="og-row__title">{k.name}</span>
                <span className="og-row__sub" style={{ display: 'block' }}>
                  {t('organiser.ticket.line', { capacity: k.capacity, remaining: k.remaining })}
                  {k.division_id
                    ? ` · ${activity.divisions.find((d) => d.id === k.division_id)?.name ?? ''}`
                    : ''}
                  {k.sale_end_at
                    ? ` · ${t('organiser.ticket.until', { time: venueTime(k.sale_end_at, activity.tz) })}`
                    : ''}
                </span>
              </span>
              <Price value={k.price} size="sm" />
            </button>
          ))
        )}
      </section>
      <Popup visible={editing !== null} onMaskClick={close} destroyOnClose bodyClassName="og-popup">
        <div className="og-popup__title">
          {editing === 'new' ? t('organiser.ticket.add') : t('organiser.ticket.edit')}
        </div>
        {editing !== null && (
          <TicketForm activity={activity} type={editing === 'new' ? null : editing} onDone={close} />
        )}
      </Popup>
    </>
  );
}

export function TicketEditPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page path={PATH} title={t('organiser.ticket.pageTitle')} className="og-page">
      <ActivityGate id={id}>{(activity) => <TicketTypes activity={activity} />}</ActivityGate>
    </Page>
  );
}

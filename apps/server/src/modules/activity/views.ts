import type { activity as contracts, mall } from '@dance/contracts';
import type { z } from 'zod';
import { yuan } from '../../platform/money.ts';
import { regionName } from '../../platform/regions.ts';
import type { ActivityRow, DivisionRow, EntryRow, TicketTypeRow } from './rows.ts';

type ActivityCard = z.infer<typeof contracts.ActivityCard>;
type TicketTypeView = z.infer<typeof contracts.TicketType>;
type DivisionView = z.infer<typeof contracts.Division>;
type EntryView = z.infer<typeof contracts.Entry>;
type ShopCard = z.infer<typeof mall.ShopCard>;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
export const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** "19:05" in the venue's time zone: how the door staff read a check-in time. */
export function clock(d: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
}

/** Seen only by the organiser: a draft, or one waiting for an operator's review. */
export const unpublished = (a: { status: string }) => a.status === 'draft' || a.status === 'review';

/** draft | review | published | cancelled | ended (a published activity past its end). */
export function statusOf(a: ActivityRow, now = new Date()): ActivityCard['status'] {
  if (a.status === 'published' && a.endAt <= now) return 'ended';
  return a.status as ActivityCard['status'];
}

export function venueOf(a: ActivityRow) {
  const city = regionName(a.cityId);
  const district = regionName(a.districtId);
  return {
    name: a.venueName,
    address: a.venueAddress,
    province_id: a.provinceId,
    city_id: a.cityId,
    district_id: a.districtId,
    full_address: `${regionName(a.provinceId)}${city === regionName(a.provinceId) ? '' : city}${district}${a.venueAddress}`,
    city,
    district,
    lat: a.lat,
    lng: a.lng,
  };
}

/** An activity's cheapest ticket and seats left, from all its ticket types (as `ticketSums` sums them). */
export function ticketSumsOf(
  types: Pick<TicketTypeRow, 'price' | 'capacity' | 'sold' | 'held'>[],
): { priceFrom: number | null; remaining: number } | undefined {
  if (!types.length) return undefined;
  let priceFrom = types[0]!.price;
  let remaining = 0;
  for (const t of types) {
    if (t.price < priceFrom) priceFrom = t.price;
    remaining += t.capacity - t.sold - t.held;
  }
  return { priceFrom, remaining };
}

export function activityCard(
  a: ActivityRow,
  sums: { priceFrom: number | null; remaining: number } | undefined,
  shop: ShopCard | undefined,
  distanceKm: number | null = null,
): ActivityCard {
  return {
    id: a.id,
    kind: a.kind as ActivityCard['kind'],
    name: a.name,
    cover: a.cover,
    styles: a.styles as ActivityCard['styles'],
    start_at: a.startAt.toISOString(),
    end_at: a.endAt.toISOString(),
    tz: a.tz,
    venue: venueOf(a),
    status: statusOf(a),
    ...(a.reviewReason ? { review_reason: a.reviewReason } : {}),
    price_from: sums?.priceFrom != null ? yuan(sums.priceFrom) : null,
    sold: a.sold,
    remaining: sums?.remaining ?? 0,
    mch: shop ?? { id: a.mchId, name: '', logo: '' },
    distance_km: distanceKm === null ? null : Math.round(distanceKm * 100) / 100,
  };
}

/** Whether a ticket type can be bought now, and why not. */
export function ticketState(t: TicketTypeRow, a: ActivityRow, now = new Date()): TicketTypeView['state'] {
  if (a.status !== 'published' || a.endAt <= now) return 'closed';
  if (t.saleStartAt && t.saleStartAt > now) return 'not_started';
  if (t.saleEndAt && t.saleEndAt <= now) return 'ended';
  if (t.sold + t.held >= t.capacity) return 'sold_out';
  return 'on_sale';
}

export function ticketTypeView(t: TicketTypeRow, a: ActivityRow): TicketTypeView {
  return {
    id: t.id,
    activity_id: t.activityId,
    sku_id: t.skuId,
    name: t.name,
    description: t.description,
    price: yuan(t.price),
    capacity: t.capacity,
    remaining: Math.max(0, t.capacity - t.sold - t.held),
    sale_start_at: iso(t.saleStartAt),
    sale_end_at: iso(t.saleEndAt),
    per_order_limit: t.perOrderLimit,
    per_user_limit: t.perUserLimit,
    needs_attendee: flag(t.needsAttendee || a.realName),
    refundable_until: iso(t.refundableUntil),
    division_id: t.divisionId,
    sort: t.sort,
    state: ticketState(t, a),
  };
}

export function divisionView(d: DivisionRow, ticketed: Set<number>): DivisionView {
  return {
    id: d.id,
    activity_id: d.activityId,
    name: d.name,
    description: d.description,
    max_entrants: d.maxEntrants,
    entrants: d.entrants,
    requires_ticket: flag(ticketed.has(d.id)),
    numbered: flag(d.numberedAt !== null),
    number_mode: (d.numberMode as DivisionView['number_mode']) ?? null,
    sort: d.sort,
  };
}

export function entryView(e: EntryRow): EntryView {
  return {
    id: e.id,
    division_id: e.divisionId,
    stage_name: e.stageName,
    crew: e.crew,
    city: e.city,
    number: e.number,
    score: e.score === null ? null : yuan(e.score),
    source: e.source as EntryView['source'],
    created_at: e.createdAt.toISOString(),
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Selector, TextArea } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { merchantKeys } from '../api/keys.ts';
import { mchGoodsDetailQuery, type MchGoodsDetail } from '../api/mch-goods-detail.ts';
import { saveMchGoods, type MchGoodsEditInput } from '../api/mch-goods-edit.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import {
  MAX_GROUPS,
  cents,
  detailHtml,
  detailText,
  expandSkus,
  toMoney,
  toStock,
  usableGroups,
  type SkuDraft,
  type SpecGroup,
} from '../lib/goods.ts';
import { ShopGate } from '../components/shop-states.tsx';

const MAX_IMAGES = 9;
type Delivery = MchGoodsEditInput['delivery'] & string;

interface Draft {
  name: string;
  images: string[];
  originalPrice: string;
  shippingFee: string;
  delivery: Delivery;
  detail: string;
  groups: SpecGroup[];
  /** Every row typed or loaded, by combination; the grid shows those of the groups as they are. */
  known: SkuDraft[];
}

const keyOf = (values: string[]) => JSON.stringify(values);

function draftOf(d: MchGoodsDetail | null): Draft {
  if (!d)
    return {
      name: '',
      images: [],
      originalPrice: '',
      shippingFee: '0',
      delivery: 'express',
      detail: '',
      groups: [],
      known: [],
    };
  return {
    name: d.name,
    images: d.images,
    originalPrice: d.original_price === '0.00' ? '' : d.original_price,
    shippingFee: d.shipping_fee,
    delivery: d.delivery,
    detail: detailText(d.detail),
    groups: d.specs.map((g) => ({ name: g.name, values: [...g.values] })),
    known: d.skus.map((s) => ({
      id: s.id,
      values: s.values,
      price: s.price,
      stock: String(s.stock),
      shown: s.stock,
      code: s.code,
    })),
  };
}

function Groups({ groups, onChange }: { groups: SpecGroup[]; onChange: (g: SpecGroup[]) => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<Record<number, string>>({});
  const set = (i: number, g: SpecGroup) => onChange(groups.map((x, j) => (j === i ? g : x)));
  return (
    <div className="mch-goods-edit__groups">
      {groups.map((g, i) => (
        <div className="mch-card mch-goods-edit__group" key={i} data-testid={`goods-group-${i}`}>
          <div className="mch-goods-edit__group-head">
            <Input
              value={g.name}
              maxLength={10}
              placeholder={t('merchant.goodsEdit.groupName')}
              onChange={(name) => set(i, { ...g, name })}
              data-testid={`goods-group-name-${i}`}
            />
            <Button
              size="mini"
              fill="none"
              onClick={() => onChange(groups.filter((_, j) => j !== i))}
              aria-label={t('merchant.goodsEdit.removeGroup')}
              data-testid={`goods-group-remove-${i}`}
            >
              <CloseOutline />
            </Button>
          </div>
          <div className="mch-goods-edit__values">
            {g.values.map((v) => (
              <span className="mch-goods-edit__value" key={v}>
                {v}
                <button
                  type="button"
                  aria-label={t('merchant.goodsEdit.removeValue', { value: v })}
                  onClick={() => set(i, { ...g, values: g.values.filter((x) => x !== v) })}
                >
                  <CloseOutline />
                </button>
              </span>
            ))}
          </div>
          <div className="mch-goods-edit__group-head">
            <Input
              value={adding[i] ?? ''}
              maxLength={20}
              placeholder={t('merchant.goodsEdit.valuePlaceholder')}
              onChange={(v) => setAdding((a) => ({ ...a, [i]: v }))}
              data-testid={`goods-value-input-${i}`}
            />
            <Button
              size="mini"
              onClick={() => {
                const v = (adding[i] ?? '').trim();
                if (!v || g.values.includes(v) || g.values.length >= 20) return;
                set(i, { ...g, values: [...g.values, v] });
                setAdding((a) => ({ ...a, [i]: '' }));
              }}
              data-testid={`goods-value-add-${i}`}
            >
              {t('merchant.goodsEdit.addValue')}
            </Button>
          </div>
        </div>
      ))}
      {groups.length < MAX_GROUPS && (
        <Button
          size="small"
          onClick={() => onChange([...groups, { name: '', values: [] }])}
          data-testid="goods-group-add"
        >
          {t('merchant.goodsEdit.addGroup')}
        </Button>
      )}
    </div>
  );
}

function SkuGrid({ rows, onRow }: { rows: SkuDraft[]; onRow: (r: SkuDraft) => void }) {
  const { t } = useTranslation();
  const [batch, setBatch] = useState({ price: '', stock: '' });
  return (
    <div className="mch-goods-edit__grid" data-testid="goods-sku-grid">
      {rows.length > 1 && (
        <div className="mch-goods-edit__row mch-goods-edit__batch">
          <span>{t('merchant.goodsEdit.batch')}</span>
          <Input
            value={batch.price}
            placeholder={t('merchant.goodsEdit.price')}
            inputMode="decimal"
            onChange={(price) => setBatch((b) => ({ ...b, price }))}
            data-testid="goods-batch-price"
          />
          <Input
            value={batch.stock}
            placeholder={t('merchant.goodsEdit.stock')}
            inputMode="numeric"
            onChange={(stock) => setBatch((b) => ({ ...b, stock }))}
            data-testid="goods-batch-stock"
          />
          <Button
            size="mini"
            onClick={() =>
              rows.forEach((r) =>
                onRow({
                  ...r,
                  ...(batch.price ? { price: batch.price } : {}),
                  ...(batch.stock ? { stock: batch.stock } : {}),
                }),
              )
            }
            data-testid="goods-batch-apply"
          >
            {t('merchant.goodsEdit.applyAll')}
          </Button>
        </div>
      )}
      {rows.map((r, i) => (
        <div className="mch-goods-edit__row" key={keyOf(r.values)} data-testid={`goods-sku-${i}`}>
          <span className="mch-goods-edit__spec">
            {r.values.join(' / ') || t('merchant.goodsEdit.single')}
          </span>
          <Input
            value={r.price}
            placeholder={t('merchant.goodsEdit.price')}
            inputMode="decimal"
            onChange={(price) => onRow({ ...r, price })}
            data-testid={`goods-sku-price-${i}`}
          />
          <Input
            value={r.stock}
            placeholder={t('merchant.goodsEdit.stock')}
            inputMode="numeric"
            onChange={(stock) => onRow({ ...r, stock })}
            data-testid={`goods-sku-stock-${i}`}
          />
          <Input
            value={r.code}
            maxLength={40}
            placeholder={t('merchant.goodsEdit.code')}
            onChange={(code) => onRow({ ...r, code })}
            data-testid={`goods-sku-code-${i}`}
          />
        </div>
      ))}
      <p className="mch-muted">{t('merchant.goodsEdit.gridHint')}</p>
    </div>
  );
}

/** The body of the edit call, or the key of what is wrong (with its parameters). */
export function buildInput(
  mchId: number,
  id: number | null,
  v: Draft,
  originalDetail: string | null,
): MchGoodsEditInput | { error: string; params?: Record<string, string> } {
  const name = v.name.trim();
  if (name.length < 2 || name.length > 60) return { error: 'name' };
  if (!v.images.length) return { error: 'images' };
  const groups = usableGroups(v.groups);
  const rows = expandSkus(groups, v.known).filter((r) => r.price.trim() || r.stock.trim());
  if (!rows.length) return { error: 'noSku' };
  const skus: MchGoodsEditInput['skus'] = [];
  for (const r of rows) {
    const spec = r.values.join(' / ') || name;
    const price = toMoney(r.price);
    if (!price || cents(price) < 1) return { error: 'price', params: { spec } };
    const stock = toStock(r.stock);
    if (stock === null) return { error: 'stock', params: { spec } };
    skus.push({
      ...(r.id !== undefined ? { id: r.id, stock_shown: r.shown ?? stock } : {}),
      values: r.values,
      price,
      stock,
      code: r.code.trim(),
    });
  }
  const original = v.originalPrice.trim() ? toMoney(v.originalPrice) : '0.00';
  if (original === null) return { error: 'originalPrice' };
  if (cents(original) > 0 && cents(original) < Math.max(...skus.map((s) => cents(s.price))))
    return { error: 'originalPrice' };
  const shipping = toMoney(v.shippingFee.trim() || '0');
  if (shipping === null) return { error: 'shippingFee' };
  // The detail is sent back as it was unless its text was changed here.
  const detail =
    originalDetail !== null && v.detail === detailText(originalDetail)
      ? originalDetail
      : detailHtml(v.detail);
  return {
    ...(id !== null ? { id } : {}),
    mch_id: mchId,
    name,
    images: v.images,
    detail,
    original_price: original,
    delivery: v.delivery,
    shipping_fee: shipping,
    specs: groups,
    skus,
  };
}

function Editor({ mchId, goods }: { mchId: number; goods: MchGoodsDetail | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [v, setV] = useState<Draft>(() => draftOf(goods));
  const rows = expandSkus(v.groups, v.known);
  const save = useMutation({
    mutationFn: (input: MchGoodsEditInput) => saveMchGoods(input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: merchantKeys.goods });
      showSuccess(t('merchant.goodsEdit.saved'));
      void navigateTo(pageUrl('/pages/mch-goods', { mch_id: mchId })).catch(() => undefined);
    },
  });
  const onRow = (r: SkuDraft) =>
    setV((old) => ({
      ...old,
      known: [...old.known.filter((k) => keyOf(k.values) !== keyOf(r.values)), r],
    }));
  const submit = () => {
    const input = buildInput(mchId, goods?.id ?? null, v, goods?.detail ?? null);
    if ('error' in input) return showToast(t(`merchant.goodsEdit.invalid.${input.error}`, input.params));
    save.mutate(input);
  };
  return (
    <>
      <List header={t('merchant.goodsEdit.basics')}>
        <List.Item title={t('merchant.goodsEdit.images')}>
          <div className="mch-goods-edit__images">
            {v.images.map((url, i) => (
              <span className="mch-goods-edit__image" key={`${i}-${url}`}>
                <ImageUpload
                  value={url}
                  onChange={(u) => setV((o) => ({ ...o, images: o.images.map((x, j) => (j === i ? u : x)) }))}
                  label={i === 0 ? t('merchant.goodsEdit.cover') : t('merchant.apply.upload')}
                  testId={`goods-image-${i}`}
                />
                <button
                  type="button"
                  aria-label={t('merchant.goodsEdit.removeImage')}
                  onClick={() => setV((o) => ({ ...o, images: o.images.filter((_, j) => j !== i) }))}
                >
                  <CloseOutline />
                </button>
              </span>
            ))}
            {v.images.length < MAX_IMAGES && (
              <ImageUpload
                value=""
                onChange={(u) => setV((o) => ({ ...o, images: [...o.images, u] }))}
                label={t('merchant.apply.upload')}
                testId="goods-image-add"
              />
            )}
          </div>
        </List.Item>
        <List.Item title={t('merchant.goodsEdit.name')}>
          <Input
            value={v.name}
            maxLength={60}
            onChange={(name) => setV((o) => ({ ...o, name }))}
            data-testid="goods-name"
          />
        </List.Item>
        <List.Item title={t('merchant.goodsEdit.originalPrice')}>
          <Input
            value={v.originalPrice}
            inputMode="decimal"
            placeholder={t('merchant.goodsEdit.optional')}
            onChange={(originalPrice) => setV((o) => ({ ...o, originalPrice }))}
            data-testid="goods-original-price"
          />
        </List.Item>
        <List.Item title={t('merchant.goodsEdit.delivery')}>
          <Selector
            columns={2}
            value={[v.delivery]}
            onChange={(d) => (d[0] ? setV((o) => ({ ...o, delivery: d[0]! })) : undefined)}
            options={(['express', 'verify'] as const).map((m) => ({
              label: t(`merchant.setting.delivery.${m}`),
              value: m,
            }))}
          />
        </List.Item>
        {v.delivery === 'express' && (
          <List.Item title={t('merchant.goodsEdit.shippingFee')}>
            <Input
              value={v.shippingFee}
              inputMode="decimal"
              onChange={(shippingFee) => setV((o) => ({ ...o, shippingFee }))}
              data-testid="goods-shipping-fee"
            />
          </List.Item>
        )}
      </List>
      <List header={t('merchant.goodsEdit.specs')}>
        <List.Item>
          <Groups groups={v.groups} onChange={(groups) => setV((o) => ({ ...o, groups }))} />
        </List.Item>
        <List.Item>
          <SkuGrid rows={rows} onRow={onRow} />
        </List.Item>
      </List>
      <List header={t('merchant.goodsEdit.detail')}>
        <List.Item>
          <TextArea
            value={v.detail}
            onChange={(detail) => setV((o) => ({ ...o, detail }))}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={5000}
            data-testid="goods-detail"
          />
        </List.Item>
      </List>
      <div style={{ margin: '1.2rem' }}>
        <Button block color="primary" loading={save.isPending} onClick={submit} data-testid="goods-save">
          {t('merchant.goodsEdit.save')}
        </Button>
      </div>
    </>
  );
}

/** An existing goods item of the shop, read, then edited. */
function SavedGoods({ mchId, id }: { mchId: number; id: number }) {
  const q = useQuery(mchGoodsDetailQuery(mchId, id));
  return (
    <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
      {q.data && <Editor key={q.data.id} mchId={mchId} goods={q.data} />}
    </QueryState>
  );
}

function GoodsEditor() {
  const id = usePageParams().getId('id');
  return (
    <ShopGate may="goods" deniedTestId="mch-goods-denied">
      {(mchId) => (id ? <SavedGoods mchId={mchId} id={id} /> : <Editor mchId={mchId} goods={null} />)}
    </ShopGate>
  );
}

/** mch-goods-edit: a goods item's pictures, name, prices, attribute groups, SKU grid and detail. */
export function MchGoodsEditPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId('id');
  return (
    <Page
      path="/pages/mch-goods-edit"
      title={t(id ? 'merchant.goodsEdit.titleEdit' : 'merchant.goodsEdit.titleNew')}
      className="mch-page"
    >
      <LoginRequired>
        <GoodsEditor />
      </LoginRequired>
    </Page>
  );
}

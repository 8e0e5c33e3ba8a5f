import type { CartItem } from '@dance/contracts/mall';
import { Button, Checkbox, Dialog, PullToRefresh } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl, switchTab } from '../../../lib/navigation.ts';
import { MALL_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useDeleteCartLines } from '../api/cart-delete.ts';
import { useCartList } from '../api/cart-list.ts';
import { CartLine, InvalidCartLine } from '../components/cart-line.tsx';
import { Price } from '../../../components/price.tsx';
import { RecommendGoods } from '../components/recommend-goods.tsx';
import {
  pruneSelection,
  summarize,
  toggleAll,
  toggleOne,
  type SelectableLine,
} from '../lib/cart-selection.ts';
import { isFixable } from '../lib/order-status.ts';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { errorMessage } from '../lib/require-login.ts';
import '../components/mall-entry.css';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';

const PATH = '/pages/goods-cart';

const selectable = (line: CartItem): SelectableLine => ({
  id: line.id,
  price: line.price,
  num: line.num,
  buyable: line.invalid_reason === null,
});

/** Lines grouped by shop, in the cart's order. */
function groupByShop(lines: CartItem[]) {
  const groups = new Map<number, { mch: CartItem['mch']; lines: CartItem[] }>();
  for (const line of lines) {
    const group = groups.get(line.mch.id) ?? { mch: line.mch, lines: [] };
    group.lines.push(line);
    groups.set(line.mch.id, group);
  }
  return [...groups.values()];
}

function CartBody({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const query = useCartList();
  const remove = useDeleteCartLines();
  const pullTexts = usePullTexts();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const lines = useMemo(() => query.data?.list ?? [], [query.data]);
  const active = lines.filter((l) => l.invalid_reason === null || isFixable(l.invalid_reason));
  const invalid = lines.filter((l) => l.invalid_reason !== null && !isFixable(l.invalid_reason));
  const selection = useMemo(() => lines.map(selectable), [lines]);
  // A refresh may remove or invalidate lines: only lines still buyable stay selected.
  const selected = pruneSelection(selection, picked);
  const summary = summarize(selection, selected);

  const removeIds = async (ids: number[], confirmText: string) => {
    if (ids.length === 0) return;
    const ok = await Dialog.confirm({
      content: confirmText,
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    remove.mutate(ids, {
      onSuccess: () => {
        setPicked(new Set());
        showSuccess(t('common.deleted'));
      },
      onError: (e) => showToast(errorMessage(e)),
    });
  };

  const checkout = () => {
    if (summary.lines === 0) return showToast(t('mall.cart.pickFirst'));
    void navigateTo(pageUrl('/pages/order-confirmation', { cart_ids: [...selected].join(',') })).catch(
      () => undefined,
    );
  };

  return (
    <>
      <PullToRefresh
        onRefresh={async () => {
          await query.refetch();
        }}
        {...pullTexts}
      >
        <div className="cart-body" data-testid="cart-body">
          <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
            {lines.length === 0 ? (
              <StateView
                kind="empty"
                picture="cart"
                title={t('mall.cart.empty')}
                description={t('mall.cart.emptyHint')}
                action={{
                  label: t('mall.cart.goShopping'),
                  onClick: () => void switchTab(MALL_PATH).catch(() => undefined),
                }}
              />
            ) : (
              groupByShop(active).map((group) => {
                const ids = group.lines.filter((l) => l.invalid_reason === null).map((l) => l.id);
                const allPicked = ids.length > 0 && ids.every((id) => selected.has(id));
                return (
                  <section key={group.mch.id} className="mall-card cart-shop">
                    <div className="cart-shop__head">
                      <Checkbox
                        checked={allPicked}
                        disabled={ids.length === 0}
                        onChange={(on) =>
                          setPicked((s) => {
                            const next = new Set(s);
                            ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
                            return next;
                          })
                        }
                      />
                      <span className="cart-shop__name">{group.mch.name}</span>
                    </div>
                    {group.lines.map((line) => (
                      <CartLine
                        key={line.id}
                        line={line}
                        checked={selected.has(line.id)}
                        onToggle={() => setPicked((s) => toggleOne(s, line.id))}
                      />
                    ))}
                  </section>
                );
              })
            )}
            {invalid.length > 0 && (
              <section className="mall-card cart-invalid" data-testid="cart-invalid">
                <div className="cart-shop__head">
                  <span className="cart-shop__name">
                    {t('mall.cart.invalidTitle', { count: invalid.length })}
                  </span>
                  <button
                    type="button"
                    className="cart-invalid__clear"
                    data-testid="cart-clear-invalid"
                    onClick={() =>
                      void removeIds(
                        invalid.map((l) => l.id),
                        t('mall.cart.clearInvalidConfirm'),
                      )
                    }
                  >
                    {t('mall.cart.clearInvalid')}
                  </button>
                </div>
                {invalid.map((line) => (
                  <InvalidCartLine key={line.id} line={line} />
                ))}
              </section>
            )}
          </QueryState>
          <RecommendGoods />
        </div>
      </PullToRefresh>
      {lines.length > 0 && (
        <>
          <div className="mall-bar__spacer" />
          <div className="mall-bar cart-bar">
            <Checkbox
              checked={summary.allSelected}
              onChange={() => setPicked(toggleAll(selection, selected))}
              data-testid="cart-select-all"
            >
              {t('mall.cart.selectAll')}
            </Checkbox>
            {editing ? (
              <Button
                className="cart-bar__delete"
                shape="rounded"
                disabled={summary.lines === 0}
                loading={remove.isPending}
                data-testid="cart-delete"
                onClick={() =>
                  void removeIds([...selected], t('mall.cart.deleteConfirm', { count: summary.lines }))
                }
              >
                {t('common.delete')}
              </Button>
            ) : (
              <>
                <div className="cart-bar__total">
                  <span>{t('mall.cart.total')}</span>
                  <Price value={summary.total} size="lg" testId="cart-total" />
                </div>
                <Button
                  className="cart-bar__checkout gradient-button"
                  shape="rounded"
                  color="primary"
                  disabled={summary.lines === 0}
                  data-testid="cart-checkout"
                  onClick={checkout}
                >
                  {t('mall.cart.checkout', { count: summary.pieces })}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </>
  );
}

export function GoodsCartPage() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const count = useCartList(isLogin).data?.count ?? 0;
  const [editing, setEditing] = useState(false);
  return (
    <Page
      path={PATH}
      title={count ? t('mall.cart.titleCount', { count }) : t('mall.cart.title')}
      className="mall-page"
      right={
        isLogin && count > 0 ? (
          <button
            type="button"
            className="nav-text-button"
            data-testid="cart-manage"
            onClick={() => setEditing((e) => !e)}
          >
            {editing ? t('mall.cart.done') : t('mall.cart.manage')}
          </button>
        ) : undefined
      }
    >
      <LoginRequired>
        <CartBody editing={editing} />
      </LoginRequired>
    </Page>
  );
}

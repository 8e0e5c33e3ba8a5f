import { ADVERT_POSITIONS } from '@dance/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { advertListQuery, type AdvertItem, type AdvertPosition } from '../api/advert-list.ts';
import { removeAdvert } from '../api/advert-remove.ts';
import { saveAdvert } from '../api/advert-save.ts';
import { opsKeys } from '../api/keys.ts';
import { ImagePick, Result, confirmed, useChange } from './curate-parts.tsx';

/** The contract's link rule: nowhere, a page of the app or a web page. */
const LINK = /^(|\/[^\s]*|#\/[^\s]*|https?:\/\/[^\s]+)$/;

interface Draft {
  id: number;
  position: AdvertPosition;
  title: string;
  pic_url: string;
  link_url: string;
  sort: string;
  shown: boolean;
}
const emptyDraft = (position: AdvertPosition): Draft => ({
  id: 0,
  position,
  title: '',
  pic_url: '',
  link_url: '',
  sort: '0',
  shown: true,
});
const draftOf = (a: AdvertItem): Draft => ({ ...a, sort: String(a.sort) });

/** The adverts of every position: listed by position, created, edited and deleted. */
export function CurateAdverts() {
  const { t } = useTranslation();
  const [position, setPosition] = useState<AdvertPosition>('home_banner');
  const list = useQuery(advertListQuery(position));
  const [draft, setDraft] = useState<Draft>(() => emptyDraft('home_banner'));
  const change = useChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sort = Number(draft.sort);
    if (!draft.title.trim() || !draft.pic_url)
      return change.setStatus({ ok: false, text: t('ops.curate.adverts.fill') });
    if (!LINK.test(draft.link_url.trim()))
      return change.setStatus({ ok: false, text: t('ops.curate.adverts.linkRule') });
    if (!(Number.isInteger(sort) && sort >= 0 && sort <= 9999))
      return change.setStatus({ ok: false, text: t('ops.curate.sortRange') });
    const saved = await change.run(
      () =>
        saveAdvert({
          ...(draft.id ? { id: draft.id } : {}),
          position: draft.position,
          title: draft.title.trim(),
          pic_url: draft.pic_url,
          link_url: draft.link_url.trim(),
          sort,
          shown: draft.shown,
        }),
      (a) => t('ops.curate.adverts.saved', { title: a.title }),
      [opsKeys.curateAdverts(draft.position), ...(draft.id ? [opsKeys.curateAdverts(position)] : [])],
    );
    if (saved) {
      setPosition(saved.position);
      setDraft(emptyDraft(saved.position));
    }
  };
  const remove = (a: AdvertItem) => {
    if (!confirmed(t('ops.curate.adverts.confirmRemove', { title: a.title }))) return;
    void change.run(
      () => removeAdvert(a.id),
      () => t('ops.curate.adverts.removed', { title: a.title }),
      [opsKeys.curateAdverts(a.position)],
    );
  };

  return (
    <div className="ops-split">
      <div>
        <div className="ops-toolbar">
          <label className="ops-field ops-field--inline">
            <span>{t('ops.curate.adverts.position')}</span>
            <select
              value={position}
              onChange={(e) => {
                const next = e.target.value as AdvertPosition;
                setPosition(next);
                if (!draft.id) setDraft({ ...draft, position: next });
              }}
              data-testid="ops-adverts-position"
            >
              {ADVERT_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {t(`ops.curate.position.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <table className="ops-table" data-testid="ops-adverts-table">
          <thead>
            <tr>
              <th>{t('ops.curate.sort')}</th>
              <th>{t('ops.curate.adverts.picture')}</th>
              <th>{t('ops.curate.adverts.title')}</th>
              <th>{t('ops.curate.adverts.link')}</th>
              <th>{t('ops.curate.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data?.list ?? []).map((a) => (
              <tr
                key={a.id}
                className={a.shown ? undefined : 'ops-curate__off'}
                data-testid={`ops-advert-${a.id}`}
              >
                <td className="ops-mono">{a.sort}</td>
                <td>
                  <img className="ops-curate__thumb" src={a.pic_url} alt="" />
                </td>
                <td>{a.title}</td>
                <td className="ops-mono ops-curate__link">{a.link_url || '—'}</td>
                <td className="ops-nowrap">
                  {t(a.shown ? 'ops.curate.adverts.shown' : 'ops.curate.adverts.hidden')}
                </td>
                <td className="ops-nowrap ops-curate__actions">
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => {
                      setDraft(draftOf(a));
                      change.setStatus(null);
                    }}
                    data-testid={`ops-advert-edit-${a.id}`}
                  >
                    {t('ops.operators.edit')}
                  </button>
                  <button
                    type="button"
                    className="ops-link ops-curate__danger"
                    disabled={change.busy}
                    onClick={() => remove(a)}
                    data-testid={`ops-advert-remove-${a.id}`}
                  >
                    {t('ops.curate.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {list.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {list.isSuccess && !list.data.list.length ? (
          <p className="ops-muted ops-pad">{t('ops.curate.adverts.empty')}</p>
        ) : null}
      </div>
      <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-advert-form">
        <h2 className="ops-h2">
          {draft.id ? t('ops.curate.adverts.edit', { id: draft.id }) : t('ops.curate.adverts.add')}
        </h2>
        <label className="ops-field">
          <span>{t('ops.curate.adverts.position')}</span>
          <select
            value={draft.position}
            onChange={(e) => setDraft({ ...draft, position: e.target.value as AdvertPosition })}
            data-testid="ops-advert-position"
          >
            {ADVERT_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`ops.curate.position.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field">
          <span>{t('ops.curate.adverts.title')}</span>
          <input
            value={draft.title}
            maxLength={60}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            data-testid="ops-advert-title"
          />
        </label>
        <div className="ops-field">
          <span>{t('ops.curate.adverts.picture')}</span>
          <ImagePick
            value={draft.pic_url}
            onChange={(url) => setDraft((d) => ({ ...d, pic_url: url }))}
            onError={(text) => change.setStatus({ ok: false, text })}
            testId="ops-advert-picture"
          />
        </div>
        <label className="ops-field">
          <span>{t('ops.curate.adverts.link')}</span>
          <input
            value={draft.link_url}
            maxLength={500}
            placeholder="/pages/... · https://..."
            onChange={(e) => setDraft({ ...draft, link_url: e.target.value })}
            data-testid="ops-advert-link"
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.curate.sortHint')}</span>
          <input
            type="number"
            min={0}
            max={9999}
            value={draft.sort}
            onChange={(e) => setDraft({ ...draft, sort: e.target.value })}
            data-testid="ops-advert-sort"
          />
        </label>
        <label className="ops-radios">
          <input
            type="checkbox"
            checked={draft.shown}
            onChange={(e) => setDraft({ ...draft, shown: e.target.checked })}
            data-testid="ops-advert-shown"
          />
          {t('ops.curate.adverts.shownBox')}
        </label>
        <Result status={change.status} testId="ops-adverts-result" />
        <div className="ops-decisions">
          <button
            type="submit"
            className="ops-btn ops-btn--primary"
            disabled={change.busy}
            data-testid="ops-advert-submit"
          >
            {t('ops.curate.save')}
          </button>
          {draft.id ? (
            <button type="button" className="ops-btn" onClick={() => setDraft(emptyDraft(position))}>
              {t('ops.curate.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

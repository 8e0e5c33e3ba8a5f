import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { upload } from '../../../lib/request.ts';
import { opsKeys } from '../api/keys.ts';
import { errorText } from './ops-shell.tsx';

export type Status = { ok: boolean; text: string } | null;

/** The outcome of the last change of a panel: the server's own message when it failed. */
export function Result({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null;
  return (
    <p
      className={status.ok ? 'ops-ok' : 'ops-error'}
      role={status.ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {status.text}
    </p>
  );
}

/**
 * One panel's changes: runs a call, says what it did (or the server's message), then refreshes
 * the lists it touched and the action log (every curating change is logged).
 */
export function useChange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  async function run<T>(
    work: () => Promise<T>,
    done: (result: T) => string,
    refresh: QueryKey[],
  ): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await work();
      setStatus({ ok: true, text: done(result) });
      for (const queryKey of [...refresh, opsKeys.logs]) void client.invalidateQueries({ queryKey });
      return result;
    } catch (err) {
      setStatus({ ok: false, text: errorText(err, t) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, status, setStatus, run };
}

/** Asks before a removal (the browser's own dialog, as the console's bans do). */
export const confirmed = (question: string) => globalThis.confirm(question);

/** A picture the editor uploads from the computer: shows it, and replaces it with a new one. */
export function ImagePick(props: {
  value: string;
  onChange: (url: string) => void;
  onError: (text: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="ops-curate__pick" data-testid={props.testId}>
      {props.value ? (
        <img className="ops-curate__thumb" src={props.value} alt="" />
      ) : (
        <span className="ops-curate__thumb ops-curate__thumb--empty">{t('ops.curate.noPicture')}</span>
      )}
      <label className="ops-btn">
        {busy
          ? t('ops.curate.uploading')
          : t(props.value ? 'ops.curate.replacePicture' : 'ops.curate.upload')}
        <input
          type="file"
          accept="image/*"
          hidden
          disabled={busy}
          data-testid={`${props.testId}-file`}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setBusy(true);
            try {
              props.onChange((await upload(file, 'image')).url);
            } catch (err) {
              props.onError(errorText(err, t));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
    </div>
  );
}

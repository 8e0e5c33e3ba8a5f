import { SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { errorKind, StateView, type PictureName, type StateAction } from './state-view.tsx';

interface CommonProps {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
  /** The title when the thing is not found (404), e.g. "this post no longer exists". */
  notFoundText?: string;
  children: ReactNode;
}

/** A list that can be empty names its own picture: there is no shared fallback. */
interface ListProps extends CommonProps {
  empty: boolean;
  emptyText?: string;
  /** The empty list's own picture (`search` for search results only). */
  emptyPicture: PictureName;
  /** What to do when the list is empty, where there is something ("go shopping"). */
  emptyAction?: StateAction;
}

interface ThingProps extends CommonProps {
  empty?: never;
  emptyText?: never;
  emptyPicture?: never;
  emptyAction?: never;
}

export type QueryStateProps = ListProps | ThingProps;

/** Loading spinner, the failure as it is (not found, forbidden, network), or the empty state. */
export function QueryState({
  isPending,
  error,
  refetch,
  empty,
  emptyText,
  emptyPicture,
  emptyAction,
  notFoundText,
  children,
}: QueryStateProps) {
  if (isPending)
    return (
      <div className="center-box">
        <SpinLoading color="primary" />
      </div>
    );
  if (error) {
    const kind = errorKind(error);
    // The server's message names what is missing or refused, in the user's language.
    const title =
      kind === 'notFound'
        ? (notFoundText ?? error.message)
        : kind === 'forbidden'
          ? error.message
          : undefined;
    return <StateView kind={kind} title={title || undefined} onRetry={refetch} />;
  }
  if (empty) return <StateView kind="empty" title={emptyText} picture={emptyPicture} action={emptyAction} />;
  return <>{children}</>;
}

import { Button, ErrorBlock } from 'antd-mobile';
import {
  CheckShieldOutline,
  CloseCircleOutline,
  EnvironmentOutline,
  FileOutline,
  GiftOutline,
  HeartOutline,
  LockOutline,
  MessageOutline,
  PictureOutline,
  QuestionCircleOutline,
  SearchOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { navigateBack } from '../lib/navigation.ts';
import { ApiError, CODE_NETWORK, CODE_TIMEOUT } from '../lib/request.ts';
import './state-view.css';

export type ErrorKind = 'notFound' | 'forbidden' | 'network' | 'error';
export type StateKind = ErrorKind | 'empty';

/**
 * What a failed load means to the user: the thing is gone (404: no retry, a way back), not theirs
 * to see (403), the network failed (retry), or something else went wrong (retry).
 */
export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === CODE_NETWORK || error.code === CODE_TIMEOUT) return 'network';
  if (error.status === 404) return 'notFound';
  if (error.status === 403) return 'forbidden';
  return 'error';
}

/** The pictures of empty lists: each list its own. */
const PICTURES = {
  orders: <UnorderedListOutline />,
  address: <EnvironmentOutline />,
  cart: <ShopbagOutline />,
  goods: <GiftOutline />,
  posts: <PictureOutline />,
  comments: <MessageOutline />,
  people: <UserOutline />,
  circles: <TeamOutline />,
  collection: <StarOutline />,
  likes: <HeartOutline />,
  drafts: <FileOutline />,
  videos: <VideoOutline />,
  search: <SearchOutline />,
  verify: <CheckShieldOutline />,
  notFound: <QuestionCircleOutline />,
  forbidden: <LockOutline />,
  gone: <CloseCircleOutline />,
} as const;
export type PictureName = keyof typeof PICTURES;

function Picture({ name }: { name: PictureName }) {
  return (
    <span className={`state-view__picture state-view__picture--${name}`} data-picture={name}>
      {PICTURES[name]}
    </span>
  );
}

export interface StateAction {
  label: string;
  onClick: () => void;
  testId?: string;
}

interface StateViewProps {
  kind: StateKind;
  title?: string;
  description?: string;
  /** Empty lists: the list's own picture. */
  picture?: PictureName;
  /** Empty lists: what to do instead ("go shopping"). */
  action?: StateAction;
  /** Network failures and other errors: try again. */
  onRetry?: () => unknown;
  children?: ReactNode;
}

/**
 * The one state component: not found (a way back, no retry), forbidden (a way back), network
 * failure (retry), other failure (retry) and empty (the list's own picture, words and action).
 */
export function StateView({ kind, title, description, picture, action, onRetry, children }: StateViewProps) {
  const { t } = useTranslation();
  const back: StateAction = { label: t('common.back'), onClick: navigateBack };
  const spec: {
    image: ReactElement | 'disconnected' | 'busy' | 'empty';
    title: string;
    action?: StateAction;
    retry: boolean;
  } =
    kind === 'notFound'
      ? {
          image: <Picture name={picture ?? 'notFound'} />,
          title: title ?? t('state.notFound'),
          action: back,
          retry: false,
        }
      : kind === 'forbidden'
        ? {
            image: <Picture name="forbidden" />,
            title: title ?? t('state.forbidden'),
            action: back,
            retry: false,
          }
        : kind === 'network'
          ? { image: 'disconnected', title: title ?? t('request.network'), retry: true }
          : kind === 'error'
            ? { image: 'busy', title: title ?? t('common.loadFailed'), retry: true }
            : {
                image: picture ? <Picture name={picture} /> : 'empty',
                title: title ?? t('common.empty'),
                action,
                retry: false,
              };
  const status = typeof spec.image === 'string' ? spec.image : 'empty';
  return (
    <ErrorBlock
      className="state-view"
      data-state={kind}
      status={status}
      image={typeof spec.image === 'string' ? undefined : spec.image}
      title={spec.title}
      description={description ?? ''}
    >
      {spec.retry && onRetry && (
        <Button size="small" shape="rounded" onClick={() => void onRetry()} data-testid="state-retry">
          {t('common.retry')}
        </Button>
      )}
      {spec.action && (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={spec.action.onClick}
          data-testid={spec.action.testId ?? 'state-action'}
        >
          {spec.action.label}
        </Button>
      )}
      {children}
    </ErrorBlock>
  );
}

import { Button, ErrorBlock } from 'antd-mobile';
import {
  AppOutline,
  BellOutline,
  BillOutline,
  CalendarOutline,
  CameraOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  CouponOutline,
  DownlandOutline,
  EnvironmentOutline,
  FileOutline,
  FlagOutline,
  GiftOutline,
  HeartOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  PictureOutline,
  PlayOutline,
  QuestionCircleOutline,
  SearchOutline,
  ShopbagOutline,
  SoundOutline,
  StarOutline,
  TagOutline,
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
  music: <SoundOutline />,
  downloads: <DownlandOutline />,
  recent: <ClockCircleOutline />,
  categories: <AppOutline />,
  tickets: <CouponOutline />,
  activities: <CalendarOutline />,
  courses: <PlayOutline />,
  lives: <CameraOutline />,
  points: <BillOutline />,
  guesses: <FlagOutline />,
  money: <PayCircleOutline />,
  notices: <BellOutline />,
  tags: <TagOutline />,
  /** Search results only: the magnifier means "nothing matched". */
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

interface CommonProps {
  title?: string;
  description?: string;
  /** Network failures and other errors: try again. */
  onRetry?: () => unknown;
  children?: ReactNode;
}

/** An empty list always names its own picture: there is no shared fallback. */
interface EmptyProps extends CommonProps {
  kind: 'empty';
  /** The list's own picture (the magnifier, `search`, is for search results only). */
  picture: PictureName;
  /** What to do instead ("go shopping"). */
  action?: StateAction;
}

interface FailureProps extends CommonProps {
  kind: ErrorKind;
  /** Not found: a picture other than the question mark. */
  picture?: PictureName;
  action?: never;
}

export type StateViewProps = EmptyProps | FailureProps;

/**
 * The one state component: not found (a way back, no retry), forbidden (a way back), network
 * failure (retry), other failure (retry) and empty (the list's own picture, words and action).
 */
export function StateView(props: StateViewProps) {
  const { kind, title, description, onRetry, children } = props;
  const { t } = useTranslation();
  const back: StateAction = { label: t('common.back'), onClick: navigateBack };
  const spec = ((): {
    image: ReactElement | 'disconnected' | 'busy';
    title: string;
    action?: StateAction;
    retry: boolean;
  } => {
    switch (props.kind) {
      case 'notFound':
        return {
          image: <Picture name={props.picture ?? 'notFound'} />,
          title: title ?? t('state.notFound'),
          action: back,
          retry: false,
        };
      case 'forbidden':
        return {
          image: <Picture name="forbidden" />,
          title: title ?? t('state.forbidden'),
          action: back,
          retry: false,
        };
      case 'network':
        return { image: 'disconnected', title: title ?? t('request.network'), retry: true };
      case 'error':
        return { image: 'busy', title: title ?? t('common.loadFailed'), retry: true };
      case 'empty':
        return {
          image: <Picture name={props.picture} />,
          title: title ?? t('common.empty'),
          action: props.action,
          retry: false,
        };
    }
  })();
  // A picture of our own replaces antd's; antd's "empty" (a magnifier) is never shown.
  const status = typeof spec.image === 'string' ? spec.image : 'default';
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

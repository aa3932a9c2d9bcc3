import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../contract/envelope';
import { ApiError, failureKind } from '../api/errors';

type LoadFailureProps = {
  error: unknown;
  /** Asks again (the query's refetch). */
  onRetry: () => unknown;
  /** Whether a new attempt is under way (the query's isFetching). */
  retrying?: boolean;
  /** What to show when the server answered that the thing is not there. */
  notFound: ReactNode;
};

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * A data load that failed, told as it is: the network or the server (with a retry, and the
 * page trying again by itself: see query-client.ts), or the server's answer that the data
 * does not exist (the page's own 'not found'). A buyer must not read "event not found" when
 * the connection, not the event, is missing.
 */
export function LoadFailure({ error, onRetry, retrying = false, notFound }: LoadFailureProps) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true);
  const kind = failureKind(error);
  if (kind === 'refused') return <>{notFound}</>;
  const offline = kind === 'network' || !online;
  return (
    <div className="load-failure" role="alert" data-testid="load-failure" data-kind={offline ? 'network' : 'server'}>
      <h2 className="load-failure__title">{t(offline ? 'loadFailure.offlineTitle' : 'loadFailure.serverTitle')}</h2>
      <p>{t(offline ? 'loadFailure.offline' : 'loadFailure.server')}</p>
      <button type="button" className="button" onClick={() => void onRetry()} disabled={retrying} aria-busy={retrying || undefined}>
        {retrying ? t('loadFailure.retrying') : t('loadFailure.retry')}
      </button>
    </div>
  );
}

/** Placeholders shaped like the content that loads, with its name for screen readers. */
export function LoadingPlaceholder({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton-page${className ? ` ${className}` : ''}`} role="status" aria-busy="true" data-testid="loading-placeholder">
      <span className="visually-hidden">{t('loadFailure.loading')}</span>
      {children}
    </div>
  );
}

export function Skeleton({ kind, style }: { kind: 'title' | 'row' | 'card' | 'line' | 'map'; style?: CSSProperties }) {
  return <span className={`skeleton skeleton--${kind}`} style={style} aria-hidden="true" />;
}

type CallFailedProps = {
  /** What the failed call threw (the query's error); nothing known reads as the network. */
  error: unknown;
  /** The page's own words for a lost connection. */
  offline: ReactNode;
  onRetry: () => unknown;
  retryLabel: ReactNode;
  retrying?: boolean;
  className?: string;
  buttonClassName?: string;
  testId?: string;
};

/**
 * A load that a page's flow made and lost, told as it is: no connection (the page's words), or
 * the server failing, with its code (-9999 when it gave none), never "no connection" for an
 * answer that came. A retry either way.
 */
export function CallFailed({ error, offline, onRetry, retryLabel, retrying = false, className, buttonClassName = 'button', testId }: CallFailedProps) {
  const { t } = useTranslation();
  const network = error === undefined || error === null || failureKind(error) === 'network';
  const code = error instanceof ApiError ? error.code : ErrorCode.internal;
  return (
    <div className={className} data-testid={testId} data-kind={network ? 'network' : 'server'}>
      <p role="alert">{network ? offline : t('loadFailure.serverCode', { code })}</p>
      <button type="button" className={buttonClassName} onClick={() => void onRetry()} disabled={retrying} aria-busy={retrying || undefined}>
        {retryLabel}
      </button>
    </div>
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trace } from '../../engine/replay';
import { traceBundle } from '../../engine/replay/traceFile';
import { currentPageTrace, departedCount, departedTraces, flowCount, subscribeFlows } from './flow-registry';
import './trace-download.css';

/** `flow-traces-2025-08-01T10-15-30.json`: sortable, and valid on every file system. */
const fileName = (prefix: string, at: Date) => `${prefix}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;

/** The page on screen as one page trace (its flows replay together, or each alone), or the flows of earlier pages as a bundle. */
function download(what: 'page' | Trace[], prefix: string): void {
  const at = new Date();
  const meta = { recordedAt: at.toISOString(), page: window.location.pathname + window.location.search };
  const file = what === 'page' ? currentPageTrace(meta) : traceBundle(what, meta);
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 1)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(prefix, at);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Development builds only (root-layout mounts it behind import.meta.env.DEV): downloads the
 * page's recording for `npm run replay` (every flow on it, the wiring between them and the
 * hall map's taps and selections), and the traces of flows on earlier pages (a created
 * order, for one, leaves the page it was made on).
 */
export function FlowTraceDownload() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribeFlows, flowCount, flowCount);
  const earlier = useSyncExternalStore(subscribeFlows, departedCount, departedCount);
  return (
    <aside className="flow-traces" aria-label={t('flowTraces.label')}>
      <button type="button" className="flow-traces__button" disabled={count === 0} onClick={() => download('page', 'page-trace')}>
        {count === 0 ? t('flowTraces.none') : t('flowTraces.download', { count })}
      </button>
      {earlier > 0 && (
        <button type="button" className="flow-traces__button" onClick={() => download(departedTraces(), 'flow-traces-earlier')}>
          {t('flowTraces.earlier', { count: earlier })}
        </button>
      )}
      <p className="flow-traces__hint">{t('flowTraces.hint')}</p>
    </aside>
  );
}

import { useEffect, useState } from 'react';
import type { Lang } from '../../../contract/lang';
import type { OwnHallNames } from '../../features/hall-loading';
import { sourceKey, type HallSource } from './hall-source';
import { DemoLoadError, loadSource, type DemoErrorCode, type DemoHall, type LoadPhase } from './load-source';

export type DemoHallState =
  | { status: 'loading'; phase: LoadPhase }
  | { status: 'ready'; hall: DemoHall }
  | { status: 'error'; code: DemoErrorCode };

/** Loads the hall of `source`; a new source aborts the previous load. */
export function useDemoHall(source: HallSource, lang: Lang, names: OwnHallNames): DemoHallState {
  const [state, setState] = useState<DemoHallState>({ status: 'loading', phase: 'fetch' });
  const key = sourceKey(source);
  // The hall's names are data: a language switch reloads server halls (names come in it).
  const reloadKey = source.kind === 'seats' || source.kind === 'hall' ? `${key}|${lang}` : key;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', phase: 'fetch' });
    loadSource(source, lang, names, controller.signal, (phase) => {
      if (!controller.signal.aborted) setState({ status: 'loading', phase });
    }).then(
      (hall) => {
        if (!controller.signal.aborted) setState({ status: 'ready', hall });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof DemoLoadError) || error.code === 'load-failed') console.error('[seatmap demo] load failed', error);
        setState({ status: 'error', code: error instanceof DemoLoadError ? error.code : 'load-failed' });
      },
    );
    return () => controller.abort();
    // `source`, `lang` and `names` are captured through the key on purpose: a new File
    // object or names object for the same hall must not reload 200k seats.
  }, [reloadKey]);

  return state;
}

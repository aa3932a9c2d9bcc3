import type { CDPSession } from 'playwright';
import type { InputStep } from './script';

export interface Played {
  /** Steps the protocol acknowledged (Chromium acknowledges an input once the page has handled it). */
  acknowledged: number;
  steps: number;
  /** The last acknowledgement came this long after the last step was sent, ms: how far behind the page fell. */
  backlogMs: number;
  /** Not every step was acknowledged within the limit: a slow map was still working through them. */
  cut: boolean;
  /** Each step's wait from being sent to its acknowledgement, ms (null: none within the limit). */
  ackMs: Array<number | null>;
  /** From the first step sent to the last acknowledgement, ms. */
  spanMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function send(cdp: CDPSession, step: InputStep): Promise<unknown> {
  if (step.kind === 'wheel') {
    return cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: step.x, y: step.y, deltaX: 0, deltaY: step.deltaY, pointerType: 'mouse' });
  }
  return cdp.send('Input.dispatchTouchEvent', {
    type: step.type,
    touchPoints: step.points.map((p) => ({ x: p.x, y: p.y, id: p.id, radiusX: 8, radiusY: 8, force: 1 })),
  });
}

/**
 * Sends each step at its time, without waiting for the page: a finger keeps moving while
 * the page is busy, and Chromium queues and coalesces what the page has not taken yet,
 * as on a phone. Then waits (up to `limitMs`) for the page to have handled them all.
 */
export async function playSteps(cdp: CDPSession, steps: readonly InputStep[], limitMs: number): Promise<Played> {
  const started = performance.now();
  let acknowledged = 0;
  let lastAck = started;
  const pending: Promise<void>[] = [];
  const ackMs: Array<number | null> = steps.map(() => null);
  for (const [i, step] of steps.entries()) {
    const wait = started + step.at - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    pending.push(
      send(cdp, step).then(
        () => {
          acknowledged++;
          lastAck = performance.now();
          ackMs[i] = lastAck - sent;
        },
        () => {},
      ),
    );
  }
  const sentAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const cut = await Promise.race([
    Promise.all(pending).then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), limitMs))),
  ]).finally(() => clearTimeout(timer));
  return { acknowledged, steps: steps.length, backlogMs: Math.max(0, lastAck - sentAt), cut, ackMs: [...ackMs], spanMs: lastAck - started };
}

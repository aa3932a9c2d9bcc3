// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { machines, pageWirings, seatCartMachine } from '../../engine/machines';
import { replayTrace } from '../../engine/replay';
import { replayPage } from '../../engine/replay';
import { readReplayFile, readTraceFile } from '../../engine/replay/traceFile';
import '../i18n/i18n';
import { FlowTraceDownload } from './trace-download';
import { useFlowActor } from './use-flow-actor';

const seat = (id: number) => ({ seat_id: id, sector: 1, row: '3', seat: String(id), price: 2000, priceservise: 100, category: 'Stalls' });

const carts: Array<ActorRefFrom<typeof seatCartMachine>> = [];
function SeatCart() {
  const cart = useFlowActor(seatCartMachine, { input: { limit: 4, calendarId: 11 } });
  if (!carts.includes(cart)) carts.push(cart);
  return null;
}
const settle = () => act(async () => {});
/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** Catches the download: the Blob handed to createObjectURL and the link clicked. */
function catchDownload() {
  const blobs: Blob[] = [];
  const links: Array<{ href: string; download: string }> = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), `blob:trace-${blobs.length}`)), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return { blobs, links };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  carts.length = 0;
});

describe('flow trace download (development builds)', () => {
  it('is disabled while no flow is on the page', async () => {
    render(<FlowTraceDownload />);
    await settle();
    const button = screen.getByRole('button', { name: 'На этой странице нет записанных сценариев' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Записи сценариев (для разработки)' })).toBeTruthy();
  });

  it('downloads the page as one page trace that replays as a whole and flow by flow', async () => {
    const { blobs, links } = catchDownload();
    window.history.replaceState(null, '', '/scheme/abc/2025-08-01/14:00?lang=en');
    const view = render(
      <StrictMode>
        <SeatCart />
        <SeatCart />
        <FlowTraceDownload />
      </StrictMode>,
    );
    await settle();
    const button = screen.getByRole('button', { name: 'Скачать запись: 2 сценария' });
    act(() => {
      carts[0]!.send({ type: 'ADD_SEAT', seat: seat(101) });
      carts[1]!.send({ type: 'ADD_SEAT', seat: seat(201) });
      carts[1]!.send({ type: 'REMOVE', seatId: 201 });
    });
    fireEvent.click(button);
    expect(links).toHaveLength(1);
    expect(links[0]!.href).toBe('blob:trace-1');
    expect(links[0]!.download).toMatch(/^page-trace-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json$/);
    expect(blobs[0]!.type).toBe('application/json');
    const file = JSON.parse(await readText(blobs[0]!)) as { kind: string; page: string; recordedAt: string };
    expect(file).toMatchObject({ kind: 'page-trace', version: 1, page: '/scheme/abc/2025-08-01/14:00?lang=en' });
    expect(Number.isNaN(Date.parse(file.recordedAt))).toBe(false);
    const { pages } = readReplayFile(file);
    expect((await replayPage(pages[0]!, machines, pageWirings)).ok).toBe(true);
    const traces = pages[0]!.flows;
    expect(traces.map((t) => t.steps.map((s) => s.event.type))).toEqual([
      ['xstate.init', 'ADD_SEAT'],
      ['xstate.init', 'ADD_SEAT', 'REMOVE'],
    ]);
    // Development recordings keep full contexts, so a divergence names what differs.
    expect(traces[0]!.steps[1]!.context).toMatchObject({ items: [{ seat_id: 101 }] });
    for (const trace of traces) expect((await replayTrace(trace, machines)).ok).toBe(true);

    // The flows leave the page (a created order goes to another one): still downloadable.
    view.rerender(
      <StrictMode>
        <FlowTraceDownload />
      </StrictMode>,
    );
    await settle();
    expect(screen.getByRole('button', { name: 'На этой странице нет записанных сценариев' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Скачать 2 сценария прежних страниц' }));
    expect(links[1]!.download).toMatch(/^flow-traces-earlier-.*\.json$/);
    const earlier = readTraceFile(JSON.parse(await readText(blobs[1]!)));
    expect(earlier.map((t) => t.steps.length)).toEqual([2, 3]);
  });

  it('says how many flows it holds in the page language', async () => {
    const { i18n } = await import('../i18n/i18n');
    await act(() => i18n.changeLanguage('en'));
    try {
      render(
        <>
          <SeatCart />
          <FlowTraceDownload />
        </>,
      );
      await settle();
      expect(screen.getByRole('button', { name: 'Download the recording of 1 flow' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('ru'));
    }
  });

  it('the root layout mounts it in development mode only', async () => {
    for (const [mode, shown] of [['development', true], ['test', false]] as const) {
      vi.stubEnv('MODE', mode);
      vi.resetModules();
      const { renderApp } = await import('../testing/render-app');
      const { findByRole, queryByRole, unmount } = renderApp('/contacts');
      const name = 'Записи сценариев (для разработки)';
      if (shown) expect(await findByRole('complementary', { name })).toBeTruthy();
      else {
        await settle();
        expect(queryByRole('complementary', { name })).toBeNull();
      }
      unmount();
    }
  });
});

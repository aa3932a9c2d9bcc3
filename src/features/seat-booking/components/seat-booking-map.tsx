import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatStatus } from '../../../../engine';
import type { ActorRefFrom } from 'xstate';
import { wireSeatSelection, type CartSeat, type SeatChoice, type seatCartMachine } from '../../../../engine/machines';
import { categoryColorsOf, priceLegend } from '../../../../engine';
import type { SeatMap } from '../../../../engine';
import { scalePercent } from '../../../../engine';
import { recordSeatMap } from '../../../flows';
import { SeatMapView, ZoomControls } from '../../seat-map-view';
import type { SessionHall } from '../../hall-loading';
import { seatChoice, standChoice, type PricingContext, type StandPlace } from '../model/seat-choice';
import { SeatStepper, ViewToggle, seatKindText, type SeatView } from './seat-stepper';
import { AccessibleFilter, AccessibleLegend } from './accessible-filter';
import { ACCESSIBLE_KINDS } from '../../../../contract/seat-kind';
import { standingMax } from '../model/standing-bounds';
import { seatsOfKinds } from '../model/seats-of-kinds';
import { useSeatPopover } from '../hooks/use-seat-popover';
import { useSeatWords } from '../hooks/use-seat-words';
import { PriceLegend } from './price-legend';
import { SeatPopover } from './seat-popover';
import { StandSaleList } from './stand-sale-list';
import { StandingModal } from './standing-modal';

/** A seat this many CSS pixels across shows its kind's mark clearly (the marks start at a few pixels). */
const KIND_MARKS_READABLE_PX = 16;

export interface SeatBookingMapProps {
  hall: SessionHall;
  /** Standing places with their current quant (refreshed after a race). */
  stands: readonly StandPlace[];
  pricing: PricingContext;
  items: readonly CartSeat[];
  /** The seat cart: it alone decides which seats the map shows selected. */
  seatCart: ActorRefFrom<typeof seatCartMachine>;
  /** Tickets the cart can still take. */
  available: number;
  sectorName: (sectorId: number | string) => string;
  onAddSeat: (seat: SeatChoice) => void;
  onAddStanding: (place: SeatChoice, quantity: number, placeQuant: number) => void;
  onRemove: (seatId: number) => void;
  /** The engine once mounted, null once gone (the page refreshes statuses through it). */
  onMap?: (map: SeatMap | null) => void;
  /** The map's first picture is on screen (the page owns it: the waiting list waits for it too). */
  painted: boolean;
  /** Told true once the first picture is on screen, false again when the map goes. */
  onPainted: (painted: boolean) => void;
  /** Test and debug instrumentation of the mounted map; returns its cleanup. */
  instrument?: (map: SeatMap, hall: SessionHall) => () => void;
}

/**
 * The hall map of the scheme page: the engine's canvas with the price legend, zoom
 * controls, the seat popover, the standing-place modal and the stand-sale list. The cart
 * (a flow machine) is the truth about what is chosen; the map mirrors it.
 */
export function SeatBookingMap({ hall, stands, pricing, items, seatCart, available, sectorName, onAddSeat, onAddStanding, onRemove, onMap, painted, onPainted, instrument }: SeatBookingMapProps) {
  const { t } = useTranslation();
  const { model, map: data } = hall;
  const [map, setMap] = useState<SeatMap | null>(null);
  const [view, setView] = useState<SeatView>('map');
  const [percent, setPercent] = useState(100);
  const [standOpen, setStandOpen] = useState<number | null>(null);
  const colors = useMemo(() => categoryColorsOf(data.zones), [data.zones]);
  const legend = useMemo(() => priceLegend(data.zones), [data.zones]);
  const stageRef = useRef<HTMLDivElement>(null);
  const onMapRef = useRef(onMap);
  onMapRef.current = onMap;
  const onPaintedRef = useRef(onPainted);
  onPaintedRef.current = onPainted;
  const instrumentRef = useRef(instrument);
  instrumentRef.current = instrument;
  const { popover, open: openPopover, follow: followPopover, close: dropPopover } = useSeatPopover(stageRef, map);
  const { priceOfZone, seatLabel } = useSeatWords(model, pricing, sectorName, map);
  const [accessibleOnly, setAccessibleOnly] = useState(false);
  const accessible = useMemo(() => (model.kind ? seatsOfKinds(model.kind.subarray(0, model.seatCount), ACCESSIBLE_KINDS) : []), [model]);
  const onlyAccessible = useCallback((i: number) => ((model.kind?.[i] ?? 0) & ACCESSIBLE_KINDS) !== 0, [model]);
  const freeAccessible = accessibleOnly ? accessible.filter((i) => model.status[i] === SeatStatus.free).length : 0;
  const chooseAccessible = (on: boolean) => {
    dropPopover();
    setAccessibleOnly(on);
    // Zoomed to where they are: the first free one (else the first), with the focus ring and its
    // sector's list, close enough that the marks of their kinds are plain to see.
    const first = accessible.find((i) => model.status[i] === SeatStatus.free) ?? accessible[0];
    if (on && map && first !== undefined) map.focusSeat(model.ids[first]!, { seatPx: KIND_MARKS_READABLE_PX });
  };

  // The keys are told on entering the map.
  const instructionsId = useId();
  useEffect(() => {
    if (!map) return;
    const el = stageRef.current?.querySelector<HTMLElement>('[data-testid="seat-map"]');
    el?.setAttribute('aria-describedby', instructionsId);
    return () => el?.removeAttribute('aria-describedby');
  }, [map, instructionsId]);

  // The map's events: the zoom's percent, a seat's popover, a standing area's modal.
  const onReady = useCallback(
    (m: SeatMap) => {
      // Called in the layout effect that built the map: as plain updates these would render the
      // page again before the map's first frame; as a transition React renders them in slices
      // and the frame goes first.
      startTransition(() => {
        setMap(m);
        setPercent(scalePercent(m.getScale()));
        onMapRef.current?.(m);
      });
      const offs = [
        m.on('viewport', ({ scale }) => {
          setPercent(scalePercent(scale));
          followPopover(m);
        }),
        m.on('seatTap', ({ index, seatId }) => {
          if (m.model.status[index] === SeatStatus.unavailable) dropPopover();
          else openPopover(m, index, seatId);
        }),
        m.on('standTap', ({ id }) => {
          dropPopover();
          setStandOpen(id);
        }),
        m.on('firstPaint', () => onPaintedRef.current(true)),
      ];
      const uninstall = instrumentRef.current?.(m, hall) ?? (() => {});
      return () => {
        offs.forEach((off) => off());
        uninstall();
        setMap(null);
        onMapRef.current?.(null);
        onPaintedRef.current(false);
      };
    },
    [hall, followPopover, openPopover, dropPopover],
  );

  // The cart drives the map's selection (engine/machines/wiring.ts); a development build
  // records what the map is told, and its taps, for the page's trace.
  useEffect(() => {
    dropPopover();
    if (!map) return;
    const recorded = import.meta.env.DEV ? recordSeatMap(map) : null;
    const unwire = wireSeatSelection(seatCart, recorded?.target ?? map);
    return () => {
      unwire();
      recorded?.stop();
    };
  }, [map, seatCart, dropPopover]);

  // Closing the popover gives the keyboard focus back to the map it came from.
  const closePopover = useCallback(() => {
    dropPopover();
    stageRef.current?.querySelector<HTMLElement>('[data-testid="seat-map"]')?.focus({ preventScroll: true });
  }, [dropPopover]);
  const closeStand = useCallback(() => setStandOpen(null), []);

  const popoverSeat = popover ? { choice: seatChoice(model, data, popover.index, pricing), inCart: items.some((i) => i.seat_id === popover.seatId) } : null;
  const stand = standOpen === null ? null : (stands.find((s) => s.id === standOpen) ?? null);
  const held = stand ? (items.find((i) => i.seat_id === stand.id)?.quantity ?? 0) : 0;
  const standItems = useMemo(
    () => stands.map((s) => ({ id: s.id, name: s.name, quant: s.quant, price: standChoice(s, data, pricing)?.price ?? null })),
    [stands, data, pricing],
  );

  const chooseView = (next: SeatView) => {
    dropPopover();
    setView(next);
  };

  return (
    <div className="scheme-map">
      <ViewToggle view={view} onChange={chooseView} />
      <PriceLegend entries={legend} painted={painted || view !== 'map'} />
      {accessible.length > 0 && (
        <>
          <AccessibleLegend />
          <AccessibleFilter on={accessibleOnly} free={freeAccessible} onChange={chooseAccessible} />
        </>
      )}
      {/* Hidden, not unmounted: the map keeps its view and a 60,000-seat hall is not built again. */}
      <div className="scheme-map__stage" ref={stageRef} hidden={view !== 'map'}>
        <SeatMapView className="seatmap-canvas" model={model} label={t('scheme.mapLabel')} categoryColors={colors} seatLabel={seatLabel} onReady={onReady} />
        <ZoomControls map={map} percent={percent} />
        <p id={instructionsId} hidden>
          {t('seatmap.a11y.instructions', { list: t('scheme.view.list') })}
        </p>
      </div>
      {view === 'list' && (
        <SeatStepper
          model={model}
          zonePrice={priceOfZone}
          items={items}
          available={available}
          sectorName={sectorName}
          onAdd={(indices) => {
            for (const i of indices) {
              const choice = seatChoice(model, data, i, pricing);
              if (choice) onAddSeat(choice);
            }
          }}
          onRemove={onRemove}
          only={accessibleOnly ? onlyAccessible : undefined}
        />
      )}
      <StandSaleList items={standItems} onOpen={setStandOpen} />
      {popover && popoverSeat && (
        <SeatPopover
          placement={popover.placement}
          sectorName={sectorName(model.sectors[model.sector[popover.index] ?? -1]?.id ?? '')}
          row={model.row[popover.index] ?? ''}
          seat={model.seat[popover.index] ?? ''}
          kinds={seatKindText(t, model.kind?.[popover.index])}
          choice={popoverSeat.choice}
          inCart={popoverSeat.inCart}
          onAdd={() => {
            if (popoverSeat.choice) onAddSeat(popoverSeat.choice);
            closePopover();
          }}
          onRemove={() => {
            onRemove(popover.seatId);
            closePopover();
          }}
          onClose={closePopover}
        />
      )}
      {stand && (
        <StandingModal
          name={stand.name || t('scheme.stand.label')}
          quant={stand.quant}
          held={held}
          max={standingMax({ quant: stand.quant, limit: stand.limit, held, available })}
          choice={standChoice(stand, data, pricing)}
          onAdd={(quantity) => {
            const choice = standChoice(stand, data, pricing);
            if (choice && quantity > 0) onAddStanding(choice, quantity, stand.quant);
            setStandOpen(null);
          }}
          onClose={closeStand}
        />
      )}
    </div>
  );
}

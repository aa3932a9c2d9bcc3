import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { OrderTicket } from '../../../../contract/order';
import { Modal } from '../../../components/modal';
import { codeImage, codeKind, placeLine, ticketFacts, whenLine } from '../../ticket';
import './ticket-code-modal.css';

export type TicketCodeModalProps = {
  /** The order's tickets; those of type 2 (no code) are left out of the slider. */
  tickets: OrderTicket[];
  /** The ticket to open at, as an index into `tickets`. */
  index: number;
  lang: Lang;
  onClose: () => void;
};

/**
 * The order's ticket codes in a slider modal (docs/product/order.md): one ticket's QR code
 * (180×180) or barcode (240×102) with its event, place and category, and "n of N". Swipe,
 * the arrow buttons and the arrow keys move between the tickets. A missing picture shows the
 * spec's "Error opening QR code!" / "Error opening barcode!".
 */
export function TicketCodeModal({ tickets, index, lang, onClose }: TicketCodeModalProps) {
  const { t } = useTranslation();
  const slides = useMemo(() => tickets.filter((ticket) => codeKind(ticket) !== null), [tickets]);
  const [start] = useState(() => startSlide(tickets, index, slides));
  const [current, setCurrent] = useState(start);
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: start, loop: false });
  const rootRef = useRef<HTMLDivElement>(null);

  const last = slides.length - 1;
  const go = useCallback(
    (to: number) => {
      const next = Math.max(0, Math.min(last, to));
      setCurrent(next);
      embla?.scrollTo(next);
    },
    [embla, last],
  );

  // A swipe moves the carousel itself; follow it. Its index counts only when it has one
  // snap per ticket (without layout, as in tests, it has fewer).
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      if (embla.scrollSnapList().length === slides.length) setCurrent(embla.selectedScrollSnap());
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, slides.length]);

  // The arrow keys while the slider is open: the focus may be anywhere in the dialog, or on
  // the page's body (the rest of the page is inert), but not in another dialog over it.
  const step = useRef(go);
  step.current = go;
  const currentRef = useRef(current);
  currentRef.current = current;
  useEffect(() => {
    const dialog = rootRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      const target = e.target instanceof Element ? e.target : null;
      if (target && !dialog.contains(target) && target.closest('[role="dialog"], [role="alertdialog"]')) return;
      e.preventDefault();
      step.current(currentRef.current + (e.key === 'ArrowLeft' ? -1 : 1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // An arrow button that is about to be disabled (the first or last ticket) hands the focus
  // to the other one, so that it does not fall out of the dialog.
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stepBy = (delta: -1 | 1) => {
    const to = current + delta;
    go(to);
    if (to <= 0) nextRef.current?.focus();
    else if (to >= last) prevRef.current?.focus();
  };

  const shown = slides[current];
  if (!shown) return null;
  const total = slides.length;
  return (
    <Modal open onClose={onClose} size="small" className="code-modal" title={t(codeKind(shown) === 'barcode' ? 'ticket.slider.titleBarcode' : 'ticket.slider.titleQr')}>
      <div ref={rootRef} className="code-slider" role="group" aria-roledescription="carousel" aria-label={t('ticket.slider.label')}>
        <div className="code-slider__viewport" ref={viewportRef}>
          <div className="code-slider__track">
            {slides.map((ticket, i) => (
              <div
                key={ticket.id}
                className="code-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('ticket.slider.slide', { n: i + 1, total })}
                aria-hidden={i !== current}
                inert={i !== current}
                data-testid="code-slide"
              >
                <CodeSlide ticket={ticket} lang={lang} />
              </div>
            ))}
          </div>
        </div>
        {total > 1 && (
          <div className="code-slider__nav">
            <button ref={prevRef} type="button" className="code-slider__arrow" onClick={() => stepBy(-1)} disabled={current === 0} aria-label={t('ticket.slider.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <p className="code-slider__counter" aria-live="polite" aria-atomic="true">
              {t('ticket.slider.counter', { n: current + 1, total })}
            </p>
            <button ref={nextRef} type="button" className="code-slider__arrow" onClick={() => stepBy(1)} disabled={current === last} aria-label={t('ticket.slider.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** The slide of `tickets[index]`; a ticket without a code opens at the next one that has one. */
function startSlide(tickets: OrderTicket[], index: number, slides: OrderTicket[]): number {
  const after = tickets.slice(Math.max(0, index)).find((ticket) => slides.includes(ticket));
  const at = after ? slides.indexOf(after) : slides.length - 1;
  return Math.max(0, at);
}

function CodeSlide({ ticket, lang }: { ticket: OrderTicket; lang: Lang }) {
  const { t } = useTranslation();
  const kind = codeKind(ticket) ?? 'qr';
  const image = codeImage(ticket);
  const [broken, setBroken] = useState(false);
  const facts = ticketFacts(ticket, lang);
  const place = placeLine(facts, t);
  const when = whenLine(facts);
  const label = t(kind === 'qr' ? 'ticket.code.qr' : 'ticket.code.barcode', { code: facts.code });
  return (
    <div className="code-slide">
      <div className={`code-slide__code code-slide__code--${kind}`}>
        {image && !broken ? (
          <img
            className={`code-slide__image code-slide__image--${kind}`}
            src={image}
            alt={label}
            width={kind === 'qr' ? 180 : 240}
            height={kind === 'qr' ? 180 : 102}
            onError={() => setBroken(true)}
          />
        ) : (
          <p className="code-slide__error" role="alert">
            {t(kind === 'qr' ? 'errors.qrcode' : 'errors.barcode')}
          </p>
        )}
      </div>
      {facts.code && <p className="code-slide__digits">{facts.code}</p>}
      <p className="code-slide__event">{facts.event}</p>
      {when && <p className="code-slide__line">{when}</p>}
      {place && <p className="code-slide__line">{place}</p>}
      {facts.category && <p className="code-slide__line">{facts.category}</p>}
      {facts.holder && <p className="code-slide__line code-slide__holder">{facts.holder}</p>}
    </div>
  );
}

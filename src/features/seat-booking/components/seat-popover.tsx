import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatChoice } from '../../../../engine/machines';
import { formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/use-lang';
import { categoryBesides } from '../model/category-label';
import { POPOVER_BOX, type PopoverPlacement } from '../model/popover-placement';
import { placeText } from './seat-stepper/seat-words';

export interface SeatPopoverProps {
  placement: PopoverPlacement;
  sectorName: string;
  row: string;
  seat: string;
  /** What the seat is for ("wheelchair space"), '' for an ordinary seat. */
  kinds?: string;
  /** The seat as the cart would take it; null when it cannot be bought with the chosen card. */
  choice: SeatChoice | null;
  inCart: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onClose: () => void;
}

/** What a tap on a seat opens: where it is, its category and price, add or remove. */
export function SeatPopover({ placement, sectorName, row, seat, kinds = '', choice, inCart, onAdd, onRemove, onClose }: SeatPopoverProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const actionRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    actionRef.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const place = placeText(t, row, seat);
  const category = categoryBesides(choice?.category, sectorName);
  return (
    <div
      className="scheme-popover"
      role="dialog"
      aria-label={[sectorName, place, kinds].filter(Boolean).join(', ')}
      data-testid="seat-popover"
      data-side={placement.side}
      style={{ left: placement.left, top: placement.top, width: POPOVER_BOX.width, maxHeight: POPOVER_BOX.height }}
    >
      <div className="scheme-popover__head">
        <p className="scheme-popover__title">
          <strong>{sectorName}</strong>
          {place && <span>{place}</span>}
          {kinds && <span data-testid="seat-popover-kinds">{kinds}</span>}
        </p>
        <button type="button" className="scheme-popover__close" onClick={onClose} aria-label={t('scheme.popover.close')}>
          ×
        </button>
      </div>
      {choice ? (
        <p className="scheme-popover__price">
          {category && <span>{category}</span>} <strong>{formatPrice(choice.price, lang)}</strong>
        </p>
      ) : (
        <p className="scheme-popover__note" role="status">
          {t('scheme.popover.notForCard')}
        </p>
      )}
      {inCart ? (
        <button ref={actionRef} type="button" className="scheme-button" onClick={onRemove}>
          {t('scheme.popover.remove')}
        </button>
      ) : (
        <button ref={actionRef} type="button" className="scheme-button scheme-button--primary" onClick={onAdd} disabled={!choice}>
          {t('scheme.popover.add')}
        </button>
      )}
    </div>
  );
}

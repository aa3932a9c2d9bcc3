import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatChoice } from '../../../../engine/machines';
import { Modal } from '../../../components/modal';
import { formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/use-lang';
import { clampQuantity } from '../model/standing-bounds';

export interface StandingModalProps {
  name: string;
  /** Places left in the area. */
  quant: number;
  /** Places of this area already in the cart. */
  held: number;
  /** How many may be added now (docs/product/scheme.md: quant, limit and the space left in the cart). */
  max: number;
  choice: SeatChoice | null;
  onAdd: (quantity: number) => void;
  onClose: () => void;
}

/** A standing place: how many places to add, within its bounds. */
export function StandingModal({ name, quant, held, max, choice, onAdd, onClose }: StandingModalProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [quantity, setQuantity] = useState(() => clampQuantity(1, max));
  const value = clampQuantity(quantity, max);
  const canAdd = choice !== null && max > 0;

  return (
    <Modal
      open
      onClose={onClose}
      title={name}
      size="small"
      className="scheme-stand-modal"
      footer={
        <>
          <button type="button" className="modal__button" onClick={onClose}>
            {t('scheme.stand.cancel')}
          </button>
          <button type="button" className="modal__button modal__button--primary" onClick={() => onAdd(value)} disabled={!canAdd}>
            {t('scheme.stand.add')}
          </button>
        </>
      }
    >
      {choice ? (
        <p className="scheme-stand-modal__price">
          {choice.category} · <strong>{formatPrice(choice.price, lang)}</strong>
        </p>
      ) : (
        <p role="status">{t('scheme.popover.notForCard')}</p>
      )}
      <p data-testid="stand-left">{t('scheme.stand.left', { count: quant })}</p>
      {max > 0 ? (
        <div className="scheme-stepper" role="group" aria-label={t('scheme.stand.quantity')}>
          <button type="button" onClick={() => setQuantity(value - 1)} disabled={value <= 1} aria-label={t('scheme.stand.less')}>
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={value}
            aria-label={t('scheme.stand.quantity')}
            onChange={(e) => setQuantity(Number(e.target.value))}
          />
          <button type="button" onClick={() => setQuantity(value + 1)} disabled={value >= max} aria-label={t('scheme.stand.more')}>
            +
          </button>
        </div>
      ) : (
        <p role="status" data-testid="stand-none">
          {t(quant - held > 0 ? 'scheme.stand.cartFull' : 'scheme.stand.soldOut')}
        </p>
      )}
    </Modal>
  );
}

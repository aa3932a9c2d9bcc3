import { useTranslation } from 'react-i18next';

type Props = {
  value: number;
  label: string;
  canIncrement: boolean;
  canDecrement: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
};

/** − n + with 44 px targets; what may change is the cart machine's answer, passed in. */
export function QuantityCounter({ value, label, canIncrement, canDecrement, onIncrement, onDecrement }: Props) {
  const { t } = useTranslation();
  return (
    <div className="booking-counter" role="group" aria-label={label}>
      <button type="button" className="booking-counter__button" onClick={onDecrement} disabled={!canDecrement} aria-label={t('booking.prices.decrease', { name: label })}>
        −
      </button>
      <output className="booking-counter__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="booking-counter__button" onClick={onIncrement} disabled={!canIncrement} aria-label={t('booking.prices.increase', { name: label })}>
        +
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { CartSeat } from '../../../../engine/machines';
import { ErrorModal } from '../../../components/modal';

/** 'Place unavailable' (docs/product/scheme.md), naming the places that were taken and left the cart. */
export function PlaceUnavailableModal({ gone, sectorName, onClose }: { gone: readonly CartSeat[]; sectorName: (id: number | string) => string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorModal
      kind="warning"
      onClose={onClose}
      message={
        <div data-testid="place-unavailable">
          <p>
            <strong>{t('scheme.placeUnavailable')}</strong>
          </p>
          <p>{t('scheme.placeUnavailableText')}</p>
          <ul>
            {gone.map((item) => (
              <li key={item.seat_id}>
                {[
                  sectorName(item.sector),
                  item.standing ? t('scheme.cart.standing', { count: item.quantity }) : '',
                  item.row && t('scheme.place.row', { row: item.row }),
                  item.seat && t('scheme.place.seat', { seat: item.seat }),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

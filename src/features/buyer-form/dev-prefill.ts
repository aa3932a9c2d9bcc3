import type { BuyerData } from '../../../engine/machines';

/**
 * The sample buyer development builds start with (spec 2: "In development mode the form is
 * prefilled with sample data"). The address is the reserved example domain.
 */
export const devBuyerSample: Omit<BuyerData, 'noPatronymic'> = {
  fio: 'Иванов Иван Иванович',
  phone: '+7 912 345-67-89',
  email: 'buyer@example.com',
  re_email: 'buyer@example.com',
  surname: 'Иванов',
  name: 'Иван',
  patronymic: 'Иванович',
};

/** The Pushkin-card phone has its own mask. */
export const devPushkinPhone = '+7 (912) 345-67-89';

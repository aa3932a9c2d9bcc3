import type { BuyerData } from '../../../engine/machines';

/**
 * The sample buyer development builds start with (docs/product/buyer-form.md:
 * development builds prefill the form and turn autocomplete on). The address is the reserved example domain.
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

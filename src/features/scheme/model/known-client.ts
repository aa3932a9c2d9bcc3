import type { OrderCreationInput } from '../../../../engine/machines';
import type { ClientInfo } from '../../booking';

/**
 * Spec 2 §6: a known personal-account client prefills the buyer form, and the order
 * carries the client's id, hash id, name and card code. The scheme page takes no tickets
 * by subscription (the catalogue has none on a hall map), so no subscritId goes along.
 */
export function knownClientOrder(client: ClientInfo | undefined): Pick<OrderCreationInput, 'buyer' | 'crmClient'> {
  if (!client?.id) return {};
  const fio = client.clientname || [client.lastname, client.firstname, client.middlename].filter(Boolean).join(' ');
  const email = client.clientemail || client.email || '';
  return {
    buyer: {
      fio,
      phone: client.clientphone ?? '',
      email,
      re_email: email,
      surname: client.lastname ?? '',
      name: client.firstname ?? '',
      patronymic: client.middlename ?? '',
    },
    crmClient: {
      REFERRAL: '',
      CRMFAN_ID: client.id,
      CRMFAN_HASH_ID: client.hashId ?? '',
      CRMFAN_FIO: fio,
      CRMFAN_CARD_CODE: client.cardCode ?? '',
    },
  };
}

import type { ClientSubscription } from '../../../../contract/order';
import type { OrderCreationInput } from '../../../../engine/machines';
import type { StoredClient } from '../../account';

/** The client's subscription to the event with this hash, when it has tickets left. */
export function subscriptionFor(client: StoredClient | null, hash: string): ClientSubscription | null {
  return client?.subscriptions.find((s) => s.hash_id === hash && s.quant > 0) ?? null;
}

/**
 * A known personal-account client prefills the buyer form, and the order
 * carries the client's id, hash id, name and card code; `subscritId` goes along when the
 * page may take tickets by that subscription (the order machine sends it only then).
 */
export function knownClientOrder(client: StoredClient | null, subscription: ClientSubscription | null = null): Pick<OrderCreationInput, 'buyer' | 'crmClient'> {
  if (!client?.id) return {};
  const fio = client.clientname || [client.lastname, client.firstname, client.middlename].filter(Boolean).join(' ');
  return {
    buyer: {
      fio,
      phone: client.phone,
      email: client.email,
      re_email: client.email,
      surname: client.lastname,
      name: client.firstname,
      patronymic: client.middlename,
    },
    crmClient: {
      REFERRAL: '',
      CRMFAN_ID: client.id,
      CRMFAN_HASH_ID: client.hashId,
      CRMFAN_FIO: fio,
      CRMFAN_CARD_CODE: client.cardCode,
      ...(subscription ? { subscritId: subscription.subscrit_id } : {}),
    },
  };
}

import { describe, expect, it } from 'vitest';
import { clientInfoSchema } from '../../../../contract/order';
import { toStoredClient } from '../../account';
import { knownClientOrder, subscriptionFor } from './known-client';

const HASH = 'e'.repeat(40);
const client = toStoredClient(
  clientInfoSchema.parse({
    sessionId: 's',
    id: '7',
    hashId: 'h7',
    cardCode: '7800123456',
    lastname: 'Иванова',
    firstname: 'Анна',
    middlename: 'Сергеевна',
    clientphone: '+79161234567',
    clientemail: 'anna@example.com',
    subscriptions: [
      { hash_id: 'x', quant: 0, subscrit_id: 3 },
      { hash_id: HASH, quant: 2, subscrit_id: 4 },
    ],
  }),
);
const buyer = {
  fio: 'Иванова Анна Сергеевна',
  phone: '+79161234567',
  email: 'anna@example.com',
  re_email: 'anna@example.com',
  surname: 'Иванова',
  name: 'Анна',
  patronymic: 'Сергеевна',
};
const crm = { REFERRAL: '', CRMFAN_ID: 7, CRMFAN_HASH_ID: 'h7', CRMFAN_FIO: 'Иванова Анна Сергеевна', CRMFAN_CARD_CODE: '7800123456' };

describe('known client', () => {
  it('prefills the buyer and sends the CRM fields, without a subscription unless given', () => {
    expect(knownClientOrder(client)).toEqual({ buyer, crmClient: crm });
    expect(knownClientOrder(client, subscriptionFor(client, HASH))).toEqual({ buyer, crmClient: { ...crm, subscritId: 4 } });
  });

  it('finds only a subscription with tickets left for this event', () => {
    expect(subscriptionFor(client, HASH)).toEqual({ hash_id: HASH, quant: 2, subscrit_id: 4 });
    expect(subscriptionFor(client, 'x')).toBeNull();
    expect(subscriptionFor(null, HASH)).toBeNull();
  });

  it('takes the account name as written when the parts are missing', () => {
    const named = toStoredClient(clientInfoSchema.parse({ sessionId: 's', id: 1, clientname: 'Иванова Анна' }));
    expect(knownClientOrder(named).buyer?.fio).toBe('Иванова Анна');
  });

  it('adds nothing for an unknown visitor', () => {
    expect(knownClientOrder(null)).toEqual({});
    expect(knownClientOrder(toStoredClient(clientInfoSchema.parse({ sessionId: 's' })))).toEqual({});
  });
});

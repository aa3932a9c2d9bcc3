import { describe, expect, it } from 'vitest';
import { clientInfoSchema } from '../../booking';
import { knownClientOrder } from './known-client';

describe('known client on the scheme page', () => {
  it('prefills the buyer and sends the CRM fields without a subscription', () => {
    const client = clientInfoSchema.parse({
      sessionId: 's',
      id: '7',
      hashId: 'h7',
      cardCode: '7800123456',
      lastname: 'Иванова',
      firstname: 'Анна',
      middlename: 'Сергеевна',
      clientphone: '+79161234567',
      clientemail: 'anna@example.com',
      subscriptions: [{ hash_id: 'x', quant: 2, subscrit_id: 3 }],
    });
    expect(knownClientOrder(client)).toEqual({
      buyer: {
        fio: 'Иванова Анна Сергеевна',
        phone: '+79161234567',
        email: 'anna@example.com',
        re_email: 'anna@example.com',
        surname: 'Иванова',
        name: 'Анна',
        patronymic: 'Сергеевна',
      },
      crmClient: { REFERRAL: '', CRMFAN_ID: 7, CRMFAN_HASH_ID: 'h7', CRMFAN_FIO: 'Иванова Анна Сергеевна', CRMFAN_CARD_CODE: '7800123456' },
    });
  });

  it('adds nothing for an unknown visitor', () => {
    expect(knownClientOrder(undefined)).toEqual({});
    expect(knownClientOrder(clientInfoSchema.parse({ sessionId: 's' }))).toEqual({});
  });
});

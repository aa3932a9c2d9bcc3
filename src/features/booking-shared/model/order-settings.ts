import type { OrderCreationInput } from '../../../../engine/machines';

type OrderAction = { writeticketname?: number | null; mailconfirm?: number | null };
type Checkbox = { id: number; filling: number };

/** What the event itself decides about its order: nominal tickets, the repeated e-mail, the consents. */
export function orderSettings(action: OrderAction, checkboxList: readonly Checkbox[]): Pick<OrderCreationInput, 'nominal' | 'mailConfirm' | 'checkboxes'> {
  return {
    nominal: action.writeticketname === 1,
    mailConfirm: action.mailconfirm === 1,
    checkboxes: checkboxList.map((c) => ({ id: c.id, filling: c.filling })),
  };
}

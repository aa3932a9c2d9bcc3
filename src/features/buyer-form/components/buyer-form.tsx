import { useSelector } from '@xstate/react';
import { memo, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { buyerErrors, type orderCreationMachine } from '../../../../engine/machines';
import { isPushkinPhone } from '../../../../engine/machines';
import { devBuyerSample, devPushkinPhone } from '../dev-prefill';
import { maskPushkinPhone } from '../pushkin-phone';
import { BuyerFields } from './buyer-fields';

export type OrderCreationActor = ActorRefFrom<typeof orderCreationMachine>;

export type BuyerFormProps = {
  /** The page's orderCreation actor: the form reads its buyer data and sends EDIT / SET_NO_PATRONYMIC. */
  order: OrderCreationActor;
  /** Fill empty fields with sample data and turn autocomplete on (default: development builds). */
  devPrefill?: boolean;
  /** Prefixes the fields' ids. */
  idPrefix?: string;
  /** Default: disabled while the order is being created. */
  disabled?: boolean;
};

/**
 * The personal-data block, driven by the orderCreation machine: the card mode, mailconfirm
 * and the rules all come from it, so the page only places it.
 */
function BuyerFormView({ order, devPrefill = import.meta.env.DEV, idPrefix, disabled }: BuyerFormProps) {
  const buyer = useSelector(order, (s) => s.context.buyer);
  const pushkin = useSelector(order, (s) => s.context.card === 'pushkin');
  const mailConfirm = useSelector(order, (s) => s.context.mailConfirm);
  const showErrors = useSelector(order, (s) => s.context.showErrors);
  const creating = useSelector(order, (s) => s.matches('creating'));
  const errors = useSelector(order, (s) => buyerErrors(s.context), shallowEqual);

  // Development builds start filled in, so that a developer reaches the order in one click.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!devPrefill || prefilled.current) return;
    prefilled.current = true;
    const current = order.getSnapshot().context.buyer;
    for (const [field, value] of Object.entries(devBuyerSample) as Array<[keyof typeof devBuyerSample, string]>) {
      if (current[field].trim() === '') order.send({ type: 'EDIT', field, value });
    }
  }, [devPrefill, order]);

  // The card flow's phone has its own mask: a number entered before the switch takes it on.
  useEffect(() => {
    if (!pushkin) return;
    const phone = order.getSnapshot().context.buyer.phone;
    if (phone.trim() === '') {
      if (devPrefill) order.send({ type: 'EDIT', field: 'phone', value: devPushkinPhone });
      return;
    }
    const masked = maskPushkinPhone(phone);
    if (masked !== phone && isPushkinPhone(masked)) order.send({ type: 'EDIT', field: 'phone', value: masked });
  }, [pushkin, order, devPrefill]);

  return (
    <BuyerFields
      buyer={buyer}
      errors={errors}
      showAllErrors={showErrors}
      pushkin={pushkin}
      mailConfirm={mailConfirm}
      disabled={disabled ?? creating}
      autoComplete={devPrefill}
      idPrefix={idPrefix}
      onEdit={(field, value) => order.send({ type: 'EDIT', field, value })}
      onNoPatronymic={(on) => order.send({ type: 'SET_NO_PATRONYMIC', on })}
    />
  );
}

function shallowEqual(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

// Renders again only for new props: the booking pages render whole when a hall or a cart changes.
export const BuyerForm = memo(BuyerFormView);

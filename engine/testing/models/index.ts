import type { Model } from '../modelTesting';
import { captcha, categoryCart, countdown, dateTime, orderCreation, paymentMethod, seatCart } from './booking';
import { loyalty, orderPayment, specialOffers } from './order';
import { nominalForm, refund } from './afterSale';

// The models of model.test.ts: for each machine, the inputs and event payloads that
// reach every branch, an abstraction that keeps its graph small, and the business rules
// that must hold in every reachable state.

export const models: Model[] = [countdown, dateTime, categoryCart, paymentMethod, seatCart, captcha, orderCreation, orderPayment, specialOffers, loyalty, refund, nominalForm];

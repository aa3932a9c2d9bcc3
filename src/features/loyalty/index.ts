// The order page's loyalty block (docs/product/order.md: loyalty, promo code and
// bonuses): card balance and bonus write-off, promo code, discount and total. The rules are
// the loyalty machine's (engine/machines/loyalty.ts).
//
//   const loyalty = useLoyaltyFlow(hash, lang);            // wireOrderPage({ payment, loyalty, … }) feeds it
//   <LoyaltyBlock actor={loyalty} order={order} lang={lang} />
import './loyalty.css';

export { addDiscount } from './api/add-discount';
export { cancelDiscount } from './api/cancel-discount';
export type { CancelDiscountInput } from './api/cancel-discount';
export { useLoyaltyFlow } from './hooks/use-loyalty-flow';
export { LoyaltyBlock } from './components/loyalty-block';
export type { LoyaltyBlockProps } from './components/loyalty-block';

// One file per feature, so that features add their texts without touching each other's.
import language from './language.json';
import meta from './meta.json';
import common from './common.json';
import shell from './shell.json';
import afisha from './afisha.json';
import pages from './pages.json';
import notFound from './notFound.json';
import routeError from './routeError.json';
import seatmapDemo from './seatmapDemo.json';
import seatmap from './seatmap.json';
import booking from './booking.json';
import events from './events.json';
import phoneInput from './phoneInput.json';
import buyerForm from './buyerForm.json';
import captcha from './captcha.json';
import modal from './modal.json';
import errors from './errors.json';
import account from './account.json';
import contacts from './contacts.json';
import rules from './rules.json';
import scheme from './scheme.json';
import flowTraces from './flowTraces.json';
import order from './order.json';
import payment from './payment.json';
import offers from './offers.json';
import loyalty from './loyalty.json';
import ticket from './ticket.json';
import nominal from './nominal.json';
import refund from './refund.json';

export default {
  language,
  meta,
  common,
  shell,
  afisha,
  pages,
  notFound,
  routeError,
  seatmapDemo,
  seatmap,
  booking,
  events,
  phoneInput,
  buyerForm,
  captcha,
  modal,
  errors,
  account,
  contacts,
  rules,
  scheme,
  flowTraces,
  order,
  payment,
  offers,
  loyalty,
  ticket,
  nominal,
  refund,
};

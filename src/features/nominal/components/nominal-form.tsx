import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localized, type Lang } from '../../../../contract/lang';
import type { NominalTicketData, OrderData } from '../../../../contract/nominal';
import { holderErrors, type HolderField } from '../../../../engine/machines';
import { LangLink } from '../../../components/lang-link';
import { CallFailed } from '../../../components/load-failure';
import { ErrorModal } from '../../../components/modal';
import { SafeHtml } from '../../../components/safe-html';
import { routes } from '../../../config/routes';
import { formatDate, formatPrice, formatWeekday } from '../../../i18n/format';
import { withLang } from '../../../i18n/use-lang';
import { ConsentFields } from '../../buyer-form';
import { useOrderData } from '../api/get-order-data';
import type { NominalFormActor } from '../hooks/use-nominal-form';
import { BIRTH_DATE_LENGTH } from '../model/birth-date-mask';
import { HolderCard } from './holder-card';
import { NominalCountdown } from './nominal-countdown';

export type NominalFormProps = {
  actor: NominalFormActor;
  hash: string;
  lang: Lang;
  /** setup.app.currency */
  currency?: string | undefined;
  /** Pasting into the document number: allowed only in development builds (docs/product/nominal.md). */
  allowPaste?: boolean;
  /** A confirmation got no answer (`useNominalForm`): say so; the button is enabled again. */
  submitLost?: boolean;
  onSubmitLostClose?: () => void;
};

type View = 'loading' | 'loadFailed' | 'deleted' | 'leaving' | 'expired' | 'filling';

function viewOf(s: ReturnType<NominalFormActor['getSnapshot']>): View {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('deleted')) return 'deleted';
  if (s.matches('toOrder') || s.matches('done')) return 'leaving';
  if (s.matches('expired')) return 'expired';
  return 'filling';
}

/**
 * The nominal tickets form (docs/product/nominal.md): the holders of every
 * ticket, consents, total and the reservation countdown, driven by the nominal-form
 * machine. An order already confirmed or cancelled, and a confirmed form, go to the order
 * view; a gone order says so; at 0 the confirmation controls go.
 */
export function NominalForm({ actor, hash, lang, currency, allowPaste = import.meta.env.DEV, submitLost = false, onSubmitLostClose }: NominalFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useSelector(actor, viewOf);
  const redirect = useSelector(actor, (s) => s.context.redirect);
  const holderCount = useSelector(actor, (s) => s.context.holders.length);
  const query = useOrderData(hash, lang);
  const data = query.data;

  useEffect(() => {
    // Confirmed (or already 20 / 90): the order view, in the page's language.
    if (view === 'leaving') void navigate(withLang(routes.orderView(redirect ?? hash), lang), { replace: true });
  }, [view, redirect, hash, lang, navigate]);

  if (view === 'loading' || view === 'leaving') {
    return (
      <p className="nominal-message" role="status">
        {t(view === 'loading' ? 'nominal.loading' : 'nominal.leaving')}
      </p>
    );
  }
  if (view === 'loadFailed') {
    return (
      <CallFailed
        className="nominal-message"
        buttonClassName="nominal-button"
        error={query.error}
        offline={t('nominal.loadFailed')}
        retryLabel={t('nominal.retry')}
        onRetry={() => actor.send({ type: 'RELOAD' })}
      />
    );
  }
  if (view === 'deleted' || !data || data.response.length === 0) {
    return (
      <div className="nominal-message" data-testid="nominal-deleted">
        <p role="alert">{t('nominal.deleted')}</p>
        <LangLink to={routes.afisha()} className="button-link">
          {t('common.backHome')}
        </LangLink>
      </div>
    );
  }
  const first = data.response[0]!;
  if (view === 'filling' && holderCount !== data.response.length) {
    // The cache and the machine read the same answer; until both have it, wait.
    return (
      <p className="nominal-message" role="status">
        {t('nominal.loading')}
      </p>
    );
  }
  if (view === 'expired') {
    return (
      <div className="nominal">
        <EventHeading ticket={first} lang={lang} />
        <div className="nominal-message">
          <p role="alert">{t('nominal.expired')}</p>
          <LangLink to={routes.afisha()} className="button-link">
            {t('common.backHome')}
          </LangLink>
        </div>
      </div>
    );
  }
  return (
    <div className="nominal">
      <EventHeading ticket={first} lang={lang} />
      <FillingForm
        actor={actor}
        data={data}
        lang={lang}
        currency={currency}
        allowPaste={allowPaste}
        submitLost={submitLost}
        onSubmitLostClose={() => onSubmitLostClose?.()}
      />
    </div>
  );
}

/** The event, its date, weekday and time, and the order's number. */
function EventHeading({ ticket, lang }: { ticket: NominalTicketData; lang: Lang }) {
  const { t } = useTranslation();
  const day = ticket.day ?? '';
  const when = [formatDate(day, lang) || day, formatWeekday(day, lang), ticket.time ?? ''].filter(Boolean).join(', ');
  return (
    <header className="nominal-event">
      <h2 className="nominal-event__title">{localized(ticket, 'action', lang)}</h2>
      {when && <p className="nominal-event__when">{when}</p>}
      {ticket.ord_num && <p className="nominal-event__order">{t('nominal.orderNumber', { num: ticket.ord_num })}</p>}
    </header>
  );
}

type Announcement = { text: string; n: number };

type FillingFormProps = {
  actor: NominalFormActor;
  data: OrderData;
  lang: Lang;
  currency: string | undefined;
  allowPaste: boolean;
  submitLost: boolean;
  onSubmitLostClose: () => void;
};

function FillingForm({ actor, data, lang, currency, allowPaste, submitLost, onSubmitLostClose }: FillingFormProps) {
  const { t } = useTranslation();
  const context = useSelector(actor, (s) => s.context);
  const submitting = useSelector(actor, (s) => s.matches({ filling: 'submitting' }));
  const senior = useSelector(actor, (s) => s.matches({ filling: 'seniorNotice' }));
  const failed = useSelector(actor, (s) => s.matches({ filling: 'failed' }));
  const errors = useMemo(() => holderErrors(context), [context]);
  const { holders, showErrors, consents } = context;
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [open, setOpen] = useState<boolean[]>(() => data.response.map(() => true));
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', n: 0 });
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // The button was disabled while the call ran, so the focus fell out of the form; once the
  // modal about the failure is closed it goes back to the button, enabled again.
  const modalOpen = failed || submitLost;
  const wasOpen = useRef(modalOpen);
  useEffect(() => {
    if (wasOpen.current && !modalOpen) buttonRef.current?.focus();
    wasOpen.current = modalOpen;
  }, [modalOpen]);

  const announce = (text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 }));
  const shownErrors = (index: number): ReadonlySet<HolderField> => {
    const holder = holders[index];
    const fields = Object.keys(errors[index] ?? {}) as HolderField[];
    return new Set(
      fields.filter(
        (f) =>
          showErrors ||
          touched[`${index}.${f}`] ||
          // A complete date is judged at once: a future one disables the button, and says why.
          (f === 'birthDate' && (holder?.birthDate.length ?? 0) === BIRTH_DATE_LENGTH),
      ),
    );
  };
  // A future birth date disables the button.
  const futureBirthDate = errors.some((e) => e.birthDate === 'holder.birthDateFuture');
  const total = data.response.reduce((sum, ticket) => sum + ticket.summa, 0);
  const missingConsents = data.checkboxList.filter((c) => c.filling === 1 && !consents[c.id]).length;

  function submit(e: FormEvent) {
    e.preventDefault();
    actor.send({ type: 'SUBMIT' });
    const after = actor.getSnapshot();
    if (!after.matches({ filling: 'editing' })) return;
    // Refused by the rules: open the cards that need fixing, say how many fields, go to the first.
    const now = holderErrors(after.context);
    setOpen((o) => o.map((isOpen, i) => isOpen || Object.keys(now[i] ?? {}).length > 0));
    const count = now.reduce((n, fe) => n + Object.keys(fe).length, 0) + missingConsents;
    announce(t('nominal.checkFields', { count }));
    setFocusRequest((n) => n + 1);
  }

  return (
    <form ref={formRef} className="nominal-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <p className="nominal-form__intro">{t('nominal.intro')}</p>
      <ol className="nominal-cards" aria-label={t('nominal.ticketsLabel')}>
        {data.response.map((ticket, index) => (
          <HolderCard
            key={ticket.id}
            index={index}
            ticket={ticket}
            holder={holders[index]!}
            errors={errors[index] ?? {}}
            shownErrors={shownErrors(index)}
            data={data}
            lang={lang}
            open={open[index] ?? true}
            onToggle={() => setOpen((o) => o.map((v, i) => (i === index ? !v : v)))}
            onEdit={(field, value) => actor.send({ type: 'EDIT', index, field, value })}
            onTouch={(field) => setTouched((s) => (s[`${index}.${field}`] ? s : { ...s, [`${index}.${field}`]: true }))}
            allowPaste={allowPaste}
            onPasteBlocked={() => announce(t('nominal.pasteBlocked'))}
            disabled={submitting}
          />
        ))}
      </ol>
      <div className="nominal-form__footer">
        {data.text && <SafeHtml className="nominal-form__consent-text" html={data.text} />}
        <ConsentFields
          checkboxes={data.checkboxList}
          checked={consents}
          showErrors={showErrors}
          disabled={submitting}
          idPrefix="nominal-consent"
          onToggle={(id, checked) => actor.send({ type: 'TOGGLE_CONSENT', id, checked })}
        />
        <p className="nominal-total">
          <span>{t('nominal.total')}</span> <strong data-testid="nominal-total">{formatPrice(total, lang, currency)}</strong>
        </p>
        <NominalCountdown actor={actor} />
        <button ref={buttonRef} type="submit" className="nominal-button nominal-button--primary" disabled={submitting || futureBirthDate}>
          {submitting ? t('nominal.submitting') : t('nominal.submit')}
        </button>
      </div>
      <p className="nominal-sr-only" aria-live="polite">
        <span key={announcement.n}>{announcement.text}</span>
      </p>
      {senior && <ErrorModal kind="warning" message={t('nominal.senior')} onClose={() => actor.send({ type: 'DISMISS' })} />}
      {failed && <ErrorModal kind="error" error={context.error} onClose={() => actor.send({ type: 'DISMISS' })} />}
      {submitLost && !failed && <ErrorModal kind="error" message={t('nominal.submitLost')} onClose={onSubmitLostClose} />}
    </form>
  );
}

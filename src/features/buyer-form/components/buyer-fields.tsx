import { useId, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalise, normaliseFio } from '../../../../engine/machines';
import type { BuyerData, FieldErrors } from '../../../../engine/machines';
import type { BuyerField } from '../../../../engine/machines';
import { PhoneInput } from '../../../components/phone-input';
import { latinFromCyrillicLayout } from '../keyboard-layout';
import { nextPushkinPhone, PUSHKIN_PHONE_EXAMPLE, PUSHKIN_PHONE_MAX_LENGTH } from '../pushkin-phone';
import { errorText } from './error-text';
import '../buyer-form.css';

/** Field lengths (docs/product/buyer-form.md). */
export const FIO_MAX = 70;
export const EMAIL_MAX = 70;
export const PHONE_MAX = 20;
export const SURNAME_MAX = 70;
export const NAME_MAX = 50;
export const PATRONYMIC_MAX = 50;

export type BuyerFieldsProps = {
  buyer: BuyerData;
  /** From `validateBuyer` (or the machine's `buyerErrors`): field → message key. */
  errors: FieldErrors;
  /** Every error is shown, touched or not (after a send attempt). */
  showAllErrors: boolean;
  /** The Pushkin-card flow: surname, name, patronymic and the +7 phone. */
  pushkin: boolean;
  /** action.mailconfirm: the e-mail is typed twice. */
  mailConfirm: boolean;
  onEdit: (field: BuyerField, value: string) => void;
  onNoPatronymic: (on: boolean) => void;
  disabled?: boolean;
  /** Browser autocomplete: on in development builds, off otherwise (docs/product/buyer-form.md). */
  autoComplete?: boolean;
  /** Prefixes the fields' ids when a page shows two forms. */
  idPrefix?: string;
  /** Fields already touched (blurred), when the parent keeps them. */
  touched?: Partial<Record<BuyerField, boolean>>;
  onTouch?: (field: BuyerField) => void;
};

const FIO_KEEP = /[^A-Za-zА-Яа-яЁё\s-]/g;

function blockClipboard(e: ClipboardEvent | DragEvent) {
  e.preventDefault();
}

/**
 * The personal-data fields (docs/product/buyer-form.md) as plain props: what a page or the machine-driven
 * `BuyerForm` passes in, and the edits it gets back. Errors show for a field once it was
 * left (or all of them after a send attempt).
 */
export function BuyerFields({
  buyer,
  errors,
  showAllErrors,
  pushkin,
  mailConfirm,
  onEdit,
  onNoPatronymic,
  disabled = false,
  autoComplete = false,
  idPrefix,
  touched: touchedProp,
  onTouch,
}: BuyerFieldsProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const prefix = idPrefix ?? `buyer${ownId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [ownTouched, setOwnTouched] = useState<Partial<Record<BuyerField, boolean>>>({});
  const touched = touchedProp ?? ownTouched;
  const touch = (field: BuyerField) => {
    if (!touchedProp) setOwnTouched((s) => (s[field] ? s : { ...s, [field]: true }));
    onTouch?.(field);
  };
  const shown = (field: BuyerField): string | undefined => (showAllErrors || touched[field] ? errors[field] : undefined);
  const ac = (token: string) => (autoComplete ? token : 'off');
  const idOf = (field: string) => `${prefix}-${field}`;

  function field(name: BuyerField, label: string, control: (a: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode, hint?: ReactNode) {
    const id = idOf(name);
    const error = shown(name);
    const errorId = `${id}-error`;
    return (
      <div className={`buyer-form__field${error ? ' buyer-form__field--invalid' : ''}`}>
        <label className="buyer-form__label" htmlFor={id}>
          {label}
        </label>
        {control({ id, invalid: !!error, describedBy: error ? errorId : undefined })}
        {hint}
        {error && (
          <p id={errorId} className="buyer-form__error" role="alert">
            {errorText(t, error, { phone: PUSHKIN_PHONE_EXAMPLE })}
          </p>
        )}
      </div>
    );
  }

  const text = (name: BuyerField, opts: { maxLength: number; autoComplete: string; type?: string; transform?: (v: string) => string; onBlurValue?: (v: string) => string; noClipboard?: boolean; disabled?: boolean; inputMode?: 'email' | 'text' }) =>
    ({ id, invalid, describedBy }: { id: string; invalid: boolean; describedBy: string | undefined }) => (
      <input
        id={id}
        className="buyer-form__input"
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        name={name}
        value={buyer[name]}
        maxLength={opts.maxLength}
        autoComplete={ac(opts.autoComplete)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required="true"
        disabled={disabled || opts.disabled}
        onChange={(e) => onEdit(name, opts.transform ? opts.transform(e.target.value) : e.target.value)}
        onBlur={(e) => {
          const v = opts.onBlurValue ? opts.onBlurValue(e.target.value) : e.target.value;
          if (v !== buyer[name]) onEdit(name, v);
          touch(name);
        }}
        {...(opts.noClipboard ? { onCut: blockClipboard, onCopy: blockClipboard, onPaste: blockClipboard, onDrop: blockClipboard } : {})}
      />
    );

  const emailFields = (
    <>
      {field(
        'email',
        t('buyerForm.email'),
        // type=email would hand over a Cyrillic domain as punycode before it could be converted.
        text('email', {
          inputMode: 'email',
          maxLength: EMAIL_MAX,
          autoComplete: 'email',
          transform: latinFromCyrillicLayout,
          onBlurValue: (v) => v.trim(),
        }),
      )}
      {mailConfirm &&
        field(
          're_email',
          t('buyerForm.reEmail'),
          text('re_email', {
            inputMode: 'email',
            maxLength: EMAIL_MAX,
            autoComplete: 'off',
            transform: latinFromCyrillicLayout,
            onBlurValue: (v) => v.trim(),
            noClipboard: true,
          }),
          <p className="buyer-form__hint">{t('buyerForm.reEmailHint')}</p>,
        )}
    </>
  );

  if (pushkin) {
    return (
      <fieldset className="buyer-form" disabled={disabled}>
        <legend className="buyer-form__legend">{t('buyerForm.title')}</legend>
        <p className="buyer-form__notice">{t('buyerForm.allRequired')}</p>
        <p className="buyer-form__warning" role="note">
          {t('buyerForm.pushkinWarning')}
        </p>
        {field('surname', t('buyerForm.surname'), text('surname', { maxLength: SURNAME_MAX, autoComplete: 'family-name', onBlurValue: capitalise }))}
        {field('name', t('buyerForm.name'), text('name', { maxLength: NAME_MAX, autoComplete: 'given-name', onBlurValue: capitalise }))}
        {field('patronymic', t('buyerForm.patronymic'), text('patronymic', { maxLength: PATRONYMIC_MAX, autoComplete: 'additional-name', onBlurValue: capitalise, disabled: buyer.noPatronymic }))}
        <label className="buyer-form__checkbox">
          <input type="checkbox" checked={buyer.noPatronymic} disabled={disabled} onChange={(e) => onNoPatronymic(e.target.checked)} />
          {t('buyerForm.noPatronymic')}
        </label>
        {field('phone', t('buyerForm.phone'), ({ id, invalid, describedBy }) => (
          <input
            id={id}
            className="buyer-form__input"
            type="tel"
            inputMode="tel"
            name="telephone"
            value={buyer.phone}
            placeholder={PUSHKIN_PHONE_EXAMPLE}
            maxLength={PUSHKIN_PHONE_MAX_LENGTH}
            autoComplete={ac('tel')}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required="true"
            disabled={disabled}
            onChange={(e) => onEdit('phone', nextPushkinPhone(buyer.phone, e.target.value))}
            onBlur={() => touch('phone')}
          />
        ))}
        {emailFields}
      </fieldset>
    );
  }

  return (
    <fieldset className="buyer-form" disabled={disabled}>
      <legend className="buyer-form__legend">{t('buyerForm.title')}</legend>
      <p className="buyer-form__notice">{t('buyerForm.allRequired')}</p>
      {field('fio', t('buyerForm.fio'), text('fio', { maxLength: FIO_MAX, autoComplete: 'name', transform: (v) => v.replace(FIO_KEEP, ''), onBlurValue: normaliseFio }))}
      {field('phone', t('buyerForm.phone'), ({ id, invalid, describedBy }) => (
        <PhoneInput
          id={id}
          value={buyer.phone}
          mode="international"
          defaultCountry="RU"
          maxLength={PHONE_MAX}
          invalid={invalid}
          describedBy={describedBy}
          required
          disabled={disabled}
          autoComplete={ac('tel')}
          onChange={(value) => onEdit('phone', value)}
          onBlur={() => touch('phone')}
        />
      ))}
      {emailFields}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import type { ClipboardEvent, DragEvent, ReactNode } from 'react';
import { localized, type Lang } from '../../../../contract/lang';
import type { DocType, NominalTicketData, OrderData } from '../../../../contract/nominal';
import type { HolderField } from '../../../../engine/machines';
import type { FieldErrors, HolderData } from '../../../../engine/machines';
import { BIRTH_DATE_LENGTH, maskBirthDate } from '../model/birth-date-mask';
import { holderErrorText } from '../model/holder-errors';

/** Field lengths of docs/product/nominal.md (the document number is checked after whitespace removal). */
export const SURNAME_MAX = 32;
export const NAME_MAX = 64;
export const MIDDLE_NAME_MAX = 64;
export const AGE_MAX_LENGTH = 2;
/** Room for the spaces people type between series and number; the rule counts without them. */
const DOC_NUM_INPUT_MAX = 40;

export type HolderCardProps = {
  index: number;
  ticket: NominalTicketData;
  holder: HolderData;
  /** The machine's rule keys for this holder (`holderErrors`). */
  errors: FieldErrors;
  /** Which errors to show: every one after a send attempt, else a field's once it was left. */
  shownErrors: ReadonlySet<HolderField>;
  data: OrderData;
  lang: Lang;
  open: boolean;
  onToggle: () => void;
  onEdit: (field: HolderField, value: string | number | null) => void;
  onTouch: (field: HolderField) => void;
  /** False outside development: the document number must be typed (docs/product/nominal.md). */
  allowPaste: boolean;
  /** Tells a screen reader (and everyone) that a paste was refused, and why. */
  onPasteBlocked: () => void;
  disabled?: boolean;
};

/** The ids of a holder's fields, for labels, errors and focusing the first invalid one. */
export const holderFieldId = (index: number, field: HolderField) => `holder-${index}-${field}`;

/**
 * One ticket's holder (docs/product/nominal.md): a collapsible card headed by the
 * ticket's number and category, with surname, name, middle name, age or birth date, the
 * document, the country and, when the country has several, its region.
 */
export function HolderCard({ index, ticket, holder, errors, shownErrors, data, lang, open, onToggle, onEdit, onTouch, allowPaste, onPasteBlocked, disabled = false }: HolderCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const category = localized(ticket, 'clientcategory', lang);
  const panelId = `holder-${index}-panel`;
  const docType = data.docTypes.find((d) => d.id === holder.docTypeId);
  const regions = holder.countryId === null ? [] : data.regions.filter((r) => r.country_id === holder.countryId);
  const showRegion = ticket.needregion === 1 && regions.length > 1;
  const name = [holder.surname.trim(), holder.name.trim()].filter(Boolean).join(' ');
  const invalidCount = Object.keys(errors).filter((f) => shownErrors.has(f as HolderField)).length;

  const shown = (field: HolderField): string | undefined => {
    const key = errors[field];
    return key && shownErrors.has(field) ? key : undefined;
  };

  function field(name: HolderField, label: string, control: (a: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode, hint?: { id: string; text: string }) {
    const id = holderFieldId(index, name);
    const error = shown(name);
    const errorId = `${id}-error`;
    const describedBy = [error ? errorId : '', hint?.id ?? ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`nominal-field${error ? ' nominal-field--invalid' : ''}`}>
        <label className="nominal-field__label" htmlFor={id}>
          {label}
        </label>
        {control({ id, invalid: !!error, describedBy })}
        {hint && (
          <p id={hint.id} className="nominal-field__hint">
            {hint.text}
          </p>
        )}
        {error && (
          <p id={errorId} className="nominal-field__error">
            {holderErrorText(t, error, { docType, lang })}
          </p>
        )}
      </div>
    );
  }

  const text = (
    name: 'surname' | 'name' | 'middleName',
    opts: { maxLength: number; required: boolean },
  ) =>
    ({ id, invalid, describedBy }: { id: string; invalid: boolean; describedBy: string | undefined }) => (
        <input
          id={id}
          className="nominal-field__input"
          type="text"
          value={holder[name]}
          maxLength={opts.maxLength}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          aria-required={opts.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(e) => onEdit(name, e.target.value)}
          onBlur={(e) => {
            // Runs of spaces are one space, as the name will be printed.
            const tidy = e.target.value.replace(/\s+/g, ' ').trim();
            if (tidy !== holder[name]) onEdit(name, tidy);
            onTouch(name);
          }}
        />
    );

  const blockPaste = (e: ClipboardEvent | DragEvent) => {
    e.preventDefault();
    onPasteBlocked();
  };

  return (
    <li className="nominal-card" data-testid="holder-card">
      <h3 className="nominal-card__heading">
        <button type="button" className="nominal-card__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="nominal-card__title">{category ? t('nominal.ticketWithCategory', { number, category }) : t('nominal.ticket', { number })}</span>
          {name && <span className="nominal-card__holder">{name}</span>}
          {invalidCount > 0 && <span className="nominal-card__problems">{t('nominal.cardErrors', { count: invalidCount })}</span>}
        </button>
      </h3>
      <div id={panelId} className="nominal-card__body" hidden={!open}>
        {field('surname', t('nominal.fields.surname'), text('surname', { maxLength: SURNAME_MAX, required: true }))}
        {field('name', t('nominal.fields.name'), text('name', { maxLength: NAME_MAX, required: true }))}
        {field(
          'middleName',
          ticket.needmiddlename === 1 ? t('nominal.fields.middleName') : t('nominal.fields.middleNameOptional'),
          text('middleName', { maxLength: MIDDLE_NAME_MAX, required: ticket.needmiddlename === 1 }),
        )}
        {ticket.needage === 1 &&
          field('age', t('nominal.fields.age'), ({ id, invalid, describedBy }) => (
            <input
              id={id}
              className="nominal-field__input nominal-field__input--short"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              value={holder.age}
              maxLength={AGE_MAX_LENGTH}
              autoComplete="off"
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              onChange={(e) => onEdit('age', e.target.value.replace(/\D/g, '').slice(0, AGE_MAX_LENGTH))}
              onBlur={() => onTouch('age')}
            />
          ))}
        {ticket.needage === 2 &&
          field(
            'birthDate',
            t('nominal.fields.birthDate'),
            ({ id, invalid, describedBy }) => (
              <input
                id={id}
                className="nominal-field__input nominal-field__input--date"
                type="text"
                inputMode="numeric"
                value={holder.birthDate}
                maxLength={BIRTH_DATE_LENGTH}
                placeholder={t('nominal.fields.birthDatePlaceholder')}
                autoComplete="off"
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                disabled={disabled}
                onChange={(e) => onEdit('birthDate', maskBirthDate(e.target.value))}
                onBlur={() => onTouch('birthDate')}
              />
            ),
            { id: `${holderFieldId(index, 'birthDate')}-hint`, text: t('nominal.fields.birthDateHint') },
          )}
        {ticket.needdocument === 1 && (
          <>
            {field('docTypeId', t('nominal.fields.docType'), ({ id, invalid, describedBy }) => (
              <select
                id={id}
                className="nominal-field__input nominal-field__select"
                value={holder.docTypeId ?? ''}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                disabled={disabled}
                onChange={(e) => onEdit('docTypeId', e.target.value === '' ? null : Number(e.target.value))}
                onBlur={() => onTouch('docTypeId')}
              >
                <option value="">{t('nominal.fields.docTypeChoose')}</option>
                {data.docTypes.map((d: DocType) => (
                  <option key={d.id} value={d.id}>
                    {localized(d, 'name', lang)}
                  </option>
                ))}
              </select>
            ))}
            {field(
              'docNum',
              t('nominal.fields.docNum'),
              ({ id, invalid, describedBy }) => (
                <input
                  id={id}
                  className="nominal-field__input"
                  type="text"
                  value={holder.docNum}
                  maxLength={DOC_NUM_INPUT_MAX}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-required="true"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  disabled={disabled}
                  onChange={(e) => onEdit('docNum', e.target.value)}
                  onBlur={() => onTouch('docNum')}
                  {...(allowPaste ? {} : { onPaste: blockPaste, onDrop: blockPaste })}
                />
              ),
              allowPaste ? undefined : { id: `${holderFieldId(index, 'docNum')}-hint`, text: t('nominal.fields.docNumNoPaste') },
            )}
          </>
        )}
        {ticket.needcountry === 1 &&
          field('countryId', t('nominal.fields.country'), ({ id, invalid, describedBy }) => (
            <select
              id={id}
              className="nominal-field__input nominal-field__select"
              value={holder.countryId ?? ''}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              onChange={(e) => {
                onEdit('countryId', e.target.value === '' ? null : Number(e.target.value));
                // A region belongs to its country: another country asks for its own.
                if (holder.regionId !== null) onEdit('regionId', null);
              }}
              onBlur={() => onTouch('countryId')}
            >
              <option value="">{t('nominal.fields.countryChoose')}</option>
              {data.countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(c, 'name', lang)}
                </option>
              ))}
            </select>
          ))}
        {showRegion &&
          field('regionId', t('nominal.fields.region'), ({ id, invalid, describedBy }) => (
            <select
              id={id}
              className="nominal-field__input nominal-field__select"
              value={holder.regionId ?? ''}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              onChange={(e) => onEdit('regionId', e.target.value === '' ? null : Number(e.target.value))}
              onBlur={() => onTouch('regionId')}
            >
              <option value="">{t('nominal.fields.regionChoose')}</option>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {localized(r, 'name', lang)}
                </option>
              ))}
            </select>
          ))}
      </div>
    </li>
  );
}

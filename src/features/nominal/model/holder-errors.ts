import type { TFunction } from 'i18next';
import { localized, type Lang } from '../../../../contract/lang';
import type { DocType } from '../../../../contract/nominal';

// The machine's rule keys (engine/machines/validation.ts validateHolder) and their texts.
const keys = {
  'holder.surname': 'nominal.errors.surname',
  'holder.name': 'nominal.errors.name',
  'holder.middleName': 'nominal.errors.middleName',
  'holder.age': 'nominal.errors.age',
  'holder.birthDate': 'nominal.errors.birthDate',
  'holder.birthDateFuture': 'nominal.errors.birthDateFuture',
  'holder.docType': 'nominal.errors.docType',
  'holder.docNum': 'nominal.errors.docNum',
  'holder.country': 'nominal.errors.country',
  'holder.region': 'nominal.errors.region',
} as const;

/**
 * The message of a field's rule key. A document number that does not match its type shows
 * the type's own note (docs/product/nominal.md), the
 * catalogue's text when the type has none; an unknown key still says something.
 */
export function holderErrorText(t: TFunction, key: string, opts: { docType?: DocType | undefined; lang: Lang }): string {
  if (key === 'holder.docNum' && opts.docType) {
    const note = localized(opts.docType, 'note', opts.lang).trim();
    if (note) return t('nominal.errors.docNumNote', { note });
  }
  const k = (keys as Record<string, (typeof keys)[keyof typeof keys]>)[key];
  return k ? t(k) : t('nominal.errors.generic');
}

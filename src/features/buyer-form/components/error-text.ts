import type { TFunction } from 'i18next';

// The machine's rule keys (engine/machines/validation.ts) and the catalogue's texts.
const keys = {
  'required-fio': 'buyerForm.errors.requiredFio',
  'required-phone': 'buyerForm.errors.requiredPhone',
  'not-valid-email': 'buyerForm.errors.notValidEmail',
  're-email': 'buyerForm.errors.reEmail',
  'pushkin-name': 'buyerForm.errors.pushkinName',
  'pushkin-phone': 'buyerForm.errors.pushkinPhone',
} as const;

/** The message of a rule key; an unknown key still says something rather than nothing. */
export function errorText(t: TFunction, key: string, params: { phone: string }): string {
  const k = (keys as Record<string, (typeof keys)[keyof typeof keys]>)[key];
  return k ? t(k, params) : t('buyerForm.errors.generic');
}

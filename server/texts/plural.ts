import type { Lang } from '../../contract/lang';

/** A refusal's text in every language the storefront speaks. */
export type Localised = Record<Lang, string>;

const ruRules = new Intl.PluralRules('ru');
const enRules = new Intl.PluralRules('en');

/**
 * The Russian noun form for a count: `ru(1, 'билет', 'билета', 'билетов')` → 'билет',
 * 3 → 'билета', 5 → 'билетов', 21 → 'билет'. Fractions (category "other") take the `few` form.
 */
export function ru(n: number, one: string, few: string, many: string): string {
  const category = ruRules.select(n);
  if (category === 'one') return one;
  if (category === 'many') return many;
  return few;
}

export function en(n: number, one: string, other: string): string {
  return enRules.select(n) === 'one' ? one : other;
}

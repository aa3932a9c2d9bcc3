import type { Rule } from '../../../../contract/setup';
import { paths } from '../../../config/routes';

/**
 * A rules text without a leading heading that repeats its title. Operators often paste the
 * document with its own title on top, while the page (h1) and the modal (its title) already
 * show one: the visitor would read the title twice.
 */
export function withoutRepeatedTitle(html: string, titles: readonly string[]): string {
  const m = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!m) return html;
  const norm = (s: string) => s.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  const heading = norm(m[1] ?? '');
  return heading && titles.some((t) => norm(t) === heading) ? html.slice(m[0].length) : html;
}

const rulePaths: Record<string, Rule['kind']> = { [paths.purchaseTerms]: 'purchase-terms', [paths.privacyPolicy]: 'privacy-policy' };

/**
 * The rules document a storefront link leads to (`/rules/privacy-policy?lang=en`), if any:
 * wherever it is linked (footer, header, its own page) a document goes by the one name the
 * operator gave it in setup.db.rules.
 */
export function ruleAtUrl(rules: readonly Rule[], url: string): Rule | undefined {
  const kind = rulePaths[url.split(/[?#]/)[0] ?? ''];
  return kind ? rules.find((r) => r.kind === kind) : undefined;
}

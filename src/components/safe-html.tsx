import { useMemo, type ElementType } from 'react';
import { htmlDom } from './html-dom';

type SafeHtmlProps = { html: string; as?: ElementType; className?: string; id?: string };

/**
 * HTML from the server: the operator's (banner, contacts, footer, rules) and the catalogue's
 * (descriptions, group-excursion info, consent texts). The server sanitises it on output;
 * this is the second fence the architecture asks for, so that a backend of this family
 * that does not sanitise cannot run script in the page.
 */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => htmlDom().sanitize(html), [html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

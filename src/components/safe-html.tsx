import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';

type SafeHtmlProps = { html: string; as?: ElementType; className?: string; id?: string };

/**
 * Operator HTML from setup (banner, contacts, footer, rules): the server sanitises it, and it
 * is sanitised again here, because a real backend of this family may not.
 */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

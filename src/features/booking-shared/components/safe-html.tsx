import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Catalogue HTML (descriptions, group-excursion info, consent texts). The server sanitises
 * on output; this is the second fence the architecture asks for, so that a backend of this
 * family that does not sanitise cannot run script in the page.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Html written by the firm in the legacy, sanitized before it reaches the page (scripts and handlers dropped). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

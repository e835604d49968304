import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Html from the legacy, written by the firm: sanitized (no script, no event handler) before it reaches the page. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

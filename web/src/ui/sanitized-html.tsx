import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Whether a picture of the firm's html may stay: an absolute http(s) address on the portal's own host, where the
 * firm's pictures are served. Anything else ('x', a relative path, another site) is a broken or foreign request
 * the page would make on the person's behalf.
 */
function allowedImage(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === window.location.host;
  } catch {
    return false;
  }
}

/**
 * Html from the legacy, written by the firm: sanitized (no script, no event handler, no picture from elsewhere)
 * before it reaches the page.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_ATTR: ['srcset'] });
    for (const image of fragment.querySelectorAll('img'))
      if (!allowedImage(image.getAttribute('src'))) image.remove();
    const holder = document.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  }, [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

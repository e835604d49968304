import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../lib/session.ts';

interface UrlLinkProps {
  /** A path of the portal (starting with /) or an address elsewhere. */
  url: string;
  className?: string;
  /** Whether it opens in a new tab: always for another site, on request for a portal path. */
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A link to a url of unknown kind: a router link inside the portal, a new tab for anything else. A screen the
 * selected file cannot open (no screen of the portal, or its modules not held) is not offered: the text stays, unlinked.
 */
export function UrlLink({ url, className, newTab = false, children }: UrlLinkProps) {
  const canOpen = useCanOpen();
  if (url.startsWith('/') && !url.startsWith('//')) {
    return canOpen(url) ? (
      <Link
        to={url}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </Link>
    ) : (
      <span>{children}</span>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

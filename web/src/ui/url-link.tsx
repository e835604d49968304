import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface UrlLinkProps {
  /** A path of the portal (starting with /) or an address elsewhere. */
  url: string;
  className?: string;
  children: ReactNode;
}

/** A link to a url of unknown kind: a router link inside the portal, a new tab for anything else. */
export function UrlLink({ url, className, children }: UrlLinkProps) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

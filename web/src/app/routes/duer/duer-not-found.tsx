import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failedAt } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { NotFound } from '../../../ui/loading-screen.tsx';

/**
 * A DUER screen whose DUER, unit or module did not come. A read that failed (a legacy timeout, say) shows the load
 * error of spec 000 §8, since saying the DUER does not exist would be false; otherwise, what is missing.
 */
export function DuerNotFound(props: { title: string; missing: string; error: unknown; action?: ReactNode }) {
  return (
    <NotFound
      title={props.title}
      message={failedAt(props.error, 'duer') ? LOAD_ERRORS.duer : props.missing}
      action={props.action ?? <Link to={paths.duer.href()}>Retour aux DUER</Link>}
    />
  );
}

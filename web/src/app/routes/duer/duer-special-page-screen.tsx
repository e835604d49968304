import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DuerNotFound } from './duer-not-found.tsx';

/** A special page's screen (spec 002 §2): its title, the way back to the DUER's pages, then its form. */
export function DuerSpecialPageScreen(props: {
  title: string;
  duer: { legacyId: string; annee: number } | null | undefined;
  /** The query's error: a failed read is said so, not taken for a missing DUER. */
  error: unknown;
  children: ReactNode;
}) {
  const { duer, title } = props;
  if (!duer) return <DuerNotFound title={title} missing="DUER introuvable" error={props.error} />;
  return (
    <Stack>
      <PageTitle subtitle={`Duer ${duer.annee}`}>{title}</PageTitle>
      <p>
        <Link to={paths.duerPages.href(duer.legacyId)}>← Retour aux pages</Link>
      </p>
      {props.children}
    </Stack>
  );
}

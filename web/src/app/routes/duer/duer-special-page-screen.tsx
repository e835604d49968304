import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

/** A special page's screen (spec 002 §2): its title, the way back to the DUER's pages, then its form. */
export function DuerSpecialPageScreen(props: {
  title: string;
  duer: { legacyId: string; annee: number } | null | undefined;
  children: ReactNode;
}) {
  const { duer, title } = props;
  if (!duer)
    return (
      <NotFound
        title={title}
        message="DUER introuvable"
        action={<Link to={paths.duer.href()}>Retour aux DUER</Link>}
      />
    );
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

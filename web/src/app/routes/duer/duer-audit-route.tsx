import { useReadQuery } from '@apollo/client/react';
import { AUDIT_BASE_TYPE } from '@portal/schema/rules/duer-audit';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { DuerAuditEditor } from '../../../features/duer-document/duer-audit-editor.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { DuerSpecialPageScreen } from './duer-special-page-screen.tsx';

const DuerAuditQuery = graphql(`
  query DuerAudit($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          ...DuerAuditEditor_duer
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerAuditQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerAudit);

/** Spec 002 §2 (dueraudit): the DUER's prior audit, its special page 10 (base type 99 only, §9). */
function DuerAudit() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const { idBaseType } = useParams();
  const duer = data?.viewer?.selectedDossier?.duer;
  if (idBaseType !== AUDIT_BASE_TYPE)
    return (
      <NotFound
        title="Audit préalable"
        message="Audit introuvable"
        action={<Link to={paths.duer.href()}>Retour aux DUER</Link>}
      />
    );
  return (
    <DuerSpecialPageScreen title="Audit préalable" duer={duer} error={error}>
      {duer ? <DuerAuditEditor duer={duer} /> : null}
    </DuerSpecialPageScreen>
  );
}

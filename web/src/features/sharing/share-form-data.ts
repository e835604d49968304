import { isOwner } from '@portal/schema/rules/sharing';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';

/** What both rights forms need: whether the viewer shares, the owned files, the roles and the category tree. */
export const ShareFormData_viewer = graphql(`
  fragment ShareFormData_viewer on Viewer {
    canShare
    dossiers {
      id
      codeDossier
      raisonSociale
      idRole
    }
    sharingRoles {
      id
      idRole
      nomRole
      categoriesPredefinies
    }
    rightsCategories {
      id
      libelle
      souscategories {
        id
        libelle
        souscategories {
          id
          libelle
        }
      }
    }
  }
`);

/** The forms' data; roles or tree null when their call failed (the form cannot be shown then). */
export function shareFormData(viewer: FragmentType<typeof ShareFormData_viewer>) {
  const data = getFragmentData(ShareFormData_viewer, viewer);
  return {
    canShare: data.canShare,
    files: (data.dossiers ?? []).filter((d) => isOwner(d.idRole)),
    roles: data.sharingRoles ?? null,
    tree: data.rightsCategories ?? null,
  };
}

import type { HoldsModule } from '@portal/schema/rules/modules';
import { graphql } from '../../gql/index.ts';

/**
 * The signed-in shell's one query: the session (rights and selected file) plus the fragments of the
 * header, the menu and the footer. Screens declare their own query; this one only runs again when the
 * selected file changes.
 */
export const ShellDocument = graphql(`
  query Shell($wanted: String) {
    viewer {
      id
      login
      isCollaborateur
      typeUtilisateur
      fonctionsUtilisateur
      droitsUtilisateur
      user {
        id
        nom
        prenom
      }
      dossiers {
        id
        codeDossier
      }
      selectedDossier(codeDossier: $wanted) {
        id
        codeDossier
        raisonSociale
        codeEntite
        idRole
        estFavoris
        permissions
      }
      unreadNotificationCount
      ...AppHeader_viewer
      ...SideMenu_viewer
    }
    theme {
      code
      ...AppHeader_theme
      ...SideMenu_theme
      ...AppFooter_theme
    }
  }
`);

/**
 * The modules the person holds: the selected file's, or the person's own rights without a file. Rights that
 * could not be read grant nothing; the rest of the shell still works.
 */
export function holdsModuleOf(viewer: {
  droitsUtilisateur?: readonly string[] | null;
  selectedDossier?: { permissions?: readonly string[] | null } | null;
}): HoldsModule {
  const selected = viewer.selectedDossier;
  const permissions = new Set((selected ? selected.permissions : viewer.droitsUtilisateur) ?? []);
  return (name) => permissions.has(name);
}

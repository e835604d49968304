// The operations the contract tests send: together they ask for every field of the schema.

const DOSSIER_FIELDS = /* GraphQL */ `
  id codeDossier codeEntite raisonSociale guidPersonne idRole estFavoris statut typeActivite modulesEffectifs
`;

const DOSSIER_DATA = /* GraphQL */ `
  permissions
  keyFigures { id slug libelle valeur unite decimales dateFinExercice }
  appointments {
    id legacyId date dateFin title description location address { adresse cp ville }
    typeCommunication reason isEvent upcoming
  }
  nextAppointment { id legacyId date title upcoming }
  events {
    id legacyId title date dateDebut dateFin location ville type url registrationRequired estAnnule
    nbMaxInscription nbInscrits idcampagne nbevent registred upcoming iconUrl
  }
  nextEvent { id legacyId title date upcoming iconUrl }
`;

/** Every field of Viewer, Dossier and Theme, for one signed-in person. */
export const EVERYTHING = /* GraphQL */ `
  query Everything($codeDossier: String) {
    theme {
      code platformName entityName supportPhone primaryColor chartColors
      links { home legalNotice loginService api webmail adminBoard }
    }
    viewer {
      id login typeUtilisateur isCollaborateur fonctionsUtilisateur droitsUtilisateur
      user {
        id nom prenom mail tel port adresse canalPrefere guidPersonne hasForum estTesteur
        preferences { sendMailWhenNotify }
      }
      dossiers { ${DOSSIER_FIELDS} }
      selectedDossier(codeDossier: $codeDossier) { ${DOSSIER_FIELDS} ${DOSSIER_DATA} }
      pendingInvitationCount
      homeSections { id title subtitle url estPrioritaire imageUrl }
      notifications { id date message url category imageUrl }
      unreadNotificationCount
      tourInProgress(routeName: "home") { code routeName etapes dejaFait }
    }
  }
`;

/** The home screen's query (shell and home in one), as the web app sends it. */
export const HOME = /* GraphQL */ `
  query Home($codeDossier: String) {
    viewer {
      id
      login
      isCollaborateur
      dossiers {
        id
        codeDossier
        raisonSociale
        idRole
        estFavoris
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        codeEntite
        permissions
        keyFigures {
          id
          libelle
          valeur
          unite
          decimales
        }
        nextAppointment {
          id
          title
          date
        }
        nextEvent {
          id
          title
          date
          iconUrl
        }
      }
      homeSections {
        id
        title
        imageUrl
      }
      notifications {
        id
        message
        imageUrl
      }
      unreadNotificationCount
    }
  }
`;

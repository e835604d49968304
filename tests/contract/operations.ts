import { graphql } from '../testkit/__generated__/index.ts';

// The operations several contract files send. Together with the ones each file writes beside its tests, they
// select every field of the schema (schema-coverage.test.ts).

/** Where a page of a connection stands: every field, so the contract covers them. */
export const PageInfoFields = graphql(`
  fragment PageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);

/**
 * Every field of Viewer, Dossier and Theme that takes no argument of its own, for one signed-in person; the files'
 * own fields once, for the list and the selected one.
 */
export const EverythingDocument = graphql(`
  query Everything($codeDossier: String) {
    theme {
      code
      platformName
      entityName
      supportPhone
      primaryColor
      chartColors
      links {
        home
        legalNotice
        loginService
        api
        webmail
        adminBoard
        documentLibrary
      }
    }
    viewer {
      id
      login
      typeUtilisateur
      isCollaborateur
      fonctionsUtilisateur
      droitsUtilisateur
      hiringSimulatorScriptUrl
      user {
        id
        nom
        prenom
        mail
        tel
        port
        adresse
        canalPrefere
        guidPersonne
        hasForum
        compteExterne
        estTesteur
        preferences {
          sendMailWhenNotify
        }
      }
      dossiers {
        ...DossierFields
      }
      selectedDossier(codeDossier: $codeDossier) {
        ...DossierFields
        permissions
        respondent {
          id
          nom
          prenom
          mail
          tel
          locked
        }
        showsKeyFigures
        showsNextAppointment
        showsNextEvent
        keyFigures {
          id
          slug
          libelle
          valeur
          unite
          decimales
          dateFinExercice
        }
        appointments {
          totalCount
          pageInfo {
            ...PageInfoFields
          }
          edges {
            cursor
            node {
              id
            }
          }
          nodes {
            id
            legacyId
            date
            dateFin
            title
            description
            location
            address {
              adresse
              cp
              ville
            }
            typeCommunication
            reason
            isEvent
            upcoming
            editable
            codeAgent
            participants {
              id
              codeagent
              prenom
              nom
              fonction
            }
          }
        }
        nextAppointment {
          id
          legacyId
          date
          title
          upcoming
        }
        events {
          totalCount
          pageInfo {
            ...PageInfoFields
          }
          edges {
            cursor
            node {
              id
            }
          }
          nodes {
            id
            legacyId
            title
            date
            dateDebut
            dateFin
            dates
            location
            ville
            type
            typeLibelle
            url
            registrationRequired
            estAnnule
            nbMaxInscription
            nbInscrits
            placesRestantes
            availability
            canAnswer
            idcampagne
            nbevent
            registred
            upcoming
            iconUrl
            imageUrl
          }
        }
        nextEvent {
          id
          legacyId
          title
          date
          upcoming
          iconUrl
        }
      }
      pendingInvitationCount
      homeSections {
        id
        title
        subtitle
        url
        estPrioritaire
        imageUrl
      }
      notifications {
        id
        date
        message
        url
        category
        lu
        imageUrl
      }
      unreadNotificationCount
      mailThemes {
        id
        libelle
        subscribed
      }
      communications {
        id
        codeDossier
        raisonSociale
        viewerCanEdit
        telephone
        indicatifTelephone
        portable
        indicatifPortable
        emailPrincipal
        emailFacturation
        facturationElectronique
        emailFacturationVerrouille
        modifications {
          telephone {
            date
            auteur
            parAgent
          }
          portable {
            date
          }
          emailPrincipal {
            date
          }
          emailFacturation {
            date
          }
        }
      }
      countries {
        id
        code
        indicatif
      }
      tourInProgress(routeName: "home") {
        id
        code
        routeName
        etapes
        dejaFait
      }
      galleryImages {
        id
        sm
        lg
        description
      }
      genericPage(pageId: "charte-utilisation") {
        id
        title
        url
        content
      }
    }
  }

  fragment DossierFields on Dossier {
    id
    codeDossier
    codeEntite
    raisonSociale
    guidPersonne
    idRole
    estFavoris
    statut
    typeActivite
    modulesEffectifs
    legacyId
  }
`);

/** The home screen's query (shell and home in one), as the web app sends it. */
export const HomeDocument = graphql(`
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
`);

/** Cancels a future appointment of a file. */
export const CancelAppointmentDocument = graphql(`
  mutation CancelAppointment($id: ID!) {
    cancelAppointment(id: $id) {
      appointment {
        legacyId
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Registration from the public area (the web's form sends the same). */
export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
      errors {
        field
        message
      }
    }
  }
`);

/** The forgot-password form, behind the captcha. */
export const RequestAccountRecoveryDocument = graphql(`
  mutation RequestAccountRecovery($input: RequestAccountRecoveryInput!) {
    requestAccountRecovery(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** The change-password form of the reset link. */
export const RecoverAccountDocument = graphql(`
  mutation RecoverAccount($input: RecoverAccountInput!) {
    recoverAccount(input: $input) {
      done
      errors {
        field
        message
      }
    }
  }
`);

/** The breach check's range query (k-anonymity: a 5-character prefix of the password's SHA-1). */
export const BreachRangeDocument = graphql(`
  query BreachRange($prefix: String!) {
    breachRange(prefix: $prefix) {
      suffix
      count
    }
  }
`);

/** The external account signed in with for a registration form, and the removal of that link (spec 000 §4). */
export const LinkedExternalAccountDocument = graphql(`
  query LinkedExternalAccount {
    linkedExternalAccount {
      email
    }
  }
`);

export const ForgetLinkedExternalAccountDocument = graphql(`
  mutation ForgetLinkedExternalAccount {
    forgetLinkedExternalAccount {
      linkedExternalAccount {
        email
      }
      errors {
        field
        message
      }
    }
  }
`);

/** An invitation's link (spec 000 §2.3), read by anyone who holds it. */
export const InvitationDocument = graphql(`
  query Invitation($invitationId: ID!) {
    invitation(invitationId: $invitationId) {
      id
      inviter
      refusal
      dossiers {
        codeDossier
        raisonSociale
      }
    }
  }
`);

/** Accepting an invitation, signed in. */
export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($invitationId: ID!) {
    acceptInvitation(invitationId: $invitationId) {
      accepted
      errors {
        field
        message
      }
    }
  }
`);

/** Step 1 of the invitation sign-up: the login method checked by the legacy. */
export const CheckInvitationLoginDocument = graphql(`
  mutation CheckInvitationLogin($input: InvitationLoginInput!) {
    checkInvitationLogin(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

/** The invitation sign-up: the account created, the invitation accepted, signed in. */
export const SignUpWithInvitationDocument = graphql(`
  mutation SignUpWithInvitation($invitationId: ID!, $input: SignUpWithInvitationInput!) {
    signUpWithInvitation(invitationId: $invitationId, input: $input) {
      viewer {
        id
        login
      }
      secondStepRequired
      errors {
        field
        message
      }
    }
  }
`);

/** The preferences page's save: the notification mail and the mail themes. */
export const SavePreferencesDocument = graphql(`
  mutation SavePreferences($input: SavePreferencesInput!) {
    savePreferences(input: $input) {
      user {
        id
        preferences {
          sendMailWhenNotify
        }
      }
      mailThemes {
        id
        subscribed
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The account area's changes: a file's contact details, the codes, the password and the e-mail. */
export const SaveCommunicationDocument = graphql(`
  mutation SaveCommunication($input: SaveCommunicationInput!) {
    saveCommunication(input: $input) {
      communication {
        id
        telephone
        modifications {
          telephone {
            auteur
            parAgent
          }
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

export const SendPasswordChangeCodeDocument = graphql(`
  mutation SendPasswordChangeCode {
    sendPasswordChangeCode {
      sent
      errors {
        field
        message
      }
    }
  }
`);

export const SendMailChangeCodeDocument = graphql(`
  mutation SendMailChangeCode($mode: CodeMode!) {
    sendMailChangeCode(mode: $mode) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      changed
      errors {
        field
        message
      }
    }
  }
`);

export const ChangeMailDocument = graphql(`
  mutation ChangeMail($input: ChangeMailInput!) {
    changeMail(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** Records the tour of a route as done (spec 000 §4). */
export const MarkTourDoneDocument = graphql(`
  mutation ContractMarkTourDone($routeName: String!) {
    markTourDone(routeName: $routeName) {
      tour {
        id
        dejaFait
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Removes the done mark of the tour of a route, before it plays again. */
export const RestartTourDocument = graphql(`
  mutation ContractRestartTour($routeName: String!) {
    restartTour(routeName: $routeName) {
      tour {
        id
        routeName
        dejaFait
      }
      errors {
        field
        message
      }
    }
  }
`);

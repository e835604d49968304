/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AppFooter_theme on Theme {\n    entityName\n    links {\n      legalNotice\n    }\n  }\n": typeof types.AppFooter_ThemeFragmentDoc,
    "\n  fragment AppHeader_viewer on Viewer {\n    isCollaborateur\n    unreadNotificationCount\n    notifications {\n      id\n      lu\n    }\n    dossiers {\n      id\n    }\n    user {\n      id\n      nom\n      prenom\n    }\n    ...DossierSelector_viewer\n  }\n": typeof types.AppHeader_ViewerFragmentDoc,
    "\n  fragment AppHeader_theme on Theme {\n    platformName\n    links {\n      adminBoard\n    }\n  }\n": typeof types.AppHeader_ThemeFragmentDoc,
    "\n  query Shell($wanted: String) {\n    viewer {\n      id\n      login\n      isCollaborateur\n      typeUtilisateur\n      fonctionsUtilisateur\n      droitsUtilisateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        codeDossier\n      }\n      selectedDossier(codeDossier: $wanted) {\n        id\n        codeDossier\n        raisonSociale\n        codeEntite\n        idRole\n        estFavoris\n        permissions\n      }\n      unreadNotificationCount\n      ...AppHeader_viewer\n      ...SideMenu_viewer\n    }\n    theme {\n      code\n      ...AppHeader_theme\n      ...SideMenu_theme\n      ...AppFooter_theme\n    }\n  }\n": typeof types.ShellDocument,
    "\n  fragment SideMenu_viewer on Viewer {\n    isCollaborateur\n    droitsUtilisateur\n    dossiers {\n      id\n      idRole\n      codeEntite\n    }\n  }\n": typeof types.SideMenu_ViewerFragmentDoc,
    "\n  fragment SideMenu_theme on Theme {\n    links {\n      webmail\n    }\n  }\n": typeof types.SideMenu_ThemeFragmentDoc,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query AccountInfos {\n    viewer {\n      id\n      user {\n        id\n        ...ProfileCard_user\n      }\n      communications {\n        id\n        ...CommunicationForm_communication\n      }\n      countries {\n        id\n        ...CommunicationForm_country\n      }\n    }\n  }\n": typeof types.AccountInfosDocument,
    "\n  query Account {\n    viewer {\n      id\n      dossiers {\n        id\n        idRole\n        codeEntite\n      }\n      ...DevicesCard_viewer\n    }\n    theme {\n      code\n      links {\n        webmail\n      }\n    }\n  }\n": typeof types.AccountDocument,
    "\n  query ApiAccess {\n    viewer {\n      id\n      apiTokens {\n        id\n        ...ApiTokenList_apiToken\n      }\n      apiTokenSessionEnded\n    }\n  }\n": typeof types.ApiAccessDocument,
    "\n  query LoginSecurity {\n    viewer {\n      id\n      secondFactors {\n        id\n        kind\n        ...SecondFactorList_secondFactor\n      }\n      recoveryCodesLeft\n    }\n  }\n": typeof types.LoginSecurityDocument,
    "\n  query MailChange {\n    viewer {\n      id\n      user {\n        id\n        mail\n        compteExterne\n      }\n    }\n  }\n": typeof types.MailChangeDocument,
    "\n  query MyAccess {\n    viewer {\n      id\n      ...ReceivedInvitations_viewer\n      ...AcquiredAccesses_viewer\n    }\n  }\n": typeof types.MyAccessDocument,
    "\n  query Preferences {\n    viewer {\n      id\n      ...PreferencesForm_viewer\n    }\n  }\n": typeof types.PreferencesDocument,
    "\n  query ShareEdit {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sharedWith {\n        id\n        guidPersonne\n        personne\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShareEditDocument,
    "\n  query ShareInvite {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sentInvitations {\n        id\n        emailInvitee\n        editable\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n      sharedWith {\n        id\n        emailPersonne\n        dossiers {\n          codeDossier\n        }\n      }\n    }\n  }\n": typeof types.ShareInviteDocument,
    "\n  query ShareMyFiles {\n    viewer {\n      id\n      canShare\n      ...SentInvitations_viewer\n      ...SharedPeople_viewer\n    }\n  }\n": typeof types.ShareMyFilesDocument,
    "\n  query SharedCredentials($codeDossier: String) {\n    viewer {\n      id\n      login\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        sharedCredentials {\n          id\n          titre\n          nomUtilisateur\n          ...CredentialCard_credential\n          ...EditCredentialDialog_credential\n        }\n      }\n    }\n  }\n": typeof types.SharedCredentialsDocument,
    "\n  query AppointmentBooking($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...AppointmentBookingForm_respondent\n        }\n      }\n    }\n  }\n": typeof types.AppointmentBookingDocument,
    "\n  query AppointmentEdit($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      user {\n        id\n        ...AppointmentEditForm_user\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          editable\n          ...AppointmentEditForm_appointment\n        }\n      }\n    }\n  }\n": typeof types.AppointmentEditDocument,
    "\n  query AppointmentDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          editable\n          ...AppointmentDetails_appointment\n        }\n      }\n    }\n  }\n": typeof types.AppointmentDetailDocument,
    "\n  query Billing($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        abonnement {\n          id\n          ...BillingSettingsForm_abonnement\n          creanceEnCours\n          cotisationMillesime {\n            ...MembershipFeeCard_fee\n          }\n          factures {\n            id\n            ...InvoiceList_invoice\n          }\n        }\n      }\n    }\n  }\n": typeof types.BillingDocument,
    "\n  query ContactDetail($codeDossier: String, $codeAgent: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        contact(codeAgent: $codeAgent) {\n          id\n          fonction\n          mission\n          ...ContactAvatar_contact\n          ...ContactLinks_contact\n        }\n      }\n    }\n  }\n": typeof types.ContactDetailDocument,
    "\n  query Contacts($codeDossier: String) {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        siteInfo {\n          ...SiteInfo_siteInfo\n        }\n        contacts {\n          id\n          ...ContactCard_contact\n        }\n      }\n    }\n  }\n": typeof types.ContactsDocument,
    "\n  query DocumentLibraryRedirect {\n    theme {\n      code\n      links {\n        documentLibrary\n      }\n    }\n  }\n": typeof types.DocumentLibraryRedirectDocument,
    "\n  query GenericPageScreen($pageId: ID!) {\n    viewer {\n      id\n      genericPage(pageId: $pageId) {\n        id\n        ...GenericPage_page\n      }\n    }\n  }\n": typeof types.GenericPageScreenDocument,
    "\n  query AssolementEdition($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        cultures {\n          id\n          ...CropForm_culture\n        }\n        assolement(millesime: $millesime) {\n          id\n          editable\n          cultures {\n            id\n            culture {\n              id\n              idtCultureTypeTRAME\n            }\n            ...CropForm_line\n          }\n        }\n      }\n    }\n  }\n": typeof types.AssolementEditionDocument,
    "\n  query Assolement($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        assolement(millesime: $millesime) {\n          id\n          ...AssolementYear_assolement\n        }\n      }\n    }\n  }\n": typeof types.AssolementDocument,
    "\n  query Documentations($codeDossier: String, $codes: [String!]!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentations {\n          id\n          ...DocumentationCards_entry\n        }\n        documentation(codes: $codes) {\n          id\n          title\n          categories {\n            id\n            ...DocumentationCards_entry\n          }\n        }\n      }\n    }\n  }\n": typeof types.DocumentationsDocument,
    "\n  query DocumentationLibrary($codeDossier: String, $codeGed: String!, $search: String, $after: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentationLibrary(codeGed: $codeGed) {\n          id\n          title\n          gedDispo\n          documents(after: $after, search: $search) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...LibraryDocuments_document\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DocumentationLibraryDocument,
    "\n  query BoardWorkspaces {\n    viewer {\n      id\n      boardWorkspaces {\n        id\n        title\n        color\n      }\n    }\n  }\n": typeof types.BoardWorkspacesDocument,
    "\n  query BoardWorkspace($workspaceId: ID!) {\n    viewer {\n      id\n      boardWorkspace(workspaceId: $workspaceId) {\n        id\n        title\n        documents {\n          id\n          ...BoardDocumentTable_document\n        }\n      }\n    }\n  }\n": typeof types.BoardWorkspaceDocument,
    "\n  query MyDocuments($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        recentDocuments {\n          invoices {\n            id\n            ...SentDocumentList_document\n          }\n          documents {\n            id\n            ...SentDocumentList_document\n          }\n          viewerCanConsultInvoices\n          viewerCanConsultDocuments\n        }\n      }\n    }\n  }\n": typeof types.MyDocumentsDocument,
    "\n  query DocumentStore(\n    $codeDossier: String\n    $legacyId: String\n    $search: String\n    $invoiceKind: InvoiceKind\n    $waitingKind: WaitingKind\n    $after: String\n  ) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentStoreAvailable\n        storeNode(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          template\n          searchPlaceholder\n          unavailable\n          payrollZipUrl\n          waitingKinds\n          ...StoreTiles_node\n          documents(after: $after, search: $search, invoiceKind: $invoiceKind, waitingKind: $waitingKind) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...DocumentList_document\n              ...InvoiceTable_document\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DocumentStoreDocument,
    "\n  query UploadHistory($codeDossier: String, $filter: SentDocumentFilter) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        sentDocuments(filter: $filter) {\n          id\n          ...SentDocumentList_document\n        }\n      }\n    }\n  }\n": typeof types.UploadHistoryDocument,
    "\n  query DocumentUploadKinds($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        documentUploadKinds\n      }\n    }\n  }\n": typeof types.DocumentUploadKindsDocument,
    "\n  query DuerAnnexes($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          annexes {\n            id\n            ...DuerAnnexesEditor_annexes\n          }\n        }\n      }\n    }\n  }\n": typeof types.DuerAnnexesDocument,
    "\n  query DuerAudit($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerAuditEditor_duer\n        }\n      }\n    }\n  }\n": typeof types.DuerAuditDocument,
    "\n  query DuerCategory($codeDossier: String, $legacyId: ID!, $idCategorie: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          droitModifs\n          droitCreation\n          categories {\n            id\n            legacyId\n            nom\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            ...DuerModuleList_categorie\n            ...DuerModuleAddForm_categorie\n          }\n        }\n      }\n    }\n  }\n": typeof types.DuerCategoryDocument,
    "\n  query DuerCoverPage($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerCoverPageForm_duer\n        }\n      }\n    }\n  }\n": typeof types.DuerCoverPageDocument,
    "\n  fragment DuerFavoriteStar_tool on Tool {\n    id\n    slug\n    name\n    favorite\n  }\n": typeof types.DuerFavoriteStar_ToolFragmentDoc,
    "\n  query DuerGeneralInfo($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerGeneralInfoForm_duer\n        }\n      }\n    }\n  }\n": typeof types.DuerGeneralInfoDocument,
    "\n  query DuerHome($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          annee\n          estFini\n          peutAjouterCategorie\n          droitCreation\n          ...DuerUnitTiles_duer\n          ...DuerUnitForm_duer\n          ...DuerPrintActions_duer\n        }\n      }\n    }\n  }\n": typeof types.DuerHomeDocument,
    "\n  query DuerIndex($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duers {\n          id\n          ...DuerYearTiles_duer\n        }\n        duerCreation {\n          allowed\n        }\n        tools {\n          ...DuerFavoriteStar_tool\n        }\n        ...DuerCreationForm_dossier\n      }\n    }\n  }\n": typeof types.DuerIndexDocument,
    "\n  query DuerModuleAnnexes($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              annexes {\n                id\n                ...DuerAnnexesEditor_annexes\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DuerModuleAnnexesDocument,
    "\n  query DuerModule($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          versionCalculRisque\n          droitModifs\n          droitCreation\n          pictosDeBase {\n            id\n            nom\n            description\n            imageUrl\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              ...DuerModuleEditor_module\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DuerModuleDocument,
    "\n  query DuerPages($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPagesEditor_duer\n        }\n      }\n    }\n  }\n": typeof types.DuerPagesDocument,
    "\n  query DuerPreamble($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPreambleEditor_duer\n        }\n      }\n    }\n  }\n": typeof types.DuerPreambleDocument,
    "\n  query EventDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...EventAnswer_respondent\n        }\n        event(legacyId: $legacyId) {\n          id\n          title\n          typeLibelle\n          ...EventDetails_event\n          ...EventAnswer_event\n        }\n      }\n    }\n  }\n": typeof types.EventDetailDocument,
    "\n  query StatDetail($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stat(slug: $slug) {\n          id\n          name\n          updatedAt\n          ...FavoriteStar_stat\n          ...StatChart_stat\n        }\n      }\n    }\n  }\n": typeof types.StatDetailDocument,
    "\n  query Stats($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stats {\n          id\n          ...StatTiles_stat\n        }\n      }\n    }\n  }\n": typeof types.StatsDocument,
    "\n  query Gallery {\n    viewer {\n      id\n      galleryImages {\n        id\n        ...PhotoGallery_image\n      }\n    }\n  }\n": typeof types.GalleryDocument,
    "\n  query GeneralAssembly($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assembleeGenerale {\n          id\n          ...AgRegistrationForm_assembly\n        }\n      }\n    }\n  }\n": typeof types.GeneralAssemblyDocument,
    "\n  query Home($codeDossier: String) {\n    viewer {\n      id\n      isCollaborateur\n      dossiers {\n        id\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        showsNextEvent\n        ...KeyFiguresCarousel_dossier\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        nextEvent {\n          id\n          ...NextEventCard_event\n        }\n      }\n      homeSections {\n        id\n        ...HomeSectionTiles_section\n      }\n      notifications {\n        id\n        ...NotificationsCard_notification\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query InitialConseilElearnings {\n    viewer {\n      id\n      elearnings {\n        id\n        ...ElearningCards_elearning\n      }\n    }\n  }\n": typeof types.InitialConseilElearningsDocument,
    "\n  query InitialConseilContacts {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      oicSiteInfo {\n        ...SiteInfo_siteInfo\n      }\n      oicContacts {\n        id\n        ...ContactCard_contact\n      }\n    }\n  }\n": typeof types.InitialConseilContactsDocument,
    "\n  query NewsSummary($codeDossier: String, $first: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...AppointmentItem_appointment\n          }\n        }\n        events(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n": typeof types.NewsSummaryDocument,
    "\n  query NewsList($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments {\n          nodes {\n            id\n            upcoming\n            ...AppointmentItem_appointment\n          }\n        }\n        events {\n          nodes {\n            id\n            upcoming\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NoDossier {\n    viewer {\n      id\n      dossiers {\n        id\n      }\n      pendingInvitationCount\n    }\n    theme {\n      code\n      supportPhone\n    }\n  }\n": typeof types.NoDossierDocument,
    "\n  query Notifications {\n    viewer {\n      id\n      notifications {\n        id\n        date\n        ...NotificationItem_notification\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query PortfolioSelection {\n    viewer {\n      id\n      isCollaborateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        ...MyPortfolio_dossier\n      }\n    }\n    theme {\n      code\n      platformName\n    }\n  }\n": typeof types.PortfolioSelectionDocument,
    "\n  query LandingViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.LandingViewerDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation VerifyPasskey($response: String!, $rememberDevice: Boolean!) {\n    verifyPasskey(response: $response, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.VerifyPasskeyDocument,
    "\n  mutation VerifySecondFactor($code: String!, $rememberDevice: Boolean!) {\n    verifySecondFactor(code: $code, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  query Service($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        service(slug: $slug) {\n          id\n          titre\n          ...ServiceDetail_service\n        }\n        serviceCallbackContact {\n          id\n          ...ServiceCallbackCard_contact\n        }\n      }\n    }\n  }\n": typeof types.ServiceDocument,
    "\n  query Services($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        services {\n          id\n          ...ServiceDirectory_service\n        }\n      }\n    }\n  }\n": typeof types.ServicesDocument,
    "\n  query HiringSimulator {\n    viewer {\n      id\n      hiringSimulatorScriptUrl\n    }\n  }\n": typeof types.HiringSimulatorDocument,
    "\n  query LoanEdition($codeDossier: String, $legacyId: String!, $editing: Boolean!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        loan(legacyId: $legacyId) @include(if: $editing) {\n          id\n          ...LoanForm_loan\n        }\n      }\n    }\n  }\n": typeof types.LoanEditionDocument,
    "\n  query LoanSimulator($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        loans {\n          id\n          ...LoanTable_loan\n          ...LoansChart_loan\n        }\n      }\n    }\n  }\n": typeof types.LoanSimulatorDocument,
    "\n  query ShortcutEdition($shortcutId: ID!, $editing: Boolean!) {\n    viewer {\n      id\n      shortcut(shortcutId: $shortcutId) @include(if: $editing) {\n        id\n        ...ShortcutForm_shortcut\n      }\n    }\n  }\n": typeof types.ShortcutEditionDocument,
    "\n  query Shortcuts {\n    viewer {\n      id\n      shortcuts {\n        id\n        ...ShortcutList_shortcut\n      }\n    }\n  }\n": typeof types.ShortcutsDocument,
    "\n  query ToolCategory($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        toolCategory(slug: $slug) {\n          id\n          name\n        }\n        tools(categorie: $slug) {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n": typeof types.ToolCategoryDocument,
    "\n  query Tools($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tools {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n": typeof types.ToolsDocument,
    "\n  query Tutorials($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tutorials {\n          id\n          ...TutorialCards_tutorial\n        }\n      }\n    }\n  }\n": typeof types.TutorialsDocument,
    "\n  query YieldMap($codeDossier: String, $zoneType: ZoneType!, $culture: Int!, $millesime: Int!) {\n    viewer {\n      id\n      mapTilesUrl\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        cultures {\n          id\n          ...MapSelectors_culture\n        }\n        yieldMap(zoneType: $zoneType, culture: $culture, millesime: $millesime) {\n          id\n          ...YieldMapView_map\n          ...YieldLegend_map\n        }\n      }\n    }\n  }\n": typeof types.YieldMapDocument,
    "\n  query RootTheme {\n    theme {\n      code\n      platformName\n      primaryColor\n    }\n  }\n": typeof types.RootThemeDocument,
    "\n  fragment CommunicationForm_communication on FileCommunication {\n    id\n    codeDossier\n    raisonSociale\n    viewerCanEdit\n    telephone\n    indicatifTelephone\n    portable\n    indicatifPortable\n    emailPrincipal\n    emailFacturation\n    facturationElectronique\n    emailFacturationVerrouille\n    modifications {\n      telephone {\n        date\n        auteur\n        parAgent\n      }\n      portable {\n        date\n        auteur\n        parAgent\n      }\n      emailPrincipal {\n        date\n        auteur\n        parAgent\n      }\n      emailFacturation {\n        date\n        auteur\n        parAgent\n      }\n    }\n  }\n": typeof types.CommunicationForm_CommunicationFragmentDoc,
    "\n  fragment CommunicationForm_country on Country {\n    id\n    code\n    indicatif\n  }\n": typeof types.CommunicationForm_CountryFragmentDoc,
    "\n  mutation SaveCommunication($input: SaveCommunicationInput!) {\n    saveCommunication(input: $input) {\n      communication {\n        id\n        ...CommunicationForm_communication\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveCommunicationDocument,
    "\n  mutation ChangeMail($input: ChangeMailInput!) {\n    changeMail(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ChangeMailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ProfileCard_user on User {\n    id\n    nom\n    prenom\n    mail\n    tel\n    port\n    adresse\n  }\n": typeof types.ProfileCard_UserFragmentDoc,
    "\n  mutation SendPasswordChangeCode {\n    sendPasswordChangeCode {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SendPasswordChangeCodeDocument,
    "\n  mutation SendMailChangeCode($mode: CodeMode!) {\n    sendMailChangeCode(mode: $mode) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SendMailChangeCodeDocument,
    "\n  fragment ApiTokenList_apiToken on ApiToken {\n    id\n    name\n    scopes {\n      area\n      access\n    }\n    files\n    createdAt\n    lastUsedAt\n    expiresAt\n    paused\n  }\n": typeof types.ApiTokenList_ApiTokenFragmentDoc,
    "\n  query ApiTokenFiles {\n    viewer {\n      id\n      dossiers {\n        id\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n": typeof types.ApiTokenFilesDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      apiToken {\n        id\n        name\n      }\n      plainTextToken\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($apiTokenId: ID!) {\n    revokeApiToken(apiTokenId: $apiTokenId) {\n      revokedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation ConfirmApiToken($apiTokenId: ID!) {\n    confirmApiToken(apiTokenId: $apiTokenId) {\n      apiToken {\n        id\n        paused\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ConfirmApiTokenDocument,
    "\n  mutation RenewApiTokenSession($password: String!) {\n    renewApiTokenSession(password: $password) {\n      renewed\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenewApiTokenSessionDocument,
    "\n  fragment AppointmentBookingForm_respondent on Respondent {\n    mail\n    tel\n  }\n": typeof types.AppointmentBookingForm_RespondentFragmentDoc,
    "\n  fragment AppointmentDetails_appointment on Appointment {\n    date\n    dateFin\n    description\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n    typeCommunication\n    reason\n    participants {\n      id\n      prenom\n      nom\n      fonction\n    }\n  }\n": typeof types.AppointmentDetails_AppointmentFragmentDoc,
    "\n  fragment AppointmentEditForm_appointment on Appointment {\n    id\n    legacyId\n    title\n    date\n    reason\n  }\n": typeof types.AppointmentEditForm_AppointmentFragmentDoc,
    "\n  fragment AppointmentEditForm_user on User {\n    mail\n    tel\n  }\n": typeof types.AppointmentEditForm_UserFragmentDoc,
    "\n  fragment AppointmentItem_appointment on Appointment {\n    legacyId\n    date\n    title\n    upcoming\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n": typeof types.AppointmentItem_AppointmentFragmentDoc,
    "\n  fragment NextAppointmentCard_appointment on Appointment {\n    legacyId\n    date\n    title\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n": typeof types.NextAppointmentCard_AppointmentFragmentDoc,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      appointmentRequest {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      appointment {\n        id\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CancelAppointmentDocument,
    "\n  mutation EditAppointment($input: EditAppointmentInput!) {\n    editAppointment(input: $input) {\n      appointment {\n        id\n        reason\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.EditAppointmentDocument,
    "\n  fragment BillingSettingsForm_abonnement on DossierSubscription {\n    id\n    mandatUrl\n    parametresDossier {\n      receptionCderInfo\n      receptionFactureElectronique\n      emailPlateformeFacturation\n      emailPlateformeFacturationVerrouille\n      modeReglement\n      estPrelevementAuto\n    }\n  }\n": typeof types.BillingSettingsForm_AbonnementFragmentDoc,
    "\n  mutation SaveBillingSettings($input: SaveBillingSettingsInput!) {\n    saveBillingSettings(input: $input) {\n      abonnement {\n        id\n        ...BillingSettingsForm_abonnement\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveBillingSettingsDocument,
    "\n  fragment InvoiceList_invoice on Invoice {\n    id\n    libelle\n    dateFacture\n    etat\n    progress\n    montant\n    numeroFacture\n    lienConsultationGed\n  }\n": typeof types.InvoiceList_InvoiceFragmentDoc,
    "\n  fragment MembershipFeeCard_fee on MembershipFee {\n    millesime\n    cotisation\n    compta\n    conseil\n    juridique\n  }\n": typeof types.MembershipFeeCard_FeeFragmentDoc,
    "\n  fragment ContactAvatar_contact on Contact {\n    prenom\n    nom\n    avatar\n    photoUrl\n  }\n": typeof types.ContactAvatar_ContactFragmentDoc,
    "\n  fragment ContactCard_contact on Contact {\n    id\n    codeAgent\n    prenom\n    nom\n    fonction\n    nomAgence\n    ...ContactAvatar_contact\n    ...ContactLinks_contact\n  }\n": typeof types.ContactCard_ContactFragmentDoc,
    "\n  fragment ContactLinks_contact on Contact {\n    telephone\n    mail\n  }\n": typeof types.ContactLinks_ContactFragmentDoc,
    "\n  fragment SiteInfo_siteInfo on SiteInfo {\n    adresseL1\n    adresseL2\n    telephone\n    mailPilote\n  }\n": typeof types.SiteInfo_SiteInfoFragmentDoc,
    "\n  fragment AssolementLines_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      intitule\n    }\n  }\n": typeof types.AssolementLines_LineFragmentDoc,
    "\n  fragment AssolementPayload_fields on AssolementPayload {\n    assolement {\n      id\n      surfaceTotale\n      editable\n      estAssolementDefinitif\n      cultures {\n        id\n        ...AssolementLines_line\n      }\n      ...RotationCheck_assolement\n    }\n    errors {\n      field\n      message\n    }\n  }\n": typeof types.AssolementPayload_FieldsFragmentDoc,
    "\n  fragment AssolementYear_assolement on Assolement {\n    id\n    millesime\n    surfaceTotale\n    editable\n    estAssolementDefinitif\n    cultures {\n      id\n      ...AssolementLines_line\n    }\n    ...RotationCheck_assolement\n  }\n": typeof types.AssolementYear_AssolementFragmentDoc,
    "\n  fragment CropForm_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n    rendementMax\n    estIntituleModifiable\n  }\n": typeof types.CropForm_CultureFragmentDoc,
    "\n  fragment CropForm_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      idtCultureTypeTRAME\n    }\n  }\n": typeof types.CropForm_LineFragmentDoc,
    "\n  fragment RotationCheck_assolement on Assolement {\n    id\n    millesime\n    rotation {\n      arableSurface\n      changedShare\n      meetsAnnualCriterion\n      exemptSmallFarm\n      repeatedCrops {\n        culture {\n          id\n          intitule\n        }\n        surface\n      }\n    }\n  }\n": typeof types.RotationCheck_AssolementFragmentDoc,
    "\n  mutation AddAssolementCulture($input: AddAssolementCultureInput!) {\n    addAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n": typeof types.AddAssolementCultureDocument,
    "\n  mutation UpdateAssolementCulture($input: UpdateAssolementCultureInput!) {\n    updateAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n": typeof types.UpdateAssolementCultureDocument,
    "\n  mutation DeleteAssolementCulture($id: ID!) {\n    deleteAssolementCulture(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n": typeof types.DeleteAssolementCultureDocument,
    "\n  mutation ImportPreviousAssolement($id: ID!) {\n    importPreviousAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n": typeof types.ImportPreviousAssolementDocument,
    "\n  mutation EmptyAssolement($id: ID!) {\n    emptyAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n": typeof types.EmptyAssolementDocument,
    "\n  mutation ImportTelepacAssolement($input: ImportTelepacAssolementInput!) {\n    importTelepacAssolement(input: $input) {\n      assolement {\n        id\n        surfaceTotale\n        editable\n        estAssolementDefinitif\n        cultures {\n          id\n          ...AssolementLines_line\n        }\n        ...RotationCheck_assolement\n      }\n      codesInconnus\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ImportTelepacAssolementDocument,
    "\n  fragment DevicesCard_viewer on Viewer {\n    id\n    devices {\n      id\n      kind\n      name\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.DevicesCard_ViewerFragmentDoc,
    "\n  mutation SignOutDevice($deviceId: ID!) {\n    signOutDevice(deviceId: $deviceId) {\n      signedOutId\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SignOutDeviceDocument,
    "\n  fragment DocumentationCards_entry on Documentation {\n    id\n    code\n    title\n    kind\n    url\n    estSiteInternet\n    codeGed\n    iconUrl\n  }\n": typeof types.DocumentationCards_EntryFragmentDoc,
    "\n  fragment LibraryDocuments_document on LibraryDocument {\n    id\n    name\n    url\n    taille\n    dateModification\n  }\n": typeof types.LibraryDocuments_DocumentFragmentDoc,
    "\n  fragment BoardDocumentTable_document on BoardDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n  }\n": typeof types.BoardDocumentTable_DocumentFragmentDoc,
    "\n  fragment DocumentList_document on StoreDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n    pageUrls\n  }\n": typeof types.DocumentList_DocumentFragmentDoc,
    "\n  fragment InvoiceTable_document on StoreDocument {\n    id\n    name\n    nomFournisseur\n    dateFacture\n    numeroFacture\n    totalTTC\n    downloadUrl\n    previewUrl\n  }\n": typeof types.InvoiceTable_DocumentFragmentDoc,
    "\n  fragment SentDocumentList_document on SentDocument {\n    id\n    nomFichier\n    dateEnvoi\n  }\n": typeof types.SentDocumentList_DocumentFragmentDoc,
    "\n  fragment StoreTiles_node on StoreNode {\n    id\n    nodes {\n      id\n      legacyId\n      title\n      color\n      unavailable\n    }\n  }\n": typeof types.StoreTiles_NodeFragmentDoc,
    "\n  mutation ConfirmDocumentUpload($input: ConfirmDocumentUploadInput!) {\n    confirmDocumentUpload(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ConfirmDocumentUploadDocument,
    "\n  fragment DossierSelector_viewer on Viewer {\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n      estFavoris\n    }\n  }\n": typeof types.DossierSelector_ViewerFragmentDoc,
    "\n  mutation SetFavoriteDossier($codeDossier: String!) {\n    setFavoriteDossier(codeDossier: $codeDossier) {\n      dossiers {\n        id\n        estFavoris\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SetFavoriteDossierDocument,
    "\n  fragment DuerAnnexesEditor_annexes on DuerAnnexes {\n    id\n    estModule\n    peutAjouter\n    peutCreer\n    annexes {\n      id\n      baseAnnexeId\n      nom\n      numAnnexe\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n    }\n    annexesExistantes {\n      id\n      nom\n    }\n  }\n": typeof types.DuerAnnexesEditor_AnnexesFragmentDoc,
    "\n  fragment DuerAuditEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    audit {\n      categories {\n        id\n        nom\n        questions {\n          id\n          ordre\n          nom\n          reponse\n          nonApplicable\n          remarque\n        }\n      }\n      categoriesRestantes {\n        id\n        nom\n      }\n    }\n  }\n": typeof types.DuerAuditEditor_DuerFragmentDoc,
    "\n  fragment DuerCoverPageForm_duer on Duer {\n    id\n    droitModifs\n    pageDeGarde {\n      champ1\n      champ2\n      champ3\n      champ4\n      ingenieurConseil\n      dateMiseAJour\n      gerants\n      ingenieurConseilParDefaut\n    }\n  }\n": typeof types.DuerCoverPageForm_DuerFragmentDoc,
    "\n  fragment DuerGeneralInfoForm_duer on Duer {\n    id\n    droitModifs\n    informationsGenerales {\n      natureActivite\n      nombreSalaries\n      trousseDeSecours\n      responsableTrousseDeSecours\n      presenceDeSecouriste\n      referentSecurite\n      tauxCotisationAtMp\n      nombreAccidents\n      nombreMaladiesProfessionnelles\n    }\n  }\n": typeof types.DuerGeneralInfoForm_DuerFragmentDoc,
    "\n  fragment DuerPagesEditor_duer on Duer {\n    id\n    legacyId\n    peutAjouterPage\n    pages {\n      id\n      basePageId\n      nom\n      ordre\n      estAvantRisques\n      ecran\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n      peutModifier\n    }\n    pagesExistantes {\n      id\n      nom\n    }\n  }\n": typeof types.DuerPagesEditor_DuerFragmentDoc,
    "\n  fragment DuerPreambleEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    preambule {\n      descriptifExploitation\n      ressourcesHumaines\n      prestationsServices\n      categories {\n        id\n        legacyId\n        titre\n        contenu\n        ordre\n      }\n    }\n  }\n": typeof types.DuerPreambleEditor_DuerFragmentDoc,
    "\n  mutation SaveDuerAnnexes($input: SaveDuerAnnexesInput!) {\n    saveDuerAnnexes(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerAnnexesDocument,
    "\n  mutation AddDuerAnnexe($input: AddDuerAnnexeInput!) {\n    addDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerAnnexeDocument,
    "\n  mutation ReplaceDuerAnnexe($input: ReplaceDuerAnnexeInput!) {\n    replaceDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ReplaceDuerAnnexeDocument,
    "\n  mutation SaveDuerAudit($input: SaveDuerAuditInput!) {\n    saveDuerAudit(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerAuditDocument,
    "\n  mutation AddDuerAuditQuestion($input: AddDuerAuditQuestionInput!) {\n    addDuerAuditQuestion(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerAuditQuestionDocument,
    "\n  mutation AddDuerAuditCategorie($input: AddDuerAuditCategorieInput!) {\n    addDuerAuditCategorie(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerAuditCategorieDocument,
    "\n  mutation DeleteDuerAuditQuestion($auditQuestionId: ID!) {\n    deleteDuerAuditQuestion(auditQuestionId: $auditQuestionId) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteDuerAuditQuestionDocument,
    "\n  mutation SaveDuerInformationsGenerales($input: SaveDuerInformationsGeneralesInput!) {\n    saveDuerInformationsGenerales(input: $input) {\n      duer {\n        id\n        ...DuerGeneralInfoForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerInformationsGeneralesDocument,
    "\n  mutation SaveDuerPageDeGarde($input: SaveDuerPageDeGardeInput!) {\n    saveDuerPageDeGarde(input: $input) {\n      duer {\n        id\n        ...DuerCoverPageForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerPageDeGardeDocument,
    "\n  mutation SaveDuerPages($input: SaveDuerPagesInput!) {\n    saveDuerPages(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerPagesDocument,
    "\n  mutation AddDuerPage($input: AddDuerPageInput!) {\n    addDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerPageDocument,
    "\n  mutation ReplaceDuerPage($input: ReplaceDuerPageInput!) {\n    replaceDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ReplaceDuerPageDocument,
    "\n  mutation SaveDuerPreambule($input: SaveDuerPreambuleInput!) {\n    saveDuerPreambule(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerPreambuleDocument,
    "\n  mutation AddDuerPreambuleCategorie($input: AddDuerPreambuleCategorieInput!) {\n    addDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerPreambuleCategorieDocument,
    "\n  mutation RenameDuerPreambuleCategorie($input: RenameDuerPreambuleCategorieInput!) {\n    renameDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameDuerPreambuleCategorieDocument,
    "\n  mutation DeleteDuerPreambuleCategorie($preambuleCategorieId: ID!) {\n    deleteDuerPreambuleCategorie(preambuleCategorieId: $preambuleCategorieId) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteDuerPreambuleCategorieDocument,
    "\n  fragment DuerPrintActions_duer on Duer {\n    id\n    annee\n    estFini\n    droitModifs\n    planActionUrl\n    impressionUrl\n    duerDefinitifUrl\n    categories {\n      id\n      legacyId\n      nom\n    }\n  }\n": typeof types.DuerPrintActions_DuerFragmentDoc,
    "\n  mutation ImprimerDuerDefinitif($duerId: ID!) {\n    imprimerDuerDefinitif(duerId: $duerId) {\n      duer {\n        id\n        estFini\n        droitModifs\n        duerDefinitifUrl\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ImprimerDuerDefinitifDocument,
    "\n  fragment DuerCreationForm_dossier on Dossier {\n    id\n    duers {\n      id\n      annee\n    }\n    duerCreation {\n      modes\n      anneeMin\n      anneeMax\n    }\n    duersAutresDossiers {\n      id\n      codeDossier\n      raisonSociale\n      annee\n    }\n  }\n": typeof types.DuerCreationForm_DossierFragmentDoc,
    "\n  fragment DuerModuleAddForm_categorie on DuerCategorie {\n    id\n    modulesDeBase {\n      id\n      nom\n    }\n    modulesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n  }\n": typeof types.DuerModuleAddForm_CategorieFragmentDoc,
    "\n  fragment DuerModuleEditor_module on DuerModule {\n    id\n    nom\n    remarque\n    etape\n    totalEtapes\n    suivant {\n      id\n      legacyId\n      nom\n      etape\n    }\n    groupesDeBase {\n      id\n      nom\n    }\n    groupesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n    groupes {\n      id\n      legacyId\n      nom\n      ordre\n      risquesDeBase {\n        id\n        nom\n      }\n      risques {\n        id\n        legacyId\n        nom\n        ordre\n        estActif\n        gravite\n        frequence\n        maitrise\n        mesureExistante\n        mesureAFaire\n        mesureQui\n        mesureDelai\n        historique {\n          dateModification\n          parAdherent\n          dateCollaborateur\n        }\n        avecPictos\n        pictos {\n          id\n          legacyId\n          description\n          basePictoId\n          nom\n          imageUrl\n        }\n      }\n    }\n  }\n": typeof types.DuerModuleEditor_ModuleFragmentDoc,
    "\n  fragment DuerModuleList_categorie on DuerCategorie {\n    id\n    legacyId\n    modules {\n      id\n      legacyId\n      nom\n      ordre\n      estValide\n      forcerValidation\n    }\n  }\n": typeof types.DuerModuleList_CategorieFragmentDoc,
    "\n  fragment DuerUnitForm_duer on Duer {\n    id\n    categoriesDeBase {\n      id\n      nom\n    }\n  }\n": typeof types.DuerUnitForm_DuerFragmentDoc,
    "\n  fragment DuerUnitTiles_duer on Duer {\n    id\n    legacyId\n    categories {\n      id\n      legacyId\n      nom\n      estValide\n      tailleTexte\n    }\n  }\n": typeof types.DuerUnitTiles_DuerFragmentDoc,
    "\n  fragment DuerYearTiles_duer on Duer {\n    id\n    legacyId\n    annee\n    estFini\n    couleur\n  }\n": typeof types.DuerYearTiles_DuerFragmentDoc,
    "\n  mutation AddDuerModuleExistant($input: AddDuerModuleExistantInput!) {\n    addDuerModuleExistant(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerModuleExistantDocument,
    "\n  mutation AddDuerGroupeAutreDuer($input: AddDuerGroupeAutreDuerInput!) {\n    addDuerGroupeAutreDuer(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerGroupeAutreDuerDocument,
    "\n  mutation CreateDuer($input: CreateDuerInput!) {\n    createDuer(input: $input) {\n      duer {\n        id\n        legacyId\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateDuerDocument,
    "\n  mutation AddDuerCategorie($input: AddDuerCategorieInput!) {\n    addDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerCategorieDocument,
    "\n  mutation AddDuerModule($input: AddDuerModuleInput!) {\n    addDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerModuleDocument,
    "\n  mutation SwitchDuerModuleValidation($id: ID!) {\n    switchDuerModuleValidation(id: $id) {\n      module {\n        id\n        estValide\n        forcerValidation\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SwitchDuerModuleValidationDocument,
    "\n  mutation SaveDuerRisques($input: SaveDuerRisquesInput!) {\n    saveDuerRisques(input: $input) {\n      module {\n        id\n        estValide\n        groupes {\n          id\n          ordre\n          risques {\n            id\n            ordre\n            estActif\n            gravite\n            frequence\n            maitrise\n            mesureExistante\n            mesureAFaire\n            mesureQui\n            mesureDelai\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerRisquesDocument,
    "\n  mutation AddDuerGroupeEtRisque($input: AddDuerGroupeEtRisqueInput!) {\n    addDuerGroupeEtRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerGroupeEtRisqueDocument,
    "\n  mutation AddDuerGroupe($input: AddDuerGroupeInput!) {\n    addDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerGroupeDocument,
    "\n  mutation AddDuerRisque($input: AddDuerRisqueInput!) {\n    addDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddDuerRisqueDocument,
    "\n  mutation RenameDuerGroupe($input: RenameDuerElementInput!) {\n    renameDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameDuerGroupeDocument,
    "\n  mutation RenameDuerRisque($input: RenameDuerElementInput!) {\n    renameDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameDuerRisqueDocument,
    "\n  mutation DeleteDuerGroupe($id: ID!) {\n    deleteDuerGroupe(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteDuerGroupeDocument,
    "\n  mutation DeleteDuerRisque($id: ID!) {\n    deleteDuerRisque(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteDuerRisqueDocument,
    "\n  mutation SaveDuerModuleOrdres($input: SaveDuerModuleOrdresInput!) {\n    saveDuerModuleOrdres(input: $input) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerModuleOrdresDocument,
    "\n  mutation UpdateDuerRisquePictos($input: UpdateDuerRisquePictosInput!) {\n    updateDuerRisquePictos(input: $input) {\n      module {\n        id\n        groupes {\n          id\n          risques {\n            id\n            pictos {\n              id\n              legacyId\n              description\n              basePictoId\n              nom\n              imageUrl\n            }\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateDuerRisquePictosDocument,
    "\n  mutation RenameDuerCategorie($input: RenameDuerElementInput!) {\n    renameDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n        legacyId\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameDuerCategorieDocument,
    "\n  mutation RenameDuerModule($input: RenameDuerElementInput!) {\n    renameDuerModule(input: $input) {\n      module {\n        id\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameDuerModuleDocument,
    "\n  mutation DeleteDuerModule($id: ID!) {\n    deleteDuerModule(id: $id) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteDuerModuleDocument,
    "\n  mutation CopyDuerModule($input: CopyDuerModuleInput!) {\n    copyDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CopyDuerModuleDocument,
    "\n  mutation SaveDuerModuleRemarque($input: SaveDuerModuleRemarqueInput!) {\n    saveDuerModuleRemarque(input: $input) {\n      module {\n        id\n        remarque\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveDuerModuleRemarqueDocument,
    "\n  fragment EventAnswerPayload_fields on EventAnswerPayload {\n    event {\n      id\n      ...EventAnswer_event\n    }\n    errors {\n      field\n      message\n    }\n  }\n": typeof types.EventAnswerPayload_FieldsFragmentDoc,
    "\n  fragment EventAnswer_event on Event {\n    id\n    registred\n    canAnswer\n    placesRestantes\n    nbInscrits\n    subscriptions {\n      id\n      legacyId\n      nom\n      prenom\n      email\n      tel\n      participe\n      deleted\n      estDossierMembre\n    }\n  }\n": typeof types.EventAnswer_EventFragmentDoc,
    "\n  fragment EventAnswer_respondent on Respondent {\n    nom\n    prenom\n    mail\n    tel\n    locked\n  }\n": typeof types.EventAnswer_RespondentFragmentDoc,
    "\n  fragment EventDetails_event on Event {\n    id\n    title\n    imageUrl\n    location\n    ville\n    url\n    availability\n    placesRestantes\n    ...EventWhen_event\n    linkedEvents {\n      id\n      legacyId\n      ...EventWhen_event\n    }\n    subscriptions {\n      id\n      nom\n      prenom\n      deleted\n    }\n  }\n": typeof types.EventDetails_EventFragmentDoc,
    "\n  fragment EventItem_event on Event {\n    legacyId\n    title\n    upcoming\n    location\n    ville\n    availability\n    ...EventWhen_event\n  }\n": typeof types.EventItem_EventFragmentDoc,
    "\n  fragment EventWhen_event on Event {\n    date\n    dateDebut\n    dateFin\n  }\n": typeof types.EventWhen_EventFragmentDoc,
    "\n  fragment NextEventCard_event on Event {\n    legacyId\n    title\n    location\n    ville\n    ...EventWhen_event\n  }\n": typeof types.NextEventCard_EventFragmentDoc,
    "\n  mutation DeclineEvent($id: ID!) {\n    declineEvent(id: $id) {\n      ...EventAnswerPayload_fields\n    }\n  }\n": typeof types.DeclineEventDocument,
    "\n  mutation SubscribeToEvent($input: SubscribeToEventInput!) {\n    subscribeToEvent(input: $input) {\n      ...EventAnswerPayload_fields\n    }\n  }\n": typeof types.SubscribeToEventDocument,
    "\n  query LinkedExternalAccount {\n    linkedExternalAccount {\n      email\n    }\n  }\n": typeof types.LinkedExternalAccountDocument,
    "\n  mutation ForgetLinkedExternalAccount {\n    forgetLinkedExternalAccount {\n      linkedExternalAccount {\n        email\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ForgetLinkedExternalAccountDocument,
    "\n  fragment FavoriteStar_stat on Stat {\n    id\n    name\n    favorite\n  }\n": typeof types.FavoriteStar_StatFragmentDoc,
    "\n  fragment StatChart_stat on Stat {\n    id\n    slug\n    name\n    unit\n    decimals\n    exerciceStartMonth\n    closedYears {\n      dateDebut\n      dateFin\n      value\n    }\n    months {\n      year\n      month\n      recettes\n      depenses\n    }\n  }\n": typeof types.StatChart_StatFragmentDoc,
    "\n  fragment StatTiles_stat on Stat {\n    id\n    slug\n    name\n    favorite\n  }\n": typeof types.StatTiles_StatFragmentDoc,
    "\n  mutation SetStatFavorite($input: SetStatFavoriteInput!) {\n    setStatFavorite(input: $input) {\n      stat {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetStatFavoriteDocument,
    "\n  fragment PhotoGallery_image on GalleryImage {\n    id\n    sm\n    lg\n    description\n  }\n": typeof types.PhotoGallery_ImageFragmentDoc,
    "\n  fragment AgRegistrationForm_assembly on GeneralAssembly {\n    id\n    etat\n    showsForums\n    pouvoirUrl\n    invitations {\n      id\n      participe\n      nbPersonne\n      poids\n      libelleUserModification\n      dateModification\n      selected\n    }\n  }\n": typeof types.AgRegistrationForm_AssemblyFragmentDoc,
    "\n  mutation RegisterAgAttendance($input: RegisterAgAttendanceInput!) {\n    registerAgAttendance(input: $input) {\n      assembleeGenerale {\n        id\n        ...AgRegistrationForm_assembly\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterAgAttendanceDocument,
    "\n  fragment GenericPage_page on GenericPage {\n    id\n    title\n    url\n    content\n  }\n": typeof types.GenericPage_PageFragmentDoc,
    "\n  fragment HomeSectionTiles_section on HomeSection {\n    id\n    title\n    subtitle\n    url\n    estPrioritaire\n    imageUrl\n  }\n": typeof types.HomeSectionTiles_SectionFragmentDoc,
    "\n  fragment ElearningCards_elearning on ELearning {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n": typeof types.ElearningCards_ElearningFragmentDoc,
    "\n  query InvitationView($invitationId: ID!) {\n    invitation(invitationId: $invitationId) {\n      id\n      inviter\n      refusal\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": typeof types.InvitationViewDocument,
    "\n  mutation AcceptInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation CheckInvitationLogin($input: InvitationLoginInput!) {\n    checkInvitationLogin(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CheckInvitationLoginDocument,
    "\n  mutation SignUpWithInvitation($invitationId: ID!, $input: SignUpWithInvitationInput!) {\n    signUpWithInvitation(invitationId: $invitationId, input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SignUpWithInvitationDocument,
    "\n  fragment KeyFiguresCarousel_dossier on Dossier {\n    showsKeyFigures\n    keyFigures {\n      id\n      libelle\n      valeur\n      unite\n      decimales\n      dateFinExercice\n    }\n  }\n": typeof types.KeyFiguresCarousel_DossierFragmentDoc,
    "\n  fragment LoanForm_loan on Loan {\n    id\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    nombrePeriodes\n    exerciceDateDebut\n  }\n": typeof types.LoanForm_LoanFragmentDoc,
    "\n  fragment LoanTable_loan on Loan {\n    id\n    legacyId\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    dureeAnnee\n    echeance\n    interetRetour\n  }\n": typeof types.LoanTable_LoanFragmentDoc,
    "\n  fragment LoansChart_loan on Loan {\n    id\n    echeances {\n      annuite\n      interets\n      amortissement\n    }\n  }\n": typeof types.LoansChart_LoanFragmentDoc,
    "\n  mutation AddLoan($input: AddLoanInput!) {\n    addLoan(input: $input) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddLoanDocument,
    "\n  mutation UpdateLoan($input: UpdateLoanInput!) {\n    updateLoan(input: $input) {\n      loan {\n        id\n        libelle\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateLoanDocument,
    "\n  mutation DeleteLoan($id: ID!) {\n    deleteLoan(id: $id) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteLoanDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    date\n    message\n    url\n    category\n    lu\n    imageUrl\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  fragment NotificationsCard_notification on Notification {\n    id\n    ...NotificationItem_notification\n  }\n": typeof types.NotificationsCard_NotificationFragmentDoc,
    "\n  mutation RecoverAccount($input: RecoverAccountInput!) {\n    recoverAccount(input: $input) {\n      done\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RecoverAccountDocument,
    "\n  mutation RequestAccountRecovery($input: RequestAccountRecoveryInput!) {\n    requestAccountRecovery(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RequestAccountRecoveryDocument,
    "\n  fragment MyPortfolio_dossier on Dossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    legacyId\n  }\n": typeof types.MyPortfolio_DossierFragmentDoc,
    "\n  fragment PortfolioSearchResults_dossier on PortfolioDossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    selectionnable\n  }\n": typeof types.PortfolioSearchResults_DossierFragmentDoc,
    "\n  query PortfolioSearch($term: String!) {\n    viewer {\n      id\n      portfolioSearch(term: $term) {\n        id\n        ...PortfolioSearchResults_dossier\n      }\n    }\n  }\n": typeof types.PortfolioSearchDocument,
    "\n  fragment PreferencesForm_viewer on Viewer {\n    user {\n      id\n      preferences {\n        sendMailWhenNotify\n      }\n    }\n    mailThemes {\n      id\n      libelle\n      subscribed\n    }\n  }\n": typeof types.PreferencesForm_ViewerFragmentDoc,
    "\n  mutation SavePreferences($input: SavePreferencesInput!) {\n    savePreferences(input: $input) {\n      user {\n        id\n        preferences {\n          sendMailWhenNotify\n        }\n      }\n      mailThemes {\n        id\n        libelle\n        subscribed\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SavePreferencesDocument,
    "\n  query BreachRange($prefix: String!) {\n    breachRange(prefix: $prefix) {\n      suffix\n      count\n    }\n  }\n": typeof types.BreachRangeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query CompulsoryEnrolment {\n    viewer {\n      id\n      secondFactors {\n        id\n      }\n      recoveryCodesLeft\n    }\n  }\n": typeof types.CompulsoryEnrolmentDocument,
    "\n  fragment SecondFactorList_secondFactor on SecondFactor {\n    id\n    kind\n    name\n    createdAt\n    lastUsedAt\n  }\n": typeof types.SecondFactorList_SecondFactorFragmentDoc,
    "\n  mutation StartSecondStep {\n    startSecondStep {\n      passkeyOptions\n      codeAccepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.StartSecondStepDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation IdentifyPasskey($response: String!) {\n    identifyPasskey(response: $response) {\n      login\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.IdentifyPasskeyDocument,
    "\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      enrolment {\n        enrolmentKey\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.StartAuthenticatorEnrolmentDocument,
    "\n  mutation ConfirmAuthenticator($input: ConfirmAuthenticatorInput!) {\n    confirmAuthenticator(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      recoveryCodes\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ConfirmAuthenticatorDocument,
    "\n  mutation RenameSecondFactor($input: RenameSecondFactorInput!) {\n    renameSecondFactor(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameSecondFactorDocument,
    "\n  mutation RemoveSecondFactor($input: RemoveSecondFactorInput!) {\n    removeSecondFactor(input: $input) {\n      removedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveSecondFactorDocument,
    "\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.StartPasskeyEnrolmentDocument,
    "\n  mutation ConfirmPasskey($input: ConfirmPasskeyInput!) {\n    confirmPasskey(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ConfirmPasskeyDocument,
    "\n  fragment ServiceCallbackCard_contact on Contact {\n    id\n    prenom\n    nom\n    fonction\n    telephone\n    mail\n  }\n": typeof types.ServiceCallbackCard_ContactFragmentDoc,
    "\n  mutation RequestServiceCallback($input: RequestServiceCallbackInput!) {\n    requestServiceCallback(input: $input) {\n      service {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RequestServiceCallbackDocument,
    "\n  fragment ServiceDetail_service on Service {\n    id\n    titre\n    description\n    categories\n    presentation\n    accompagnement\n    expertise\n    ressources {\n      type\n      nom\n      lien\n      embedUrl\n      thumbnailUrl\n    }\n  }\n": typeof types.ServiceDetail_ServiceFragmentDoc,
    "\n  fragment ServiceDirectory_service on Service {\n    id\n    slug\n    titre\n    description\n    categories\n    dateCreation\n    isStarred\n  }\n": typeof types.ServiceDirectory_ServiceFragmentDoc,
    "\n  fragment CredentialCard_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n    tooltip\n  }\n": typeof types.CredentialCard_CredentialFragmentDoc,
    "\n  fragment EditCredentialDialog_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n  }\n": typeof types.EditCredentialDialog_CredentialFragmentDoc,
    "\n  mutation AddSharedCredential($input: AddSharedCredentialInput!) {\n    addSharedCredential(input: $input) {\n      sharedCredential {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddSharedCredentialDocument,
    "\n  mutation UpdateSharedCredential($input: UpdateSharedCredentialInput!) {\n    updateSharedCredential(input: $input) {\n      sharedCredential {\n        id\n        titre\n        nomUtilisateur\n        tooltip\n        dateModificationAdherent\n        adherentModification\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateSharedCredentialDocument,
    "\n  mutation DeleteSharedCredential($id: ID!) {\n    deleteSharedCredential(id: $id) {\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteSharedCredentialDocument,
    "\n  fragment AcquiredAccesses_viewer on Viewer {\n    acquiredAccesses {\n      id\n      codeDossier\n      raisonSociale\n      nomRole\n      categories {\n        id\n        libelle\n      }\n    }\n  }\n": typeof types.AcquiredAccesses_ViewerFragmentDoc,
    "\n  fragment ReceivedInvitations_viewer on Viewer {\n    invitationsReceived {\n      id\n      inviter\n      dateExpiration\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n": typeof types.ReceivedInvitations_ViewerFragmentDoc,
    "\n  fragment SentInvitations_viewer on Viewer {\n    sentInvitations {\n      id\n      emailInvitee\n      dateExpiration\n      state\n      editable\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n": typeof types.SentInvitations_ViewerFragmentDoc,
    "\n  fragment ShareFormData_viewer on Viewer {\n    canShare\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n    }\n    sharingRoles {\n      id\n      idRole\n      nomRole\n      categoriesPredefinies\n    }\n    rightsCategories {\n      id\n      libelle\n      souscategories {\n        id\n        libelle\n        souscategories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n": typeof types.ShareFormData_ViewerFragmentDoc,
    "\n  fragment SharedPeople_viewer on Viewer {\n    sharedWith {\n      id\n      guidPersonne\n      personne\n      emailPersonne\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n": typeof types.SharedPeople_ViewerFragmentDoc,
    "\n  fragment AccessesAfterChange_viewer on Viewer {\n    id\n    ...ReceivedInvitations_viewer\n    ...AcquiredAccesses_viewer\n  }\n": typeof types.AccessesAfterChange_ViewerFragmentDoc,
    "\n  mutation AcceptReceivedInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n        # The file selector's files, the new ones included.\n        dossiers {\n          id\n          codeDossier\n          raisonSociale\n          idRole\n          estFavoris\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.AcceptReceivedInvitationDocument,
    "\n  mutation RefuseInvitation($invitationId: ID!) {\n    refuseInvitation(invitationId: $invitationId) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RefuseInvitationDocument,
    "\n  mutation RemoveDossierAccess($codeDossier: String!) {\n    removeDossierAccess(codeDossier: $codeDossier) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveDossierAccessDocument,
    "\n  fragment SharingAfterChange_viewer on Viewer {\n    id\n    ...SentInvitations_viewer\n    ...SharedPeople_viewer\n  }\n": typeof types.SharingAfterChange_ViewerFragmentDoc,
    "\n  mutation InviteToShare($input: InviteToShareInput!) {\n    inviteToShare(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.InviteToShareDocument,
    "\n  mutation ChangeSentInvitation($input: ChangeSentInvitationInput!) {\n    changeSentInvitation(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.ChangeSentInvitationDocument,
    "\n  mutation DeleteSentInvitation($invitationId: ID!) {\n    deleteSentInvitation(invitationId: $invitationId) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteSentInvitationDocument,
    "\n  mutation SetPersonRights($input: SetPersonRightsInput!) {\n    setPersonRights(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetPersonRightsDocument,
    "\n  mutation WithdrawAccess($input: WithdrawAccessInput!) {\n    withdrawAccess(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.WithdrawAccessDocument,
    "\n  fragment ShortcutForm_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n": typeof types.ShortcutForm_ShortcutFragmentDoc,
    "\n  fragment ShortcutList_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n": typeof types.ShortcutList_ShortcutFragmentDoc,
    "\n  mutation SaveShortcut($input: SaveShortcutInput!) {\n    saveShortcut(input: $input) {\n      shortcut {\n        id\n        libelle\n        url\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveShortcutDocument,
    "\n  mutation DeleteShortcut($shortcutId: ID!) {\n    deleteShortcut(shortcutId: $shortcutId) {\n      shortcut {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteShortcutDocument,
    "\n  fragment ToolGrids_tool on Tool {\n    id\n    favorite\n    ...ToolTile_tool\n  }\n": typeof types.ToolGrids_ToolFragmentDoc,
    "\n  fragment ToolTile_tool on Tool {\n    id\n    name\n    link\n    linkOpenNewTab\n    favorite\n  }\n": typeof types.ToolTile_ToolFragmentDoc,
    "\n  mutation SetToolFavorite($input: SetToolFavoriteInput!) {\n    setToolFavorite(input: $input) {\n      tool {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetToolFavoriteDocument,
    "\n  query TourInProgress($routeName: String!) {\n    viewer {\n      id\n      tourInProgress(routeName: $routeName) {\n        id\n        routeName\n        etapes\n        dejaFait\n      }\n    }\n  }\n": typeof types.TourInProgressDocument,
    "\n  mutation MarkTourDone($routeName: String!) {\n    markTourDone(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.MarkTourDoneDocument,
    "\n  mutation RestartTour($routeName: String!) {\n    restartTour(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RestartTourDocument,
    "\n  fragment TutorialCards_tutorial on Tutorial {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n": typeof types.TutorialCards_TutorialFragmentDoc,
    "\n  fragment MapSelectors_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n  }\n": typeof types.MapSelectors_CultureFragmentDoc,
    "\n  fragment YieldLegend_map on YieldMap {\n    id\n    quartiles {\n      q1\n      q2\n      q3\n    }\n  }\n": typeof types.YieldLegend_MapFragmentDoc,
    "\n  fragment YieldMapView_map on YieldMap {\n    id\n    zones {\n      id\n      libelle\n      area\n      rendement\n      grade\n    }\n  }\n": typeof types.YieldMapView_MapFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AppFooter_theme on Theme {\n    entityName\n    links {\n      legalNotice\n    }\n  }\n": types.AppFooter_ThemeFragmentDoc,
    "\n  fragment AppHeader_viewer on Viewer {\n    isCollaborateur\n    unreadNotificationCount\n    notifications {\n      id\n      lu\n    }\n    dossiers {\n      id\n    }\n    user {\n      id\n      nom\n      prenom\n    }\n    ...DossierSelector_viewer\n  }\n": types.AppHeader_ViewerFragmentDoc,
    "\n  fragment AppHeader_theme on Theme {\n    platformName\n    links {\n      adminBoard\n    }\n  }\n": types.AppHeader_ThemeFragmentDoc,
    "\n  query Shell($wanted: String) {\n    viewer {\n      id\n      login\n      isCollaborateur\n      typeUtilisateur\n      fonctionsUtilisateur\n      droitsUtilisateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        codeDossier\n      }\n      selectedDossier(codeDossier: $wanted) {\n        id\n        codeDossier\n        raisonSociale\n        codeEntite\n        idRole\n        estFavoris\n        permissions\n      }\n      unreadNotificationCount\n      ...AppHeader_viewer\n      ...SideMenu_viewer\n    }\n    theme {\n      code\n      ...AppHeader_theme\n      ...SideMenu_theme\n      ...AppFooter_theme\n    }\n  }\n": types.ShellDocument,
    "\n  fragment SideMenu_viewer on Viewer {\n    isCollaborateur\n    droitsUtilisateur\n    dossiers {\n      id\n      idRole\n      codeEntite\n    }\n  }\n": types.SideMenu_ViewerFragmentDoc,
    "\n  fragment SideMenu_theme on Theme {\n    links {\n      webmail\n    }\n  }\n": types.SideMenu_ThemeFragmentDoc,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": types.SignOutDocument,
    "\n  query AccountInfos {\n    viewer {\n      id\n      user {\n        id\n        ...ProfileCard_user\n      }\n      communications {\n        id\n        ...CommunicationForm_communication\n      }\n      countries {\n        id\n        ...CommunicationForm_country\n      }\n    }\n  }\n": types.AccountInfosDocument,
    "\n  query Account {\n    viewer {\n      id\n      dossiers {\n        id\n        idRole\n        codeEntite\n      }\n      ...DevicesCard_viewer\n    }\n    theme {\n      code\n      links {\n        webmail\n      }\n    }\n  }\n": types.AccountDocument,
    "\n  query ApiAccess {\n    viewer {\n      id\n      apiTokens {\n        id\n        ...ApiTokenList_apiToken\n      }\n      apiTokenSessionEnded\n    }\n  }\n": types.ApiAccessDocument,
    "\n  query LoginSecurity {\n    viewer {\n      id\n      secondFactors {\n        id\n        kind\n        ...SecondFactorList_secondFactor\n      }\n      recoveryCodesLeft\n    }\n  }\n": types.LoginSecurityDocument,
    "\n  query MailChange {\n    viewer {\n      id\n      user {\n        id\n        mail\n        compteExterne\n      }\n    }\n  }\n": types.MailChangeDocument,
    "\n  query MyAccess {\n    viewer {\n      id\n      ...ReceivedInvitations_viewer\n      ...AcquiredAccesses_viewer\n    }\n  }\n": types.MyAccessDocument,
    "\n  query Preferences {\n    viewer {\n      id\n      ...PreferencesForm_viewer\n    }\n  }\n": types.PreferencesDocument,
    "\n  query ShareEdit {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sharedWith {\n        id\n        guidPersonne\n        personne\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ShareEditDocument,
    "\n  query ShareInvite {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sentInvitations {\n        id\n        emailInvitee\n        editable\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n      sharedWith {\n        id\n        emailPersonne\n        dossiers {\n          codeDossier\n        }\n      }\n    }\n  }\n": types.ShareInviteDocument,
    "\n  query ShareMyFiles {\n    viewer {\n      id\n      canShare\n      ...SentInvitations_viewer\n      ...SharedPeople_viewer\n    }\n  }\n": types.ShareMyFilesDocument,
    "\n  query SharedCredentials($codeDossier: String) {\n    viewer {\n      id\n      login\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        sharedCredentials {\n          id\n          titre\n          nomUtilisateur\n          ...CredentialCard_credential\n          ...EditCredentialDialog_credential\n        }\n      }\n    }\n  }\n": types.SharedCredentialsDocument,
    "\n  query AppointmentBooking($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...AppointmentBookingForm_respondent\n        }\n      }\n    }\n  }\n": types.AppointmentBookingDocument,
    "\n  query AppointmentEdit($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      user {\n        id\n        ...AppointmentEditForm_user\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          editable\n          ...AppointmentEditForm_appointment\n        }\n      }\n    }\n  }\n": types.AppointmentEditDocument,
    "\n  query AppointmentDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          editable\n          ...AppointmentDetails_appointment\n        }\n      }\n    }\n  }\n": types.AppointmentDetailDocument,
    "\n  query Billing($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        abonnement {\n          id\n          ...BillingSettingsForm_abonnement\n          creanceEnCours\n          cotisationMillesime {\n            ...MembershipFeeCard_fee\n          }\n          factures {\n            id\n            ...InvoiceList_invoice\n          }\n        }\n      }\n    }\n  }\n": types.BillingDocument,
    "\n  query ContactDetail($codeDossier: String, $codeAgent: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        contact(codeAgent: $codeAgent) {\n          id\n          fonction\n          mission\n          ...ContactAvatar_contact\n          ...ContactLinks_contact\n        }\n      }\n    }\n  }\n": types.ContactDetailDocument,
    "\n  query Contacts($codeDossier: String) {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        siteInfo {\n          ...SiteInfo_siteInfo\n        }\n        contacts {\n          id\n          ...ContactCard_contact\n        }\n      }\n    }\n  }\n": types.ContactsDocument,
    "\n  query DocumentLibraryRedirect {\n    theme {\n      code\n      links {\n        documentLibrary\n      }\n    }\n  }\n": types.DocumentLibraryRedirectDocument,
    "\n  query GenericPageScreen($pageId: ID!) {\n    viewer {\n      id\n      genericPage(pageId: $pageId) {\n        id\n        ...GenericPage_page\n      }\n    }\n  }\n": types.GenericPageScreenDocument,
    "\n  query AssolementEdition($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        cultures {\n          id\n          ...CropForm_culture\n        }\n        assolement(millesime: $millesime) {\n          id\n          editable\n          cultures {\n            id\n            culture {\n              id\n              idtCultureTypeTRAME\n            }\n            ...CropForm_line\n          }\n        }\n      }\n    }\n  }\n": types.AssolementEditionDocument,
    "\n  query Assolement($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        assolement(millesime: $millesime) {\n          id\n          ...AssolementYear_assolement\n        }\n      }\n    }\n  }\n": types.AssolementDocument,
    "\n  query Documentations($codeDossier: String, $codes: [String!]!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentations {\n          id\n          ...DocumentationCards_entry\n        }\n        documentation(codes: $codes) {\n          id\n          title\n          categories {\n            id\n            ...DocumentationCards_entry\n          }\n        }\n      }\n    }\n  }\n": types.DocumentationsDocument,
    "\n  query DocumentationLibrary($codeDossier: String, $codeGed: String!, $search: String, $after: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentationLibrary(codeGed: $codeGed) {\n          id\n          title\n          gedDispo\n          documents(after: $after, search: $search) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...LibraryDocuments_document\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DocumentationLibraryDocument,
    "\n  query BoardWorkspaces {\n    viewer {\n      id\n      boardWorkspaces {\n        id\n        title\n        color\n      }\n    }\n  }\n": types.BoardWorkspacesDocument,
    "\n  query BoardWorkspace($workspaceId: ID!) {\n    viewer {\n      id\n      boardWorkspace(workspaceId: $workspaceId) {\n        id\n        title\n        documents {\n          id\n          ...BoardDocumentTable_document\n        }\n      }\n    }\n  }\n": types.BoardWorkspaceDocument,
    "\n  query MyDocuments($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        recentDocuments {\n          invoices {\n            id\n            ...SentDocumentList_document\n          }\n          documents {\n            id\n            ...SentDocumentList_document\n          }\n          viewerCanConsultInvoices\n          viewerCanConsultDocuments\n        }\n      }\n    }\n  }\n": types.MyDocumentsDocument,
    "\n  query DocumentStore(\n    $codeDossier: String\n    $legacyId: String\n    $search: String\n    $invoiceKind: InvoiceKind\n    $waitingKind: WaitingKind\n    $after: String\n  ) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentStoreAvailable\n        storeNode(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          template\n          searchPlaceholder\n          unavailable\n          payrollZipUrl\n          waitingKinds\n          ...StoreTiles_node\n          documents(after: $after, search: $search, invoiceKind: $invoiceKind, waitingKind: $waitingKind) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...DocumentList_document\n              ...InvoiceTable_document\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DocumentStoreDocument,
    "\n  query UploadHistory($codeDossier: String, $filter: SentDocumentFilter) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        sentDocuments(filter: $filter) {\n          id\n          ...SentDocumentList_document\n        }\n      }\n    }\n  }\n": types.UploadHistoryDocument,
    "\n  query DocumentUploadKinds($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        documentUploadKinds\n      }\n    }\n  }\n": types.DocumentUploadKindsDocument,
    "\n  query DuerAnnexes($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          annexes {\n            id\n            ...DuerAnnexesEditor_annexes\n          }\n        }\n      }\n    }\n  }\n": types.DuerAnnexesDocument,
    "\n  query DuerAudit($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerAuditEditor_duer\n        }\n      }\n    }\n  }\n": types.DuerAuditDocument,
    "\n  query DuerCategory($codeDossier: String, $legacyId: ID!, $idCategorie: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          droitModifs\n          droitCreation\n          categories {\n            id\n            legacyId\n            nom\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            ...DuerModuleList_categorie\n            ...DuerModuleAddForm_categorie\n          }\n        }\n      }\n    }\n  }\n": types.DuerCategoryDocument,
    "\n  query DuerCoverPage($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerCoverPageForm_duer\n        }\n      }\n    }\n  }\n": types.DuerCoverPageDocument,
    "\n  fragment DuerFavoriteStar_tool on Tool {\n    id\n    slug\n    name\n    favorite\n  }\n": types.DuerFavoriteStar_ToolFragmentDoc,
    "\n  query DuerGeneralInfo($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerGeneralInfoForm_duer\n        }\n      }\n    }\n  }\n": types.DuerGeneralInfoDocument,
    "\n  query DuerHome($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          annee\n          estFini\n          peutAjouterCategorie\n          droitCreation\n          ...DuerUnitTiles_duer\n          ...DuerUnitForm_duer\n          ...DuerPrintActions_duer\n        }\n      }\n    }\n  }\n": types.DuerHomeDocument,
    "\n  query DuerIndex($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duers {\n          id\n          ...DuerYearTiles_duer\n        }\n        duerCreation {\n          allowed\n        }\n        tools {\n          ...DuerFavoriteStar_tool\n        }\n        ...DuerCreationForm_dossier\n      }\n    }\n  }\n": types.DuerIndexDocument,
    "\n  query DuerModuleAnnexes($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              annexes {\n                id\n                ...DuerAnnexesEditor_annexes\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DuerModuleAnnexesDocument,
    "\n  query DuerModule($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          versionCalculRisque\n          droitModifs\n          droitCreation\n          pictosDeBase {\n            id\n            nom\n            description\n            imageUrl\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              ...DuerModuleEditor_module\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DuerModuleDocument,
    "\n  query DuerPages($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPagesEditor_duer\n        }\n      }\n    }\n  }\n": types.DuerPagesDocument,
    "\n  query DuerPreamble($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPreambleEditor_duer\n        }\n      }\n    }\n  }\n": types.DuerPreambleDocument,
    "\n  query EventDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...EventAnswer_respondent\n        }\n        event(legacyId: $legacyId) {\n          id\n          title\n          typeLibelle\n          ...EventDetails_event\n          ...EventAnswer_event\n        }\n      }\n    }\n  }\n": types.EventDetailDocument,
    "\n  query StatDetail($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stat(slug: $slug) {\n          id\n          name\n          updatedAt\n          ...FavoriteStar_stat\n          ...StatChart_stat\n        }\n      }\n    }\n  }\n": types.StatDetailDocument,
    "\n  query Stats($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stats {\n          id\n          ...StatTiles_stat\n        }\n      }\n    }\n  }\n": types.StatsDocument,
    "\n  query Gallery {\n    viewer {\n      id\n      galleryImages {\n        id\n        ...PhotoGallery_image\n      }\n    }\n  }\n": types.GalleryDocument,
    "\n  query GeneralAssembly($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assembleeGenerale {\n          id\n          ...AgRegistrationForm_assembly\n        }\n      }\n    }\n  }\n": types.GeneralAssemblyDocument,
    "\n  query Home($codeDossier: String) {\n    viewer {\n      id\n      isCollaborateur\n      dossiers {\n        id\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        showsNextEvent\n        ...KeyFiguresCarousel_dossier\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        nextEvent {\n          id\n          ...NextEventCard_event\n        }\n      }\n      homeSections {\n        id\n        ...HomeSectionTiles_section\n      }\n      notifications {\n        id\n        ...NotificationsCard_notification\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query InitialConseilElearnings {\n    viewer {\n      id\n      elearnings {\n        id\n        ...ElearningCards_elearning\n      }\n    }\n  }\n": types.InitialConseilElearningsDocument,
    "\n  query InitialConseilContacts {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      oicSiteInfo {\n        ...SiteInfo_siteInfo\n      }\n      oicContacts {\n        id\n        ...ContactCard_contact\n      }\n    }\n  }\n": types.InitialConseilContactsDocument,
    "\n  query NewsSummary($codeDossier: String, $first: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...AppointmentItem_appointment\n          }\n        }\n        events(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n": types.NewsSummaryDocument,
    "\n  query NewsList($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments {\n          nodes {\n            id\n            upcoming\n            ...AppointmentItem_appointment\n          }\n        }\n        events {\n          nodes {\n            id\n            upcoming\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n": types.NewsListDocument,
    "\n  query NoDossier {\n    viewer {\n      id\n      dossiers {\n        id\n      }\n      pendingInvitationCount\n    }\n    theme {\n      code\n      supportPhone\n    }\n  }\n": types.NoDossierDocument,
    "\n  query Notifications {\n    viewer {\n      id\n      notifications {\n        id\n        date\n        ...NotificationItem_notification\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query PortfolioSelection {\n    viewer {\n      id\n      isCollaborateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        ...MyPortfolio_dossier\n      }\n    }\n    theme {\n      code\n      platformName\n    }\n  }\n": types.PortfolioSelectionDocument,
    "\n  query LandingViewer {\n    viewer {\n      id\n    }\n  }\n": types.LandingViewerDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation VerifyPasskey($response: String!, $rememberDevice: Boolean!) {\n    verifyPasskey(response: $response, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.VerifyPasskeyDocument,
    "\n  mutation VerifySecondFactor($code: String!, $rememberDevice: Boolean!) {\n    verifySecondFactor(code: $code, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  query Service($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        service(slug: $slug) {\n          id\n          titre\n          ...ServiceDetail_service\n        }\n        serviceCallbackContact {\n          id\n          ...ServiceCallbackCard_contact\n        }\n      }\n    }\n  }\n": types.ServiceDocument,
    "\n  query Services($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        services {\n          id\n          ...ServiceDirectory_service\n        }\n      }\n    }\n  }\n": types.ServicesDocument,
    "\n  query HiringSimulator {\n    viewer {\n      id\n      hiringSimulatorScriptUrl\n    }\n  }\n": types.HiringSimulatorDocument,
    "\n  query LoanEdition($codeDossier: String, $legacyId: String!, $editing: Boolean!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        loan(legacyId: $legacyId) @include(if: $editing) {\n          id\n          ...LoanForm_loan\n        }\n      }\n    }\n  }\n": types.LoanEditionDocument,
    "\n  query LoanSimulator($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        loans {\n          id\n          ...LoanTable_loan\n          ...LoansChart_loan\n        }\n      }\n    }\n  }\n": types.LoanSimulatorDocument,
    "\n  query ShortcutEdition($shortcutId: ID!, $editing: Boolean!) {\n    viewer {\n      id\n      shortcut(shortcutId: $shortcutId) @include(if: $editing) {\n        id\n        ...ShortcutForm_shortcut\n      }\n    }\n  }\n": types.ShortcutEditionDocument,
    "\n  query Shortcuts {\n    viewer {\n      id\n      shortcuts {\n        id\n        ...ShortcutList_shortcut\n      }\n    }\n  }\n": types.ShortcutsDocument,
    "\n  query ToolCategory($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        toolCategory(slug: $slug) {\n          id\n          name\n        }\n        tools(categorie: $slug) {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n": types.ToolCategoryDocument,
    "\n  query Tools($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tools {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n": types.ToolsDocument,
    "\n  query Tutorials($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tutorials {\n          id\n          ...TutorialCards_tutorial\n        }\n      }\n    }\n  }\n": types.TutorialsDocument,
    "\n  query YieldMap($codeDossier: String, $zoneType: ZoneType!, $culture: Int!, $millesime: Int!) {\n    viewer {\n      id\n      mapTilesUrl\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        cultures {\n          id\n          ...MapSelectors_culture\n        }\n        yieldMap(zoneType: $zoneType, culture: $culture, millesime: $millesime) {\n          id\n          ...YieldMapView_map\n          ...YieldLegend_map\n        }\n      }\n    }\n  }\n": types.YieldMapDocument,
    "\n  query RootTheme {\n    theme {\n      code\n      platformName\n      primaryColor\n    }\n  }\n": types.RootThemeDocument,
    "\n  fragment CommunicationForm_communication on FileCommunication {\n    id\n    codeDossier\n    raisonSociale\n    viewerCanEdit\n    telephone\n    indicatifTelephone\n    portable\n    indicatifPortable\n    emailPrincipal\n    emailFacturation\n    facturationElectronique\n    emailFacturationVerrouille\n    modifications {\n      telephone {\n        date\n        auteur\n        parAgent\n      }\n      portable {\n        date\n        auteur\n        parAgent\n      }\n      emailPrincipal {\n        date\n        auteur\n        parAgent\n      }\n      emailFacturation {\n        date\n        auteur\n        parAgent\n      }\n    }\n  }\n": types.CommunicationForm_CommunicationFragmentDoc,
    "\n  fragment CommunicationForm_country on Country {\n    id\n    code\n    indicatif\n  }\n": types.CommunicationForm_CountryFragmentDoc,
    "\n  mutation SaveCommunication($input: SaveCommunicationInput!) {\n    saveCommunication(input: $input) {\n      communication {\n        id\n        ...CommunicationForm_communication\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveCommunicationDocument,
    "\n  mutation ChangeMail($input: ChangeMailInput!) {\n    changeMail(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ChangeMailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ProfileCard_user on User {\n    id\n    nom\n    prenom\n    mail\n    tel\n    port\n    adresse\n  }\n": types.ProfileCard_UserFragmentDoc,
    "\n  mutation SendPasswordChangeCode {\n    sendPasswordChangeCode {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SendPasswordChangeCodeDocument,
    "\n  mutation SendMailChangeCode($mode: CodeMode!) {\n    sendMailChangeCode(mode: $mode) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SendMailChangeCodeDocument,
    "\n  fragment ApiTokenList_apiToken on ApiToken {\n    id\n    name\n    scopes {\n      area\n      access\n    }\n    files\n    createdAt\n    lastUsedAt\n    expiresAt\n    paused\n  }\n": types.ApiTokenList_ApiTokenFragmentDoc,
    "\n  query ApiTokenFiles {\n    viewer {\n      id\n      dossiers {\n        id\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n": types.ApiTokenFilesDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      apiToken {\n        id\n        name\n      }\n      plainTextToken\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($apiTokenId: ID!) {\n    revokeApiToken(apiTokenId: $apiTokenId) {\n      revokedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation ConfirmApiToken($apiTokenId: ID!) {\n    confirmApiToken(apiTokenId: $apiTokenId) {\n      apiToken {\n        id\n        paused\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ConfirmApiTokenDocument,
    "\n  mutation RenewApiTokenSession($password: String!) {\n    renewApiTokenSession(password: $password) {\n      renewed\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenewApiTokenSessionDocument,
    "\n  fragment AppointmentBookingForm_respondent on Respondent {\n    mail\n    tel\n  }\n": types.AppointmentBookingForm_RespondentFragmentDoc,
    "\n  fragment AppointmentDetails_appointment on Appointment {\n    date\n    dateFin\n    description\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n    typeCommunication\n    reason\n    participants {\n      id\n      prenom\n      nom\n      fonction\n    }\n  }\n": types.AppointmentDetails_AppointmentFragmentDoc,
    "\n  fragment AppointmentEditForm_appointment on Appointment {\n    id\n    legacyId\n    title\n    date\n    reason\n  }\n": types.AppointmentEditForm_AppointmentFragmentDoc,
    "\n  fragment AppointmentEditForm_user on User {\n    mail\n    tel\n  }\n": types.AppointmentEditForm_UserFragmentDoc,
    "\n  fragment AppointmentItem_appointment on Appointment {\n    legacyId\n    date\n    title\n    upcoming\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n": types.AppointmentItem_AppointmentFragmentDoc,
    "\n  fragment NextAppointmentCard_appointment on Appointment {\n    legacyId\n    date\n    title\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n": types.NextAppointmentCard_AppointmentFragmentDoc,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      appointmentRequest {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      appointment {\n        id\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CancelAppointmentDocument,
    "\n  mutation EditAppointment($input: EditAppointmentInput!) {\n    editAppointment(input: $input) {\n      appointment {\n        id\n        reason\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.EditAppointmentDocument,
    "\n  fragment BillingSettingsForm_abonnement on DossierSubscription {\n    id\n    mandatUrl\n    parametresDossier {\n      receptionCderInfo\n      receptionFactureElectronique\n      emailPlateformeFacturation\n      emailPlateformeFacturationVerrouille\n      modeReglement\n      estPrelevementAuto\n    }\n  }\n": types.BillingSettingsForm_AbonnementFragmentDoc,
    "\n  mutation SaveBillingSettings($input: SaveBillingSettingsInput!) {\n    saveBillingSettings(input: $input) {\n      abonnement {\n        id\n        ...BillingSettingsForm_abonnement\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveBillingSettingsDocument,
    "\n  fragment InvoiceList_invoice on Invoice {\n    id\n    libelle\n    dateFacture\n    etat\n    progress\n    montant\n    numeroFacture\n    lienConsultationGed\n  }\n": types.InvoiceList_InvoiceFragmentDoc,
    "\n  fragment MembershipFeeCard_fee on MembershipFee {\n    millesime\n    cotisation\n    compta\n    conseil\n    juridique\n  }\n": types.MembershipFeeCard_FeeFragmentDoc,
    "\n  fragment ContactAvatar_contact on Contact {\n    prenom\n    nom\n    avatar\n    photoUrl\n  }\n": types.ContactAvatar_ContactFragmentDoc,
    "\n  fragment ContactCard_contact on Contact {\n    id\n    codeAgent\n    prenom\n    nom\n    fonction\n    nomAgence\n    ...ContactAvatar_contact\n    ...ContactLinks_contact\n  }\n": types.ContactCard_ContactFragmentDoc,
    "\n  fragment ContactLinks_contact on Contact {\n    telephone\n    mail\n  }\n": types.ContactLinks_ContactFragmentDoc,
    "\n  fragment SiteInfo_siteInfo on SiteInfo {\n    adresseL1\n    adresseL2\n    telephone\n    mailPilote\n  }\n": types.SiteInfo_SiteInfoFragmentDoc,
    "\n  fragment AssolementLines_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      intitule\n    }\n  }\n": types.AssolementLines_LineFragmentDoc,
    "\n  fragment AssolementPayload_fields on AssolementPayload {\n    assolement {\n      id\n      surfaceTotale\n      editable\n      estAssolementDefinitif\n      cultures {\n        id\n        ...AssolementLines_line\n      }\n      ...RotationCheck_assolement\n    }\n    errors {\n      field\n      message\n    }\n  }\n": types.AssolementPayload_FieldsFragmentDoc,
    "\n  fragment AssolementYear_assolement on Assolement {\n    id\n    millesime\n    surfaceTotale\n    editable\n    estAssolementDefinitif\n    cultures {\n      id\n      ...AssolementLines_line\n    }\n    ...RotationCheck_assolement\n  }\n": types.AssolementYear_AssolementFragmentDoc,
    "\n  fragment CropForm_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n    rendementMax\n    estIntituleModifiable\n  }\n": types.CropForm_CultureFragmentDoc,
    "\n  fragment CropForm_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      idtCultureTypeTRAME\n    }\n  }\n": types.CropForm_LineFragmentDoc,
    "\n  fragment RotationCheck_assolement on Assolement {\n    id\n    millesime\n    rotation {\n      arableSurface\n      changedShare\n      meetsAnnualCriterion\n      exemptSmallFarm\n      repeatedCrops {\n        culture {\n          id\n          intitule\n        }\n        surface\n      }\n    }\n  }\n": types.RotationCheck_AssolementFragmentDoc,
    "\n  mutation AddAssolementCulture($input: AddAssolementCultureInput!) {\n    addAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n": types.AddAssolementCultureDocument,
    "\n  mutation UpdateAssolementCulture($input: UpdateAssolementCultureInput!) {\n    updateAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n": types.UpdateAssolementCultureDocument,
    "\n  mutation DeleteAssolementCulture($id: ID!) {\n    deleteAssolementCulture(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n": types.DeleteAssolementCultureDocument,
    "\n  mutation ImportPreviousAssolement($id: ID!) {\n    importPreviousAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n": types.ImportPreviousAssolementDocument,
    "\n  mutation EmptyAssolement($id: ID!) {\n    emptyAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n": types.EmptyAssolementDocument,
    "\n  mutation ImportTelepacAssolement($input: ImportTelepacAssolementInput!) {\n    importTelepacAssolement(input: $input) {\n      assolement {\n        id\n        surfaceTotale\n        editable\n        estAssolementDefinitif\n        cultures {\n          id\n          ...AssolementLines_line\n        }\n        ...RotationCheck_assolement\n      }\n      codesInconnus\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ImportTelepacAssolementDocument,
    "\n  fragment DevicesCard_viewer on Viewer {\n    id\n    devices {\n      id\n      kind\n      name\n      lastUsedAt\n      current\n    }\n  }\n": types.DevicesCard_ViewerFragmentDoc,
    "\n  mutation SignOutDevice($deviceId: ID!) {\n    signOutDevice(deviceId: $deviceId) {\n      signedOutId\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SignOutDeviceDocument,
    "\n  fragment DocumentationCards_entry on Documentation {\n    id\n    code\n    title\n    kind\n    url\n    estSiteInternet\n    codeGed\n    iconUrl\n  }\n": types.DocumentationCards_EntryFragmentDoc,
    "\n  fragment LibraryDocuments_document on LibraryDocument {\n    id\n    name\n    url\n    taille\n    dateModification\n  }\n": types.LibraryDocuments_DocumentFragmentDoc,
    "\n  fragment BoardDocumentTable_document on BoardDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n  }\n": types.BoardDocumentTable_DocumentFragmentDoc,
    "\n  fragment DocumentList_document on StoreDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n    pageUrls\n  }\n": types.DocumentList_DocumentFragmentDoc,
    "\n  fragment InvoiceTable_document on StoreDocument {\n    id\n    name\n    nomFournisseur\n    dateFacture\n    numeroFacture\n    totalTTC\n    downloadUrl\n    previewUrl\n  }\n": types.InvoiceTable_DocumentFragmentDoc,
    "\n  fragment SentDocumentList_document on SentDocument {\n    id\n    nomFichier\n    dateEnvoi\n  }\n": types.SentDocumentList_DocumentFragmentDoc,
    "\n  fragment StoreTiles_node on StoreNode {\n    id\n    nodes {\n      id\n      legacyId\n      title\n      color\n      unavailable\n    }\n  }\n": types.StoreTiles_NodeFragmentDoc,
    "\n  mutation ConfirmDocumentUpload($input: ConfirmDocumentUploadInput!) {\n    confirmDocumentUpload(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ConfirmDocumentUploadDocument,
    "\n  fragment DossierSelector_viewer on Viewer {\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n      estFavoris\n    }\n  }\n": types.DossierSelector_ViewerFragmentDoc,
    "\n  mutation SetFavoriteDossier($codeDossier: String!) {\n    setFavoriteDossier(codeDossier: $codeDossier) {\n      dossiers {\n        id\n        estFavoris\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SetFavoriteDossierDocument,
    "\n  fragment DuerAnnexesEditor_annexes on DuerAnnexes {\n    id\n    estModule\n    peutAjouter\n    peutCreer\n    annexes {\n      id\n      baseAnnexeId\n      nom\n      numAnnexe\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n    }\n    annexesExistantes {\n      id\n      nom\n    }\n  }\n": types.DuerAnnexesEditor_AnnexesFragmentDoc,
    "\n  fragment DuerAuditEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    audit {\n      categories {\n        id\n        nom\n        questions {\n          id\n          ordre\n          nom\n          reponse\n          nonApplicable\n          remarque\n        }\n      }\n      categoriesRestantes {\n        id\n        nom\n      }\n    }\n  }\n": types.DuerAuditEditor_DuerFragmentDoc,
    "\n  fragment DuerCoverPageForm_duer on Duer {\n    id\n    droitModifs\n    pageDeGarde {\n      champ1\n      champ2\n      champ3\n      champ4\n      ingenieurConseil\n      dateMiseAJour\n      gerants\n      ingenieurConseilParDefaut\n    }\n  }\n": types.DuerCoverPageForm_DuerFragmentDoc,
    "\n  fragment DuerGeneralInfoForm_duer on Duer {\n    id\n    droitModifs\n    informationsGenerales {\n      natureActivite\n      nombreSalaries\n      trousseDeSecours\n      responsableTrousseDeSecours\n      presenceDeSecouriste\n      referentSecurite\n      tauxCotisationAtMp\n      nombreAccidents\n      nombreMaladiesProfessionnelles\n    }\n  }\n": types.DuerGeneralInfoForm_DuerFragmentDoc,
    "\n  fragment DuerPagesEditor_duer on Duer {\n    id\n    legacyId\n    peutAjouterPage\n    pages {\n      id\n      basePageId\n      nom\n      ordre\n      estAvantRisques\n      ecran\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n      peutModifier\n    }\n    pagesExistantes {\n      id\n      nom\n    }\n  }\n": types.DuerPagesEditor_DuerFragmentDoc,
    "\n  fragment DuerPreambleEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    preambule {\n      descriptifExploitation\n      ressourcesHumaines\n      prestationsServices\n      categories {\n        id\n        legacyId\n        titre\n        contenu\n        ordre\n      }\n    }\n  }\n": types.DuerPreambleEditor_DuerFragmentDoc,
    "\n  mutation SaveDuerAnnexes($input: SaveDuerAnnexesInput!) {\n    saveDuerAnnexes(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerAnnexesDocument,
    "\n  mutation AddDuerAnnexe($input: AddDuerAnnexeInput!) {\n    addDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerAnnexeDocument,
    "\n  mutation ReplaceDuerAnnexe($input: ReplaceDuerAnnexeInput!) {\n    replaceDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ReplaceDuerAnnexeDocument,
    "\n  mutation SaveDuerAudit($input: SaveDuerAuditInput!) {\n    saveDuerAudit(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerAuditDocument,
    "\n  mutation AddDuerAuditQuestion($input: AddDuerAuditQuestionInput!) {\n    addDuerAuditQuestion(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerAuditQuestionDocument,
    "\n  mutation AddDuerAuditCategorie($input: AddDuerAuditCategorieInput!) {\n    addDuerAuditCategorie(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerAuditCategorieDocument,
    "\n  mutation DeleteDuerAuditQuestion($auditQuestionId: ID!) {\n    deleteDuerAuditQuestion(auditQuestionId: $auditQuestionId) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteDuerAuditQuestionDocument,
    "\n  mutation SaveDuerInformationsGenerales($input: SaveDuerInformationsGeneralesInput!) {\n    saveDuerInformationsGenerales(input: $input) {\n      duer {\n        id\n        ...DuerGeneralInfoForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerInformationsGeneralesDocument,
    "\n  mutation SaveDuerPageDeGarde($input: SaveDuerPageDeGardeInput!) {\n    saveDuerPageDeGarde(input: $input) {\n      duer {\n        id\n        ...DuerCoverPageForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerPageDeGardeDocument,
    "\n  mutation SaveDuerPages($input: SaveDuerPagesInput!) {\n    saveDuerPages(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerPagesDocument,
    "\n  mutation AddDuerPage($input: AddDuerPageInput!) {\n    addDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerPageDocument,
    "\n  mutation ReplaceDuerPage($input: ReplaceDuerPageInput!) {\n    replaceDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ReplaceDuerPageDocument,
    "\n  mutation SaveDuerPreambule($input: SaveDuerPreambuleInput!) {\n    saveDuerPreambule(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerPreambuleDocument,
    "\n  mutation AddDuerPreambuleCategorie($input: AddDuerPreambuleCategorieInput!) {\n    addDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerPreambuleCategorieDocument,
    "\n  mutation RenameDuerPreambuleCategorie($input: RenameDuerPreambuleCategorieInput!) {\n    renameDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameDuerPreambuleCategorieDocument,
    "\n  mutation DeleteDuerPreambuleCategorie($preambuleCategorieId: ID!) {\n    deleteDuerPreambuleCategorie(preambuleCategorieId: $preambuleCategorieId) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteDuerPreambuleCategorieDocument,
    "\n  fragment DuerPrintActions_duer on Duer {\n    id\n    annee\n    estFini\n    droitModifs\n    planActionUrl\n    impressionUrl\n    duerDefinitifUrl\n    categories {\n      id\n      legacyId\n      nom\n    }\n  }\n": types.DuerPrintActions_DuerFragmentDoc,
    "\n  mutation ImprimerDuerDefinitif($duerId: ID!) {\n    imprimerDuerDefinitif(duerId: $duerId) {\n      duer {\n        id\n        estFini\n        droitModifs\n        duerDefinitifUrl\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ImprimerDuerDefinitifDocument,
    "\n  fragment DuerCreationForm_dossier on Dossier {\n    id\n    duers {\n      id\n      annee\n    }\n    duerCreation {\n      modes\n      anneeMin\n      anneeMax\n    }\n    duersAutresDossiers {\n      id\n      codeDossier\n      raisonSociale\n      annee\n    }\n  }\n": types.DuerCreationForm_DossierFragmentDoc,
    "\n  fragment DuerModuleAddForm_categorie on DuerCategorie {\n    id\n    modulesDeBase {\n      id\n      nom\n    }\n    modulesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n  }\n": types.DuerModuleAddForm_CategorieFragmentDoc,
    "\n  fragment DuerModuleEditor_module on DuerModule {\n    id\n    nom\n    remarque\n    etape\n    totalEtapes\n    suivant {\n      id\n      legacyId\n      nom\n      etape\n    }\n    groupesDeBase {\n      id\n      nom\n    }\n    groupesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n    groupes {\n      id\n      legacyId\n      nom\n      ordre\n      risquesDeBase {\n        id\n        nom\n      }\n      risques {\n        id\n        legacyId\n        nom\n        ordre\n        estActif\n        gravite\n        frequence\n        maitrise\n        mesureExistante\n        mesureAFaire\n        mesureQui\n        mesureDelai\n        historique {\n          dateModification\n          parAdherent\n          dateCollaborateur\n        }\n        avecPictos\n        pictos {\n          id\n          legacyId\n          description\n          basePictoId\n          nom\n          imageUrl\n        }\n      }\n    }\n  }\n": types.DuerModuleEditor_ModuleFragmentDoc,
    "\n  fragment DuerModuleList_categorie on DuerCategorie {\n    id\n    legacyId\n    modules {\n      id\n      legacyId\n      nom\n      ordre\n      estValide\n      forcerValidation\n    }\n  }\n": types.DuerModuleList_CategorieFragmentDoc,
    "\n  fragment DuerUnitForm_duer on Duer {\n    id\n    categoriesDeBase {\n      id\n      nom\n    }\n  }\n": types.DuerUnitForm_DuerFragmentDoc,
    "\n  fragment DuerUnitTiles_duer on Duer {\n    id\n    legacyId\n    categories {\n      id\n      legacyId\n      nom\n      estValide\n      tailleTexte\n    }\n  }\n": types.DuerUnitTiles_DuerFragmentDoc,
    "\n  fragment DuerYearTiles_duer on Duer {\n    id\n    legacyId\n    annee\n    estFini\n    couleur\n  }\n": types.DuerYearTiles_DuerFragmentDoc,
    "\n  mutation AddDuerModuleExistant($input: AddDuerModuleExistantInput!) {\n    addDuerModuleExistant(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerModuleExistantDocument,
    "\n  mutation AddDuerGroupeAutreDuer($input: AddDuerGroupeAutreDuerInput!) {\n    addDuerGroupeAutreDuer(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerGroupeAutreDuerDocument,
    "\n  mutation CreateDuer($input: CreateDuerInput!) {\n    createDuer(input: $input) {\n      duer {\n        id\n        legacyId\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateDuerDocument,
    "\n  mutation AddDuerCategorie($input: AddDuerCategorieInput!) {\n    addDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerCategorieDocument,
    "\n  mutation AddDuerModule($input: AddDuerModuleInput!) {\n    addDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerModuleDocument,
    "\n  mutation SwitchDuerModuleValidation($id: ID!) {\n    switchDuerModuleValidation(id: $id) {\n      module {\n        id\n        estValide\n        forcerValidation\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SwitchDuerModuleValidationDocument,
    "\n  mutation SaveDuerRisques($input: SaveDuerRisquesInput!) {\n    saveDuerRisques(input: $input) {\n      module {\n        id\n        estValide\n        groupes {\n          id\n          ordre\n          risques {\n            id\n            ordre\n            estActif\n            gravite\n            frequence\n            maitrise\n            mesureExistante\n            mesureAFaire\n            mesureQui\n            mesureDelai\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerRisquesDocument,
    "\n  mutation AddDuerGroupeEtRisque($input: AddDuerGroupeEtRisqueInput!) {\n    addDuerGroupeEtRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerGroupeEtRisqueDocument,
    "\n  mutation AddDuerGroupe($input: AddDuerGroupeInput!) {\n    addDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerGroupeDocument,
    "\n  mutation AddDuerRisque($input: AddDuerRisqueInput!) {\n    addDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddDuerRisqueDocument,
    "\n  mutation RenameDuerGroupe($input: RenameDuerElementInput!) {\n    renameDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameDuerGroupeDocument,
    "\n  mutation RenameDuerRisque($input: RenameDuerElementInput!) {\n    renameDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameDuerRisqueDocument,
    "\n  mutation DeleteDuerGroupe($id: ID!) {\n    deleteDuerGroupe(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteDuerGroupeDocument,
    "\n  mutation DeleteDuerRisque($id: ID!) {\n    deleteDuerRisque(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteDuerRisqueDocument,
    "\n  mutation SaveDuerModuleOrdres($input: SaveDuerModuleOrdresInput!) {\n    saveDuerModuleOrdres(input: $input) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerModuleOrdresDocument,
    "\n  mutation UpdateDuerRisquePictos($input: UpdateDuerRisquePictosInput!) {\n    updateDuerRisquePictos(input: $input) {\n      module {\n        id\n        groupes {\n          id\n          risques {\n            id\n            pictos {\n              id\n              legacyId\n              description\n              basePictoId\n              nom\n              imageUrl\n            }\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateDuerRisquePictosDocument,
    "\n  mutation RenameDuerCategorie($input: RenameDuerElementInput!) {\n    renameDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n        legacyId\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameDuerCategorieDocument,
    "\n  mutation RenameDuerModule($input: RenameDuerElementInput!) {\n    renameDuerModule(input: $input) {\n      module {\n        id\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameDuerModuleDocument,
    "\n  mutation DeleteDuerModule($id: ID!) {\n    deleteDuerModule(id: $id) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteDuerModuleDocument,
    "\n  mutation CopyDuerModule($input: CopyDuerModuleInput!) {\n    copyDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CopyDuerModuleDocument,
    "\n  mutation SaveDuerModuleRemarque($input: SaveDuerModuleRemarqueInput!) {\n    saveDuerModuleRemarque(input: $input) {\n      module {\n        id\n        remarque\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveDuerModuleRemarqueDocument,
    "\n  fragment EventAnswerPayload_fields on EventAnswerPayload {\n    event {\n      id\n      ...EventAnswer_event\n    }\n    errors {\n      field\n      message\n    }\n  }\n": types.EventAnswerPayload_FieldsFragmentDoc,
    "\n  fragment EventAnswer_event on Event {\n    id\n    registred\n    canAnswer\n    placesRestantes\n    nbInscrits\n    subscriptions {\n      id\n      legacyId\n      nom\n      prenom\n      email\n      tel\n      participe\n      deleted\n      estDossierMembre\n    }\n  }\n": types.EventAnswer_EventFragmentDoc,
    "\n  fragment EventAnswer_respondent on Respondent {\n    nom\n    prenom\n    mail\n    tel\n    locked\n  }\n": types.EventAnswer_RespondentFragmentDoc,
    "\n  fragment EventDetails_event on Event {\n    id\n    title\n    imageUrl\n    location\n    ville\n    url\n    availability\n    placesRestantes\n    ...EventWhen_event\n    linkedEvents {\n      id\n      legacyId\n      ...EventWhen_event\n    }\n    subscriptions {\n      id\n      nom\n      prenom\n      deleted\n    }\n  }\n": types.EventDetails_EventFragmentDoc,
    "\n  fragment EventItem_event on Event {\n    legacyId\n    title\n    upcoming\n    location\n    ville\n    availability\n    ...EventWhen_event\n  }\n": types.EventItem_EventFragmentDoc,
    "\n  fragment EventWhen_event on Event {\n    date\n    dateDebut\n    dateFin\n  }\n": types.EventWhen_EventFragmentDoc,
    "\n  fragment NextEventCard_event on Event {\n    legacyId\n    title\n    location\n    ville\n    ...EventWhen_event\n  }\n": types.NextEventCard_EventFragmentDoc,
    "\n  mutation DeclineEvent($id: ID!) {\n    declineEvent(id: $id) {\n      ...EventAnswerPayload_fields\n    }\n  }\n": types.DeclineEventDocument,
    "\n  mutation SubscribeToEvent($input: SubscribeToEventInput!) {\n    subscribeToEvent(input: $input) {\n      ...EventAnswerPayload_fields\n    }\n  }\n": types.SubscribeToEventDocument,
    "\n  query LinkedExternalAccount {\n    linkedExternalAccount {\n      email\n    }\n  }\n": types.LinkedExternalAccountDocument,
    "\n  mutation ForgetLinkedExternalAccount {\n    forgetLinkedExternalAccount {\n      linkedExternalAccount {\n        email\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ForgetLinkedExternalAccountDocument,
    "\n  fragment FavoriteStar_stat on Stat {\n    id\n    name\n    favorite\n  }\n": types.FavoriteStar_StatFragmentDoc,
    "\n  fragment StatChart_stat on Stat {\n    id\n    slug\n    name\n    unit\n    decimals\n    exerciceStartMonth\n    closedYears {\n      dateDebut\n      dateFin\n      value\n    }\n    months {\n      year\n      month\n      recettes\n      depenses\n    }\n  }\n": types.StatChart_StatFragmentDoc,
    "\n  fragment StatTiles_stat on Stat {\n    id\n    slug\n    name\n    favorite\n  }\n": types.StatTiles_StatFragmentDoc,
    "\n  mutation SetStatFavorite($input: SetStatFavoriteInput!) {\n    setStatFavorite(input: $input) {\n      stat {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SetStatFavoriteDocument,
    "\n  fragment PhotoGallery_image on GalleryImage {\n    id\n    sm\n    lg\n    description\n  }\n": types.PhotoGallery_ImageFragmentDoc,
    "\n  fragment AgRegistrationForm_assembly on GeneralAssembly {\n    id\n    etat\n    showsForums\n    pouvoirUrl\n    invitations {\n      id\n      participe\n      nbPersonne\n      poids\n      libelleUserModification\n      dateModification\n      selected\n    }\n  }\n": types.AgRegistrationForm_AssemblyFragmentDoc,
    "\n  mutation RegisterAgAttendance($input: RegisterAgAttendanceInput!) {\n    registerAgAttendance(input: $input) {\n      assembleeGenerale {\n        id\n        ...AgRegistrationForm_assembly\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RegisterAgAttendanceDocument,
    "\n  fragment GenericPage_page on GenericPage {\n    id\n    title\n    url\n    content\n  }\n": types.GenericPage_PageFragmentDoc,
    "\n  fragment HomeSectionTiles_section on HomeSection {\n    id\n    title\n    subtitle\n    url\n    estPrioritaire\n    imageUrl\n  }\n": types.HomeSectionTiles_SectionFragmentDoc,
    "\n  fragment ElearningCards_elearning on ELearning {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n": types.ElearningCards_ElearningFragmentDoc,
    "\n  query InvitationView($invitationId: ID!) {\n    invitation(invitationId: $invitationId) {\n      id\n      inviter\n      refusal\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": types.InvitationViewDocument,
    "\n  mutation AcceptInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation CheckInvitationLogin($input: InvitationLoginInput!) {\n    checkInvitationLogin(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.CheckInvitationLoginDocument,
    "\n  mutation SignUpWithInvitation($invitationId: ID!, $input: SignUpWithInvitationInput!) {\n    signUpWithInvitation(invitationId: $invitationId, input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SignUpWithInvitationDocument,
    "\n  fragment KeyFiguresCarousel_dossier on Dossier {\n    showsKeyFigures\n    keyFigures {\n      id\n      libelle\n      valeur\n      unite\n      decimales\n      dateFinExercice\n    }\n  }\n": types.KeyFiguresCarousel_DossierFragmentDoc,
    "\n  fragment LoanForm_loan on Loan {\n    id\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    nombrePeriodes\n    exerciceDateDebut\n  }\n": types.LoanForm_LoanFragmentDoc,
    "\n  fragment LoanTable_loan on Loan {\n    id\n    legacyId\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    dureeAnnee\n    echeance\n    interetRetour\n  }\n": types.LoanTable_LoanFragmentDoc,
    "\n  fragment LoansChart_loan on Loan {\n    id\n    echeances {\n      annuite\n      interets\n      amortissement\n    }\n  }\n": types.LoansChart_LoanFragmentDoc,
    "\n  mutation AddLoan($input: AddLoanInput!) {\n    addLoan(input: $input) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddLoanDocument,
    "\n  mutation UpdateLoan($input: UpdateLoanInput!) {\n    updateLoan(input: $input) {\n      loan {\n        id\n        libelle\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateLoanDocument,
    "\n  mutation DeleteLoan($id: ID!) {\n    deleteLoan(id: $id) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteLoanDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    date\n    message\n    url\n    category\n    lu\n    imageUrl\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  fragment NotificationsCard_notification on Notification {\n    id\n    ...NotificationItem_notification\n  }\n": types.NotificationsCard_NotificationFragmentDoc,
    "\n  mutation RecoverAccount($input: RecoverAccountInput!) {\n    recoverAccount(input: $input) {\n      done\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RecoverAccountDocument,
    "\n  mutation RequestAccountRecovery($input: RequestAccountRecoveryInput!) {\n    requestAccountRecovery(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RequestAccountRecoveryDocument,
    "\n  fragment MyPortfolio_dossier on Dossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    legacyId\n  }\n": types.MyPortfolio_DossierFragmentDoc,
    "\n  fragment PortfolioSearchResults_dossier on PortfolioDossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    selectionnable\n  }\n": types.PortfolioSearchResults_DossierFragmentDoc,
    "\n  query PortfolioSearch($term: String!) {\n    viewer {\n      id\n      portfolioSearch(term: $term) {\n        id\n        ...PortfolioSearchResults_dossier\n      }\n    }\n  }\n": types.PortfolioSearchDocument,
    "\n  fragment PreferencesForm_viewer on Viewer {\n    user {\n      id\n      preferences {\n        sendMailWhenNotify\n      }\n    }\n    mailThemes {\n      id\n      libelle\n      subscribed\n    }\n  }\n": types.PreferencesForm_ViewerFragmentDoc,
    "\n  mutation SavePreferences($input: SavePreferencesInput!) {\n    savePreferences(input: $input) {\n      user {\n        id\n        preferences {\n          sendMailWhenNotify\n        }\n      }\n      mailThemes {\n        id\n        libelle\n        subscribed\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SavePreferencesDocument,
    "\n  query BreachRange($prefix: String!) {\n    breachRange(prefix: $prefix) {\n      suffix\n      count\n    }\n  }\n": types.BreachRangeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query CompulsoryEnrolment {\n    viewer {\n      id\n      secondFactors {\n        id\n      }\n      recoveryCodesLeft\n    }\n  }\n": types.CompulsoryEnrolmentDocument,
    "\n  fragment SecondFactorList_secondFactor on SecondFactor {\n    id\n    kind\n    name\n    createdAt\n    lastUsedAt\n  }\n": types.SecondFactorList_SecondFactorFragmentDoc,
    "\n  mutation StartSecondStep {\n    startSecondStep {\n      passkeyOptions\n      codeAccepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.StartSecondStepDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation IdentifyPasskey($response: String!) {\n    identifyPasskey(response: $response) {\n      login\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.IdentifyPasskeyDocument,
    "\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      enrolment {\n        enrolmentKey\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.StartAuthenticatorEnrolmentDocument,
    "\n  mutation ConfirmAuthenticator($input: ConfirmAuthenticatorInput!) {\n    confirmAuthenticator(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      recoveryCodes\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ConfirmAuthenticatorDocument,
    "\n  mutation RenameSecondFactor($input: RenameSecondFactorInput!) {\n    renameSecondFactor(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RenameSecondFactorDocument,
    "\n  mutation RemoveSecondFactor($input: RemoveSecondFactorInput!) {\n    removeSecondFactor(input: $input) {\n      removedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RemoveSecondFactorDocument,
    "\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.StartPasskeyEnrolmentDocument,
    "\n  mutation ConfirmPasskey($input: ConfirmPasskeyInput!) {\n    confirmPasskey(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ConfirmPasskeyDocument,
    "\n  fragment ServiceCallbackCard_contact on Contact {\n    id\n    prenom\n    nom\n    fonction\n    telephone\n    mail\n  }\n": types.ServiceCallbackCard_ContactFragmentDoc,
    "\n  mutation RequestServiceCallback($input: RequestServiceCallbackInput!) {\n    requestServiceCallback(input: $input) {\n      service {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RequestServiceCallbackDocument,
    "\n  fragment ServiceDetail_service on Service {\n    id\n    titre\n    description\n    categories\n    presentation\n    accompagnement\n    expertise\n    ressources {\n      type\n      nom\n      lien\n      embedUrl\n      thumbnailUrl\n    }\n  }\n": types.ServiceDetail_ServiceFragmentDoc,
    "\n  fragment ServiceDirectory_service on Service {\n    id\n    slug\n    titre\n    description\n    categories\n    dateCreation\n    isStarred\n  }\n": types.ServiceDirectory_ServiceFragmentDoc,
    "\n  fragment CredentialCard_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n    tooltip\n  }\n": types.CredentialCard_CredentialFragmentDoc,
    "\n  fragment EditCredentialDialog_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n  }\n": types.EditCredentialDialog_CredentialFragmentDoc,
    "\n  mutation AddSharedCredential($input: AddSharedCredentialInput!) {\n    addSharedCredential(input: $input) {\n      sharedCredential {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AddSharedCredentialDocument,
    "\n  mutation UpdateSharedCredential($input: UpdateSharedCredentialInput!) {\n    updateSharedCredential(input: $input) {\n      sharedCredential {\n        id\n        titre\n        nomUtilisateur\n        tooltip\n        dateModificationAdherent\n        adherentModification\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.UpdateSharedCredentialDocument,
    "\n  mutation DeleteSharedCredential($id: ID!) {\n    deleteSharedCredential(id: $id) {\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteSharedCredentialDocument,
    "\n  fragment AcquiredAccesses_viewer on Viewer {\n    acquiredAccesses {\n      id\n      codeDossier\n      raisonSociale\n      nomRole\n      categories {\n        id\n        libelle\n      }\n    }\n  }\n": types.AcquiredAccesses_ViewerFragmentDoc,
    "\n  fragment ReceivedInvitations_viewer on Viewer {\n    invitationsReceived {\n      id\n      inviter\n      dateExpiration\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n": types.ReceivedInvitations_ViewerFragmentDoc,
    "\n  fragment SentInvitations_viewer on Viewer {\n    sentInvitations {\n      id\n      emailInvitee\n      dateExpiration\n      state\n      editable\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n": types.SentInvitations_ViewerFragmentDoc,
    "\n  fragment ShareFormData_viewer on Viewer {\n    canShare\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n    }\n    sharingRoles {\n      id\n      idRole\n      nomRole\n      categoriesPredefinies\n    }\n    rightsCategories {\n      id\n      libelle\n      souscategories {\n        id\n        libelle\n        souscategories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n": types.ShareFormData_ViewerFragmentDoc,
    "\n  fragment SharedPeople_viewer on Viewer {\n    sharedWith {\n      id\n      guidPersonne\n      personne\n      emailPersonne\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n": types.SharedPeople_ViewerFragmentDoc,
    "\n  fragment AccessesAfterChange_viewer on Viewer {\n    id\n    ...ReceivedInvitations_viewer\n    ...AcquiredAccesses_viewer\n  }\n": types.AccessesAfterChange_ViewerFragmentDoc,
    "\n  mutation AcceptReceivedInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n        # The file selector's files, the new ones included.\n        dossiers {\n          id\n          codeDossier\n          raisonSociale\n          idRole\n          estFavoris\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.AcceptReceivedInvitationDocument,
    "\n  mutation RefuseInvitation($invitationId: ID!) {\n    refuseInvitation(invitationId: $invitationId) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RefuseInvitationDocument,
    "\n  mutation RemoveDossierAccess($codeDossier: String!) {\n    removeDossierAccess(codeDossier: $codeDossier) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RemoveDossierAccessDocument,
    "\n  fragment SharingAfterChange_viewer on Viewer {\n    id\n    ...SentInvitations_viewer\n    ...SharedPeople_viewer\n  }\n": types.SharingAfterChange_ViewerFragmentDoc,
    "\n  mutation InviteToShare($input: InviteToShareInput!) {\n    inviteToShare(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.InviteToShareDocument,
    "\n  mutation ChangeSentInvitation($input: ChangeSentInvitationInput!) {\n    changeSentInvitation(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.ChangeSentInvitationDocument,
    "\n  mutation DeleteSentInvitation($invitationId: ID!) {\n    deleteSentInvitation(invitationId: $invitationId) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteSentInvitationDocument,
    "\n  mutation SetPersonRights($input: SetPersonRightsInput!) {\n    setPersonRights(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SetPersonRightsDocument,
    "\n  mutation WithdrawAccess($input: WithdrawAccessInput!) {\n    withdrawAccess(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.WithdrawAccessDocument,
    "\n  fragment ShortcutForm_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n": types.ShortcutForm_ShortcutFragmentDoc,
    "\n  fragment ShortcutList_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n": types.ShortcutList_ShortcutFragmentDoc,
    "\n  mutation SaveShortcut($input: SaveShortcutInput!) {\n    saveShortcut(input: $input) {\n      shortcut {\n        id\n        libelle\n        url\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SaveShortcutDocument,
    "\n  mutation DeleteShortcut($shortcutId: ID!) {\n    deleteShortcut(shortcutId: $shortcutId) {\n      shortcut {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.DeleteShortcutDocument,
    "\n  fragment ToolGrids_tool on Tool {\n    id\n    favorite\n    ...ToolTile_tool\n  }\n": types.ToolGrids_ToolFragmentDoc,
    "\n  fragment ToolTile_tool on Tool {\n    id\n    name\n    link\n    linkOpenNewTab\n    favorite\n  }\n": types.ToolTile_ToolFragmentDoc,
    "\n  mutation SetToolFavorite($input: SetToolFavoriteInput!) {\n    setToolFavorite(input: $input) {\n      tool {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.SetToolFavoriteDocument,
    "\n  query TourInProgress($routeName: String!) {\n    viewer {\n      id\n      tourInProgress(routeName: $routeName) {\n        id\n        routeName\n        etapes\n        dejaFait\n      }\n    }\n  }\n": types.TourInProgressDocument,
    "\n  mutation MarkTourDone($routeName: String!) {\n    markTourDone(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.MarkTourDoneDocument,
    "\n  mutation RestartTour($routeName: String!) {\n    restartTour(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.RestartTourDocument,
    "\n  fragment TutorialCards_tutorial on Tutorial {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n": types.TutorialCards_TutorialFragmentDoc,
    "\n  fragment MapSelectors_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n  }\n": types.MapSelectors_CultureFragmentDoc,
    "\n  fragment YieldLegend_map on YieldMap {\n    id\n    quartiles {\n      q1\n      q2\n      q3\n    }\n  }\n": types.YieldLegend_MapFragmentDoc,
    "\n  fragment YieldMapView_map on YieldMap {\n    id\n    zones {\n      id\n      libelle\n      area\n      rendement\n      grade\n    }\n  }\n": types.YieldMapView_MapFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFooter_theme on Theme {\n    entityName\n    links {\n      legalNotice\n    }\n  }\n"): (typeof documents)["\n  fragment AppFooter_theme on Theme {\n    entityName\n    links {\n      legalNotice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeader_viewer on Viewer {\n    isCollaborateur\n    unreadNotificationCount\n    notifications {\n      id\n      lu\n    }\n    dossiers {\n      id\n    }\n    user {\n      id\n      nom\n      prenom\n    }\n    ...DossierSelector_viewer\n  }\n"): (typeof documents)["\n  fragment AppHeader_viewer on Viewer {\n    isCollaborateur\n    unreadNotificationCount\n    notifications {\n      id\n      lu\n    }\n    dossiers {\n      id\n    }\n    user {\n      id\n      nom\n      prenom\n    }\n    ...DossierSelector_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeader_theme on Theme {\n    platformName\n    links {\n      adminBoard\n    }\n  }\n"): (typeof documents)["\n  fragment AppHeader_theme on Theme {\n    platformName\n    links {\n      adminBoard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell($wanted: String) {\n    viewer {\n      id\n      login\n      isCollaborateur\n      typeUtilisateur\n      fonctionsUtilisateur\n      droitsUtilisateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        codeDossier\n      }\n      selectedDossier(codeDossier: $wanted) {\n        id\n        codeDossier\n        raisonSociale\n        codeEntite\n        idRole\n        estFavoris\n        permissions\n      }\n      unreadNotificationCount\n      ...AppHeader_viewer\n      ...SideMenu_viewer\n    }\n    theme {\n      code\n      ...AppHeader_theme\n      ...SideMenu_theme\n      ...AppFooter_theme\n    }\n  }\n"): (typeof documents)["\n  query Shell($wanted: String) {\n    viewer {\n      id\n      login\n      isCollaborateur\n      typeUtilisateur\n      fonctionsUtilisateur\n      droitsUtilisateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        codeDossier\n      }\n      selectedDossier(codeDossier: $wanted) {\n        id\n        codeDossier\n        raisonSociale\n        codeEntite\n        idRole\n        estFavoris\n        permissions\n      }\n      unreadNotificationCount\n      ...AppHeader_viewer\n      ...SideMenu_viewer\n    }\n    theme {\n      code\n      ...AppHeader_theme\n      ...SideMenu_theme\n      ...AppFooter_theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_viewer on Viewer {\n    isCollaborateur\n    droitsUtilisateur\n    dossiers {\n      id\n      idRole\n      codeEntite\n    }\n  }\n"): (typeof documents)["\n  fragment SideMenu_viewer on Viewer {\n    isCollaborateur\n    droitsUtilisateur\n    dossiers {\n      id\n      idRole\n      codeEntite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_theme on Theme {\n    links {\n      webmail\n    }\n  }\n"): (typeof documents)["\n  fragment SideMenu_theme on Theme {\n    links {\n      webmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountInfos {\n    viewer {\n      id\n      user {\n        id\n        ...ProfileCard_user\n      }\n      communications {\n        id\n        ...CommunicationForm_communication\n      }\n      countries {\n        id\n        ...CommunicationForm_country\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountInfos {\n    viewer {\n      id\n      user {\n        id\n        ...ProfileCard_user\n      }\n      communications {\n        id\n        ...CommunicationForm_communication\n      }\n      countries {\n        id\n        ...CommunicationForm_country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    viewer {\n      id\n      dossiers {\n        id\n        idRole\n        codeEntite\n      }\n      ...DevicesCard_viewer\n    }\n    theme {\n      code\n      links {\n        webmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    viewer {\n      id\n      dossiers {\n        id\n        idRole\n        codeEntite\n      }\n      ...DevicesCard_viewer\n    }\n    theme {\n      code\n      links {\n        webmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiAccess {\n    viewer {\n      id\n      apiTokens {\n        id\n        ...ApiTokenList_apiToken\n      }\n      apiTokenSessionEnded\n    }\n  }\n"): (typeof documents)["\n  query ApiAccess {\n    viewer {\n      id\n      apiTokens {\n        id\n        ...ApiTokenList_apiToken\n      }\n      apiTokenSessionEnded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginSecurity {\n    viewer {\n      id\n      secondFactors {\n        id\n        kind\n        ...SecondFactorList_secondFactor\n      }\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query LoginSecurity {\n    viewer {\n      id\n      secondFactors {\n        id\n        kind\n        ...SecondFactorList_secondFactor\n      }\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailChange {\n    viewer {\n      id\n      user {\n        id\n        mail\n        compteExterne\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailChange {\n    viewer {\n      id\n      user {\n        id\n        mail\n        compteExterne\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccess {\n    viewer {\n      id\n      ...ReceivedInvitations_viewer\n      ...AcquiredAccesses_viewer\n    }\n  }\n"): (typeof documents)["\n  query MyAccess {\n    viewer {\n      id\n      ...ReceivedInvitations_viewer\n      ...AcquiredAccesses_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Preferences {\n    viewer {\n      id\n      ...PreferencesForm_viewer\n    }\n  }\n"): (typeof documents)["\n  query Preferences {\n    viewer {\n      id\n      ...PreferencesForm_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareEdit {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sharedWith {\n        id\n        guidPersonne\n        personne\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareEdit {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sharedWith {\n        id\n        guidPersonne\n        personne\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareInvite {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sentInvitations {\n        id\n        emailInvitee\n        editable\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n      sharedWith {\n        id\n        emailPersonne\n        dossiers {\n          codeDossier\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareInvite {\n    viewer {\n      id\n      ...ShareFormData_viewer\n      sentInvitations {\n        id\n        emailInvitee\n        editable\n        dossiers {\n          codeDossier\n          idRole\n          categories {\n            id\n          }\n        }\n      }\n      sharedWith {\n        id\n        emailPersonne\n        dossiers {\n          codeDossier\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareMyFiles {\n    viewer {\n      id\n      canShare\n      ...SentInvitations_viewer\n      ...SharedPeople_viewer\n    }\n  }\n"): (typeof documents)["\n  query ShareMyFiles {\n    viewer {\n      id\n      canShare\n      ...SentInvitations_viewer\n      ...SharedPeople_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedCredentials($codeDossier: String) {\n    viewer {\n      id\n      login\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        sharedCredentials {\n          id\n          titre\n          nomUtilisateur\n          ...CredentialCard_credential\n          ...EditCredentialDialog_credential\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedCredentials($codeDossier: String) {\n    viewer {\n      id\n      login\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        sharedCredentials {\n          id\n          titre\n          nomUtilisateur\n          ...CredentialCard_credential\n          ...EditCredentialDialog_credential\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentBooking($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...AppointmentBookingForm_respondent\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentBooking($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...AppointmentBookingForm_respondent\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentEdit($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      user {\n        id\n        ...AppointmentEditForm_user\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          editable\n          ...AppointmentEditForm_appointment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentEdit($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      user {\n        id\n        ...AppointmentEditForm_user\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          editable\n          ...AppointmentEditForm_appointment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          editable\n          ...AppointmentDetails_appointment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        appointment(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          editable\n          ...AppointmentDetails_appointment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Billing($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        abonnement {\n          id\n          ...BillingSettingsForm_abonnement\n          creanceEnCours\n          cotisationMillesime {\n            ...MembershipFeeCard_fee\n          }\n          factures {\n            id\n            ...InvoiceList_invoice\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Billing($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        abonnement {\n          id\n          ...BillingSettingsForm_abonnement\n          creanceEnCours\n          cotisationMillesime {\n            ...MembershipFeeCard_fee\n          }\n          factures {\n            id\n            ...InvoiceList_invoice\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactDetail($codeDossier: String, $codeAgent: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        contact(codeAgent: $codeAgent) {\n          id\n          fonction\n          mission\n          ...ContactAvatar_contact\n          ...ContactLinks_contact\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactDetail($codeDossier: String, $codeAgent: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        contact(codeAgent: $codeAgent) {\n          id\n          fonction\n          mission\n          ...ContactAvatar_contact\n          ...ContactLinks_contact\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contacts($codeDossier: String) {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        siteInfo {\n          ...SiteInfo_siteInfo\n        }\n        contacts {\n          id\n          ...ContactCard_contact\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Contacts($codeDossier: String) {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        siteInfo {\n          ...SiteInfo_siteInfo\n        }\n        contacts {\n          id\n          ...ContactCard_contact\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentLibraryRedirect {\n    theme {\n      code\n      links {\n        documentLibrary\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentLibraryRedirect {\n    theme {\n      code\n      links {\n        documentLibrary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenericPageScreen($pageId: ID!) {\n    viewer {\n      id\n      genericPage(pageId: $pageId) {\n        id\n        ...GenericPage_page\n      }\n    }\n  }\n"): (typeof documents)["\n  query GenericPageScreen($pageId: ID!) {\n    viewer {\n      id\n      genericPage(pageId: $pageId) {\n        id\n        ...GenericPage_page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssolementEdition($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        cultures {\n          id\n          ...CropForm_culture\n        }\n        assolement(millesime: $millesime) {\n          id\n          editable\n          cultures {\n            id\n            culture {\n              id\n              idtCultureTypeTRAME\n            }\n            ...CropForm_line\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssolementEdition($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        cultures {\n          id\n          ...CropForm_culture\n        }\n        assolement(millesime: $millesime) {\n          id\n          editable\n          cultures {\n            id\n            culture {\n              id\n              idtCultureTypeTRAME\n            }\n            ...CropForm_line\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Assolement($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        assolement(millesime: $millesime) {\n          id\n          ...AssolementYear_assolement\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Assolement($codeDossier: String, $millesime: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        assolement(millesime: $millesime) {\n          id\n          ...AssolementYear_assolement\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Documentations($codeDossier: String, $codes: [String!]!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentations {\n          id\n          ...DocumentationCards_entry\n        }\n        documentation(codes: $codes) {\n          id\n          title\n          categories {\n            id\n            ...DocumentationCards_entry\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Documentations($codeDossier: String, $codes: [String!]!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentations {\n          id\n          ...DocumentationCards_entry\n        }\n        documentation(codes: $codes) {\n          id\n          title\n          categories {\n            id\n            ...DocumentationCards_entry\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentationLibrary($codeDossier: String, $codeGed: String!, $search: String, $after: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentationLibrary(codeGed: $codeGed) {\n          id\n          title\n          gedDispo\n          documents(after: $after, search: $search) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...LibraryDocuments_document\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentationLibrary($codeDossier: String, $codeGed: String!, $search: String, $after: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentationLibrary(codeGed: $codeGed) {\n          id\n          title\n          gedDispo\n          documents(after: $after, search: $search) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...LibraryDocuments_document\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardWorkspaces {\n    viewer {\n      id\n      boardWorkspaces {\n        id\n        title\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoardWorkspaces {\n    viewer {\n      id\n      boardWorkspaces {\n        id\n        title\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardWorkspace($workspaceId: ID!) {\n    viewer {\n      id\n      boardWorkspace(workspaceId: $workspaceId) {\n        id\n        title\n        documents {\n          id\n          ...BoardDocumentTable_document\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoardWorkspace($workspaceId: ID!) {\n    viewer {\n      id\n      boardWorkspace(workspaceId: $workspaceId) {\n        id\n        title\n        documents {\n          id\n          ...BoardDocumentTable_document\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDocuments($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        recentDocuments {\n          invoices {\n            id\n            ...SentDocumentList_document\n          }\n          documents {\n            id\n            ...SentDocumentList_document\n          }\n          viewerCanConsultInvoices\n          viewerCanConsultDocuments\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDocuments($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        recentDocuments {\n          invoices {\n            id\n            ...SentDocumentList_document\n          }\n          documents {\n            id\n            ...SentDocumentList_document\n          }\n          viewerCanConsultInvoices\n          viewerCanConsultDocuments\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentStore(\n    $codeDossier: String\n    $legacyId: String\n    $search: String\n    $invoiceKind: InvoiceKind\n    $waitingKind: WaitingKind\n    $after: String\n  ) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentStoreAvailable\n        storeNode(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          template\n          searchPlaceholder\n          unavailable\n          payrollZipUrl\n          waitingKinds\n          ...StoreTiles_node\n          documents(after: $after, search: $search, invoiceKind: $invoiceKind, waitingKind: $waitingKind) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...DocumentList_document\n              ...InvoiceTable_document\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentStore(\n    $codeDossier: String\n    $legacyId: String\n    $search: String\n    $invoiceKind: InvoiceKind\n    $waitingKind: WaitingKind\n    $after: String\n  ) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        documentStoreAvailable\n        storeNode(legacyId: $legacyId) {\n          id\n          legacyId\n          title\n          template\n          searchPlaceholder\n          unavailable\n          payrollZipUrl\n          waitingKinds\n          ...StoreTiles_node\n          documents(after: $after, search: $search, invoiceKind: $invoiceKind, waitingKind: $waitingKind) {\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            nodes {\n              id\n              ...DocumentList_document\n              ...InvoiceTable_document\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadHistory($codeDossier: String, $filter: SentDocumentFilter) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        sentDocuments(filter: $filter) {\n          id\n          ...SentDocumentList_document\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadHistory($codeDossier: String, $filter: SentDocumentFilter) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        sentDocuments(filter: $filter) {\n          id\n          ...SentDocumentList_document\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentUploadKinds($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        documentUploadKinds\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentUploadKinds($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        documentUploadKinds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerAnnexes($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          annexes {\n            id\n            ...DuerAnnexesEditor_annexes\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerAnnexes($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          annexes {\n            id\n            ...DuerAnnexesEditor_annexes\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerAudit($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerAuditEditor_duer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerAudit($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerAuditEditor_duer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerCategory($codeDossier: String, $legacyId: ID!, $idCategorie: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          droitModifs\n          droitCreation\n          categories {\n            id\n            legacyId\n            nom\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            ...DuerModuleList_categorie\n            ...DuerModuleAddForm_categorie\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerCategory($codeDossier: String, $legacyId: ID!, $idCategorie: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          droitModifs\n          droitCreation\n          categories {\n            id\n            legacyId\n            nom\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            ...DuerModuleList_categorie\n            ...DuerModuleAddForm_categorie\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerCoverPage($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerCoverPageForm_duer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerCoverPage($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerCoverPageForm_duer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerFavoriteStar_tool on Tool {\n    id\n    slug\n    name\n    favorite\n  }\n"): (typeof documents)["\n  fragment DuerFavoriteStar_tool on Tool {\n    id\n    slug\n    name\n    favorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerGeneralInfo($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerGeneralInfoForm_duer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerGeneralInfo($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerGeneralInfoForm_duer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerHome($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          annee\n          estFini\n          peutAjouterCategorie\n          droitCreation\n          ...DuerUnitTiles_duer\n          ...DuerUnitForm_duer\n          ...DuerPrintActions_duer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerHome($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          annee\n          estFini\n          peutAjouterCategorie\n          droitCreation\n          ...DuerUnitTiles_duer\n          ...DuerUnitForm_duer\n          ...DuerPrintActions_duer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerIndex($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duers {\n          id\n          ...DuerYearTiles_duer\n        }\n        duerCreation {\n          allowed\n        }\n        tools {\n          ...DuerFavoriteStar_tool\n        }\n        ...DuerCreationForm_dossier\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerIndex($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duers {\n          id\n          ...DuerYearTiles_duer\n        }\n        duerCreation {\n          allowed\n        }\n        tools {\n          ...DuerFavoriteStar_tool\n        }\n        ...DuerCreationForm_dossier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerModuleAnnexes($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              annexes {\n                id\n                ...DuerAnnexesEditor_annexes\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerModuleAnnexes($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              annexes {\n                id\n                ...DuerAnnexesEditor_annexes\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerModule($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          versionCalculRisque\n          droitModifs\n          droitCreation\n          pictosDeBase {\n            id\n            nom\n            description\n            imageUrl\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              ...DuerModuleEditor_module\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerModule($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          versionCalculRisque\n          droitModifs\n          droitCreation\n          pictosDeBase {\n            id\n            nom\n            description\n            imageUrl\n          }\n          categorie(legacyId: $idCategorie) {\n            id\n            legacyId\n            nom\n            module(legacyId: $idModule) {\n              id\n              legacyId\n              nom\n              baseModuleLegacyId\n              ...DuerModuleEditor_module\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerPages($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPagesEditor_duer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerPages($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPagesEditor_duer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuerPreamble($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPreambleEditor_duer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuerPreamble($codeDossier: String, $legacyId: ID!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        duer(legacyId: $legacyId) {\n          id\n          legacyId\n          annee\n          ...DuerPreambleEditor_duer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...EventAnswer_respondent\n        }\n        event(legacyId: $legacyId) {\n          id\n          title\n          typeLibelle\n          ...EventDetails_event\n          ...EventAnswer_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDetail($codeDossier: String, $legacyId: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        respondent {\n          id\n          ...EventAnswer_respondent\n        }\n        event(legacyId: $legacyId) {\n          id\n          title\n          typeLibelle\n          ...EventDetails_event\n          ...EventAnswer_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatDetail($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stat(slug: $slug) {\n          id\n          name\n          updatedAt\n          ...FavoriteStar_stat\n          ...StatChart_stat\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatDetail($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stat(slug: $slug) {\n          id\n          name\n          updatedAt\n          ...FavoriteStar_stat\n          ...StatChart_stat\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stats($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stats {\n          id\n          ...StatTiles_stat\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Stats($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        opensFigures\n        stats {\n          id\n          ...StatTiles_stat\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Gallery {\n    viewer {\n      id\n      galleryImages {\n        id\n        ...PhotoGallery_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query Gallery {\n    viewer {\n      id\n      galleryImages {\n        id\n        ...PhotoGallery_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneralAssembly($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assembleeGenerale {\n          id\n          ...AgRegistrationForm_assembly\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GeneralAssembly($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assembleeGenerale {\n          id\n          ...AgRegistrationForm_assembly\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($codeDossier: String) {\n    viewer {\n      id\n      isCollaborateur\n      dossiers {\n        id\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        showsNextEvent\n        ...KeyFiguresCarousel_dossier\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        nextEvent {\n          id\n          ...NextEventCard_event\n        }\n      }\n      homeSections {\n        id\n        ...HomeSectionTiles_section\n      }\n      notifications {\n        id\n        ...NotificationsCard_notification\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home($codeDossier: String) {\n    viewer {\n      id\n      isCollaborateur\n      dossiers {\n        id\n      }\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        showsNextAppointment\n        showsNextEvent\n        ...KeyFiguresCarousel_dossier\n        nextAppointment {\n          id\n          ...NextAppointmentCard_appointment\n        }\n        nextEvent {\n          id\n          ...NextEventCard_event\n        }\n      }\n      homeSections {\n        id\n        ...HomeSectionTiles_section\n      }\n      notifications {\n        id\n        ...NotificationsCard_notification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InitialConseilElearnings {\n    viewer {\n      id\n      elearnings {\n        id\n        ...ElearningCards_elearning\n      }\n    }\n  }\n"): (typeof documents)["\n  query InitialConseilElearnings {\n    viewer {\n      id\n      elearnings {\n        id\n        ...ElearningCards_elearning\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InitialConseilContacts {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      oicSiteInfo {\n        ...SiteInfo_siteInfo\n      }\n      oicContacts {\n        id\n        ...ContactCard_contact\n      }\n    }\n  }\n"): (typeof documents)["\n  query InitialConseilContacts {\n    viewer {\n      id\n      user {\n        id\n        prenom\n      }\n      oicSiteInfo {\n        ...SiteInfo_siteInfo\n      }\n      oicContacts {\n        id\n        ...ContactCard_contact\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsSummary($codeDossier: String, $first: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...AppointmentItem_appointment\n          }\n        }\n        events(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsSummary($codeDossier: String, $first: Int!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...AppointmentItem_appointment\n          }\n        }\n        events(first: $first, upcoming: true) {\n          nodes {\n            id\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments {\n          nodes {\n            id\n            upcoming\n            ...AppointmentItem_appointment\n          }\n        }\n        events {\n          nodes {\n            id\n            upcoming\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsList($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        appointments {\n          nodes {\n            id\n            upcoming\n            ...AppointmentItem_appointment\n          }\n        }\n        events {\n          nodes {\n            id\n            upcoming\n            ...EventItem_event\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoDossier {\n    viewer {\n      id\n      dossiers {\n        id\n      }\n      pendingInvitationCount\n    }\n    theme {\n      code\n      supportPhone\n    }\n  }\n"): (typeof documents)["\n  query NoDossier {\n    viewer {\n      id\n      dossiers {\n        id\n      }\n      pendingInvitationCount\n    }\n    theme {\n      code\n      supportPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    viewer {\n      id\n      notifications {\n        id\n        date\n        ...NotificationItem_notification\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    viewer {\n      id\n      notifications {\n        id\n        date\n        ...NotificationItem_notification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioSelection {\n    viewer {\n      id\n      isCollaborateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        ...MyPortfolio_dossier\n      }\n    }\n    theme {\n      code\n      platformName\n    }\n  }\n"): (typeof documents)["\n  query PortfolioSelection {\n    viewer {\n      id\n      isCollaborateur\n      user {\n        id\n        nom\n        prenom\n      }\n      dossiers {\n        id\n        ...MyPortfolio_dossier\n      }\n    }\n    theme {\n      code\n      platformName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingViewer {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LandingViewer {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasskey($response: String!, $rememberDevice: Boolean!) {\n    verifyPasskey(response: $response, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPasskey($response: String!, $rememberDevice: Boolean!) {\n    verifyPasskey(response: $response, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($code: String!, $rememberDevice: Boolean!) {\n    verifySecondFactor(code: $code, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($code: String!, $rememberDevice: Boolean!) {\n    verifySecondFactor(code: $code, rememberDevice: $rememberDevice) {\n      viewer {\n        id\n      }\n      secondStepRequired\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Service($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        service(slug: $slug) {\n          id\n          titre\n          ...ServiceDetail_service\n        }\n        serviceCallbackContact {\n          id\n          ...ServiceCallbackCard_contact\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Service($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        service(slug: $slug) {\n          id\n          titre\n          ...ServiceDetail_service\n        }\n        serviceCallbackContact {\n          id\n          ...ServiceCallbackCard_contact\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Services($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        services {\n          id\n          ...ServiceDirectory_service\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Services($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        services {\n          id\n          ...ServiceDirectory_service\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HiringSimulator {\n    viewer {\n      id\n      hiringSimulatorScriptUrl\n    }\n  }\n"): (typeof documents)["\n  query HiringSimulator {\n    viewer {\n      id\n      hiringSimulatorScriptUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanEdition($codeDossier: String, $legacyId: String!, $editing: Boolean!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        loan(legacyId: $legacyId) @include(if: $editing) {\n          id\n          ...LoanForm_loan\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoanEdition($codeDossier: String, $legacyId: String!, $editing: Boolean!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        codeDossier\n        loan(legacyId: $legacyId) @include(if: $editing) {\n          id\n          ...LoanForm_loan\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanSimulator($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        loans {\n          id\n          ...LoanTable_loan\n          ...LoansChart_loan\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoanSimulator($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        loans {\n          id\n          ...LoanTable_loan\n          ...LoansChart_loan\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortcutEdition($shortcutId: ID!, $editing: Boolean!) {\n    viewer {\n      id\n      shortcut(shortcutId: $shortcutId) @include(if: $editing) {\n        id\n        ...ShortcutForm_shortcut\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShortcutEdition($shortcutId: ID!, $editing: Boolean!) {\n    viewer {\n      id\n      shortcut(shortcutId: $shortcutId) @include(if: $editing) {\n        id\n        ...ShortcutForm_shortcut\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shortcuts {\n    viewer {\n      id\n      shortcuts {\n        id\n        ...ShortcutList_shortcut\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shortcuts {\n    viewer {\n      id\n      shortcuts {\n        id\n        ...ShortcutList_shortcut\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolCategory($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        toolCategory(slug: $slug) {\n          id\n          name\n        }\n        tools(categorie: $slug) {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolCategory($codeDossier: String, $slug: String!) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        toolCategory(slug: $slug) {\n          id\n          name\n        }\n        tools(categorie: $slug) {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tools($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tools {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tools($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tools {\n          id\n          ...ToolGrids_tool\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tutorials($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tutorials {\n          id\n          ...TutorialCards_tutorial\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tutorials($codeDossier: String) {\n    viewer {\n      id\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        tutorials {\n          id\n          ...TutorialCards_tutorial\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YieldMap($codeDossier: String, $zoneType: ZoneType!, $culture: Int!, $millesime: Int!) {\n    viewer {\n      id\n      mapTilesUrl\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        cultures {\n          id\n          ...MapSelectors_culture\n        }\n        yieldMap(zoneType: $zoneType, culture: $culture, millesime: $millesime) {\n          id\n          ...YieldMapView_map\n          ...YieldLegend_map\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query YieldMap($codeDossier: String, $zoneType: ZoneType!, $culture: Int!, $millesime: Int!) {\n    viewer {\n      id\n      mapTilesUrl\n      selectedDossier(codeDossier: $codeDossier) {\n        id\n        assolementYears\n        cultures {\n          id\n          ...MapSelectors_culture\n        }\n        yieldMap(zoneType: $zoneType, culture: $culture, millesime: $millesime) {\n          id\n          ...YieldMapView_map\n          ...YieldLegend_map\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RootTheme {\n    theme {\n      code\n      platformName\n      primaryColor\n    }\n  }\n"): (typeof documents)["\n  query RootTheme {\n    theme {\n      code\n      platformName\n      primaryColor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunicationForm_communication on FileCommunication {\n    id\n    codeDossier\n    raisonSociale\n    viewerCanEdit\n    telephone\n    indicatifTelephone\n    portable\n    indicatifPortable\n    emailPrincipal\n    emailFacturation\n    facturationElectronique\n    emailFacturationVerrouille\n    modifications {\n      telephone {\n        date\n        auteur\n        parAgent\n      }\n      portable {\n        date\n        auteur\n        parAgent\n      }\n      emailPrincipal {\n        date\n        auteur\n        parAgent\n      }\n      emailFacturation {\n        date\n        auteur\n        parAgent\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CommunicationForm_communication on FileCommunication {\n    id\n    codeDossier\n    raisonSociale\n    viewerCanEdit\n    telephone\n    indicatifTelephone\n    portable\n    indicatifPortable\n    emailPrincipal\n    emailFacturation\n    facturationElectronique\n    emailFacturationVerrouille\n    modifications {\n      telephone {\n        date\n        auteur\n        parAgent\n      }\n      portable {\n        date\n        auteur\n        parAgent\n      }\n      emailPrincipal {\n        date\n        auteur\n        parAgent\n      }\n      emailFacturation {\n        date\n        auteur\n        parAgent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunicationForm_country on Country {\n    id\n    code\n    indicatif\n  }\n"): (typeof documents)["\n  fragment CommunicationForm_country on Country {\n    id\n    code\n    indicatif\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCommunication($input: SaveCommunicationInput!) {\n    saveCommunication(input: $input) {\n      communication {\n        id\n        ...CommunicationForm_communication\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCommunication($input: SaveCommunicationInput!) {\n    saveCommunication(input: $input) {\n      communication {\n        id\n        ...CommunicationForm_communication\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMail($input: ChangeMailInput!) {\n    changeMail(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMail($input: ChangeMailInput!) {\n    changeMail(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_user on User {\n    id\n    nom\n    prenom\n    mail\n    tel\n    port\n    adresse\n  }\n"): (typeof documents)["\n  fragment ProfileCard_user on User {\n    id\n    nom\n    prenom\n    mail\n    tel\n    port\n    adresse\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordChangeCode {\n    sendPasswordChangeCode {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordChangeCode {\n    sendPasswordChangeCode {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMailChangeCode($mode: CodeMode!) {\n    sendMailChangeCode(mode: $mode) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMailChangeCode($mode: CodeMode!) {\n    sendMailChangeCode(mode: $mode) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenList_apiToken on ApiToken {\n    id\n    name\n    scopes {\n      area\n      access\n    }\n    files\n    createdAt\n    lastUsedAt\n    expiresAt\n    paused\n  }\n"): (typeof documents)["\n  fragment ApiTokenList_apiToken on ApiToken {\n    id\n    name\n    scopes {\n      area\n      access\n    }\n    files\n    createdAt\n    lastUsedAt\n    expiresAt\n    paused\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokenFiles {\n    viewer {\n      id\n      dossiers {\n        id\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiTokenFiles {\n    viewer {\n      id\n      dossiers {\n        id\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      apiToken {\n        id\n        name\n      }\n      plainTextToken\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      apiToken {\n        id\n        name\n      }\n      plainTextToken\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($apiTokenId: ID!) {\n    revokeApiToken(apiTokenId: $apiTokenId) {\n      revokedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($apiTokenId: ID!) {\n    revokeApiToken(apiTokenId: $apiTokenId) {\n      revokedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmApiToken($apiTokenId: ID!) {\n    confirmApiToken(apiTokenId: $apiTokenId) {\n      apiToken {\n        id\n        paused\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmApiToken($apiTokenId: ID!) {\n    confirmApiToken(apiTokenId: $apiTokenId) {\n      apiToken {\n        id\n        paused\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewApiTokenSession($password: String!) {\n    renewApiTokenSession(password: $password) {\n      renewed\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenewApiTokenSession($password: String!) {\n    renewApiTokenSession(password: $password) {\n      renewed\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentBookingForm_respondent on Respondent {\n    mail\n    tel\n  }\n"): (typeof documents)["\n  fragment AppointmentBookingForm_respondent on Respondent {\n    mail\n    tel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentDetails_appointment on Appointment {\n    date\n    dateFin\n    description\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n    typeCommunication\n    reason\n    participants {\n      id\n      prenom\n      nom\n      fonction\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentDetails_appointment on Appointment {\n    date\n    dateFin\n    description\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n    typeCommunication\n    reason\n    participants {\n      id\n      prenom\n      nom\n      fonction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentEditForm_appointment on Appointment {\n    id\n    legacyId\n    title\n    date\n    reason\n  }\n"): (typeof documents)["\n  fragment AppointmentEditForm_appointment on Appointment {\n    id\n    legacyId\n    title\n    date\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentEditForm_user on User {\n    mail\n    tel\n  }\n"): (typeof documents)["\n  fragment AppointmentEditForm_user on User {\n    mail\n    tel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentItem_appointment on Appointment {\n    legacyId\n    date\n    title\n    upcoming\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentItem_appointment on Appointment {\n    legacyId\n    date\n    title\n    upcoming\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextAppointmentCard_appointment on Appointment {\n    legacyId\n    date\n    title\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n"): (typeof documents)["\n  fragment NextAppointmentCard_appointment on Appointment {\n    legacyId\n    date\n    title\n    location\n    address {\n      adresse\n      cp\n      ville\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      appointmentRequest {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      appointmentRequest {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      appointment {\n        id\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      appointment {\n        id\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditAppointment($input: EditAppointmentInput!) {\n    editAppointment(input: $input) {\n      appointment {\n        id\n        reason\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditAppointment($input: EditAppointmentInput!) {\n    editAppointment(input: $input) {\n      appointment {\n        id\n        reason\n        editable\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingSettingsForm_abonnement on DossierSubscription {\n    id\n    mandatUrl\n    parametresDossier {\n      receptionCderInfo\n      receptionFactureElectronique\n      emailPlateformeFacturation\n      emailPlateformeFacturationVerrouille\n      modeReglement\n      estPrelevementAuto\n    }\n  }\n"): (typeof documents)["\n  fragment BillingSettingsForm_abonnement on DossierSubscription {\n    id\n    mandatUrl\n    parametresDossier {\n      receptionCderInfo\n      receptionFactureElectronique\n      emailPlateformeFacturation\n      emailPlateformeFacturationVerrouille\n      modeReglement\n      estPrelevementAuto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBillingSettings($input: SaveBillingSettingsInput!) {\n    saveBillingSettings(input: $input) {\n      abonnement {\n        id\n        ...BillingSettingsForm_abonnement\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBillingSettings($input: SaveBillingSettingsInput!) {\n    saveBillingSettings(input: $input) {\n      abonnement {\n        id\n        ...BillingSettingsForm_abonnement\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceList_invoice on Invoice {\n    id\n    libelle\n    dateFacture\n    etat\n    progress\n    montant\n    numeroFacture\n    lienConsultationGed\n  }\n"): (typeof documents)["\n  fragment InvoiceList_invoice on Invoice {\n    id\n    libelle\n    dateFacture\n    etat\n    progress\n    montant\n    numeroFacture\n    lienConsultationGed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipFeeCard_fee on MembershipFee {\n    millesime\n    cotisation\n    compta\n    conseil\n    juridique\n  }\n"): (typeof documents)["\n  fragment MembershipFeeCard_fee on MembershipFee {\n    millesime\n    cotisation\n    compta\n    conseil\n    juridique\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactAvatar_contact on Contact {\n    prenom\n    nom\n    avatar\n    photoUrl\n  }\n"): (typeof documents)["\n  fragment ContactAvatar_contact on Contact {\n    prenom\n    nom\n    avatar\n    photoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactCard_contact on Contact {\n    id\n    codeAgent\n    prenom\n    nom\n    fonction\n    nomAgence\n    ...ContactAvatar_contact\n    ...ContactLinks_contact\n  }\n"): (typeof documents)["\n  fragment ContactCard_contact on Contact {\n    id\n    codeAgent\n    prenom\n    nom\n    fonction\n    nomAgence\n    ...ContactAvatar_contact\n    ...ContactLinks_contact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactLinks_contact on Contact {\n    telephone\n    mail\n  }\n"): (typeof documents)["\n  fragment ContactLinks_contact on Contact {\n    telephone\n    mail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteInfo_siteInfo on SiteInfo {\n    adresseL1\n    adresseL2\n    telephone\n    mailPilote\n  }\n"): (typeof documents)["\n  fragment SiteInfo_siteInfo on SiteInfo {\n    adresseL1\n    adresseL2\n    telephone\n    mailPilote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssolementLines_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      intitule\n    }\n  }\n"): (typeof documents)["\n  fragment AssolementLines_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      intitule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssolementPayload_fields on AssolementPayload {\n    assolement {\n      id\n      surfaceTotale\n      editable\n      estAssolementDefinitif\n      cultures {\n        id\n        ...AssolementLines_line\n      }\n      ...RotationCheck_assolement\n    }\n    errors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment AssolementPayload_fields on AssolementPayload {\n    assolement {\n      id\n      surfaceTotale\n      editable\n      estAssolementDefinitif\n      cultures {\n        id\n        ...AssolementLines_line\n      }\n      ...RotationCheck_assolement\n    }\n    errors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssolementYear_assolement on Assolement {\n    id\n    millesime\n    surfaceTotale\n    editable\n    estAssolementDefinitif\n    cultures {\n      id\n      ...AssolementLines_line\n    }\n    ...RotationCheck_assolement\n  }\n"): (typeof documents)["\n  fragment AssolementYear_assolement on Assolement {\n    id\n    millesime\n    surfaceTotale\n    editable\n    estAssolementDefinitif\n    cultures {\n      id\n      ...AssolementLines_line\n    }\n    ...RotationCheck_assolement\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CropForm_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n    rendementMax\n    estIntituleModifiable\n  }\n"): (typeof documents)["\n  fragment CropForm_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n    rendementMax\n    estIntituleModifiable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CropForm_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      idtCultureTypeTRAME\n    }\n  }\n"): (typeof documents)["\n  fragment CropForm_line on AssolementCulture {\n    id\n    libellePerso\n    surface\n    rendement\n    estDerobee\n    culture {\n      id\n      idtCultureTypeTRAME\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RotationCheck_assolement on Assolement {\n    id\n    millesime\n    rotation {\n      arableSurface\n      changedShare\n      meetsAnnualCriterion\n      exemptSmallFarm\n      repeatedCrops {\n        culture {\n          id\n          intitule\n        }\n        surface\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RotationCheck_assolement on Assolement {\n    id\n    millesime\n    rotation {\n      arableSurface\n      changedShare\n      meetsAnnualCriterion\n      exemptSmallFarm\n      repeatedCrops {\n        culture {\n          id\n          intitule\n        }\n        surface\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAssolementCulture($input: AddAssolementCultureInput!) {\n    addAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation AddAssolementCulture($input: AddAssolementCultureInput!) {\n    addAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAssolementCulture($input: UpdateAssolementCultureInput!) {\n    updateAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAssolementCulture($input: UpdateAssolementCultureInput!) {\n    updateAssolementCulture(input: $input) {\n      ...AssolementPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAssolementCulture($id: ID!) {\n    deleteAssolementCulture(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAssolementCulture($id: ID!) {\n    deleteAssolementCulture(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPreviousAssolement($id: ID!) {\n    importPreviousAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportPreviousAssolement($id: ID!) {\n    importPreviousAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyAssolement($id: ID!) {\n    emptyAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation EmptyAssolement($id: ID!) {\n    emptyAssolement(id: $id) {\n      ...AssolementPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportTelepacAssolement($input: ImportTelepacAssolementInput!) {\n    importTelepacAssolement(input: $input) {\n      assolement {\n        id\n        surfaceTotale\n        editable\n        estAssolementDefinitif\n        cultures {\n          id\n          ...AssolementLines_line\n        }\n        ...RotationCheck_assolement\n      }\n      codesInconnus\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportTelepacAssolement($input: ImportTelepacAssolementInput!) {\n    importTelepacAssolement(input: $input) {\n      assolement {\n        id\n        surfaceTotale\n        editable\n        estAssolementDefinitif\n        cultures {\n          id\n          ...AssolementLines_line\n        }\n        ...RotationCheck_assolement\n      }\n      codesInconnus\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DevicesCard_viewer on Viewer {\n    id\n    devices {\n      id\n      kind\n      name\n      lastUsedAt\n      current\n    }\n  }\n"): (typeof documents)["\n  fragment DevicesCard_viewer on Viewer {\n    id\n    devices {\n      id\n      kind\n      name\n      lastUsedAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutDevice($deviceId: ID!) {\n    signOutDevice(deviceId: $deviceId) {\n      signedOutId\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutDevice($deviceId: ID!) {\n    signOutDevice(deviceId: $deviceId) {\n      signedOutId\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentationCards_entry on Documentation {\n    id\n    code\n    title\n    kind\n    url\n    estSiteInternet\n    codeGed\n    iconUrl\n  }\n"): (typeof documents)["\n  fragment DocumentationCards_entry on Documentation {\n    id\n    code\n    title\n    kind\n    url\n    estSiteInternet\n    codeGed\n    iconUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryDocuments_document on LibraryDocument {\n    id\n    name\n    url\n    taille\n    dateModification\n  }\n"): (typeof documents)["\n  fragment LibraryDocuments_document on LibraryDocument {\n    id\n    name\n    url\n    taille\n    dateModification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardDocumentTable_document on BoardDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n  }\n"): (typeof documents)["\n  fragment BoardDocumentTable_document on BoardDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentList_document on StoreDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n    pageUrls\n  }\n"): (typeof documents)["\n  fragment DocumentList_document on StoreDocument {\n    id\n    name\n    downloadUrl\n    previewUrl\n    pageUrls\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceTable_document on StoreDocument {\n    id\n    name\n    nomFournisseur\n    dateFacture\n    numeroFacture\n    totalTTC\n    downloadUrl\n    previewUrl\n  }\n"): (typeof documents)["\n  fragment InvoiceTable_document on StoreDocument {\n    id\n    name\n    nomFournisseur\n    dateFacture\n    numeroFacture\n    totalTTC\n    downloadUrl\n    previewUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SentDocumentList_document on SentDocument {\n    id\n    nomFichier\n    dateEnvoi\n  }\n"): (typeof documents)["\n  fragment SentDocumentList_document on SentDocument {\n    id\n    nomFichier\n    dateEnvoi\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreTiles_node on StoreNode {\n    id\n    nodes {\n      id\n      legacyId\n      title\n      color\n      unavailable\n    }\n  }\n"): (typeof documents)["\n  fragment StoreTiles_node on StoreNode {\n    id\n    nodes {\n      id\n      legacyId\n      title\n      color\n      unavailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmDocumentUpload($input: ConfirmDocumentUploadInput!) {\n    confirmDocumentUpload(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmDocumentUpload($input: ConfirmDocumentUploadInput!) {\n    confirmDocumentUpload(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DossierSelector_viewer on Viewer {\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n      estFavoris\n    }\n  }\n"): (typeof documents)["\n  fragment DossierSelector_viewer on Viewer {\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n      estFavoris\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFavoriteDossier($codeDossier: String!) {\n    setFavoriteDossier(codeDossier: $codeDossier) {\n      dossiers {\n        id\n        estFavoris\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetFavoriteDossier($codeDossier: String!) {\n    setFavoriteDossier(codeDossier: $codeDossier) {\n      dossiers {\n        id\n        estFavoris\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerAnnexesEditor_annexes on DuerAnnexes {\n    id\n    estModule\n    peutAjouter\n    peutCreer\n    annexes {\n      id\n      baseAnnexeId\n      nom\n      numAnnexe\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n    }\n    annexesExistantes {\n      id\n      nom\n    }\n  }\n"): (typeof documents)["\n  fragment DuerAnnexesEditor_annexes on DuerAnnexes {\n    id\n    estModule\n    peutAjouter\n    peutCreer\n    annexes {\n      id\n      baseAnnexeId\n      nom\n      numAnnexe\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n    }\n    annexesExistantes {\n      id\n      nom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerAuditEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    audit {\n      categories {\n        id\n        nom\n        questions {\n          id\n          ordre\n          nom\n          reponse\n          nonApplicable\n          remarque\n        }\n      }\n      categoriesRestantes {\n        id\n        nom\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DuerAuditEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    audit {\n      categories {\n        id\n        nom\n        questions {\n          id\n          ordre\n          nom\n          reponse\n          nonApplicable\n          remarque\n        }\n      }\n      categoriesRestantes {\n        id\n        nom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerCoverPageForm_duer on Duer {\n    id\n    droitModifs\n    pageDeGarde {\n      champ1\n      champ2\n      champ3\n      champ4\n      ingenieurConseil\n      dateMiseAJour\n      gerants\n      ingenieurConseilParDefaut\n    }\n  }\n"): (typeof documents)["\n  fragment DuerCoverPageForm_duer on Duer {\n    id\n    droitModifs\n    pageDeGarde {\n      champ1\n      champ2\n      champ3\n      champ4\n      ingenieurConseil\n      dateMiseAJour\n      gerants\n      ingenieurConseilParDefaut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerGeneralInfoForm_duer on Duer {\n    id\n    droitModifs\n    informationsGenerales {\n      natureActivite\n      nombreSalaries\n      trousseDeSecours\n      responsableTrousseDeSecours\n      presenceDeSecouriste\n      referentSecurite\n      tauxCotisationAtMp\n      nombreAccidents\n      nombreMaladiesProfessionnelles\n    }\n  }\n"): (typeof documents)["\n  fragment DuerGeneralInfoForm_duer on Duer {\n    id\n    droitModifs\n    informationsGenerales {\n      natureActivite\n      nombreSalaries\n      trousseDeSecours\n      responsableTrousseDeSecours\n      presenceDeSecouriste\n      referentSecurite\n      tauxCotisationAtMp\n      nombreAccidents\n      nombreMaladiesProfessionnelles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerPagesEditor_duer on Duer {\n    id\n    legacyId\n    peutAjouterPage\n    pages {\n      id\n      basePageId\n      nom\n      ordre\n      estAvantRisques\n      ecran\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n      peutModifier\n    }\n    pagesExistantes {\n      id\n      nom\n    }\n  }\n"): (typeof documents)["\n  fragment DuerPagesEditor_duer on Duer {\n    id\n    legacyId\n    peutAjouterPage\n    pages {\n      id\n      basePageId\n      nom\n      ordre\n      estAvantRisques\n      ecran\n      nomFichier\n      fichierUrl\n      apercuUrl\n      peutDeplacer\n      peutRemplacer\n      peutSupprimer\n      peutModifier\n    }\n    pagesExistantes {\n      id\n      nom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerPreambleEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    preambule {\n      descriptifExploitation\n      ressourcesHumaines\n      prestationsServices\n      categories {\n        id\n        legacyId\n        titre\n        contenu\n        ordre\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DuerPreambleEditor_duer on Duer {\n    id\n    droitModifs\n    droitCreation\n    preambule {\n      descriptifExploitation\n      ressourcesHumaines\n      prestationsServices\n      categories {\n        id\n        legacyId\n        titre\n        contenu\n        ordre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerAnnexes($input: SaveDuerAnnexesInput!) {\n    saveDuerAnnexes(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerAnnexes($input: SaveDuerAnnexesInput!) {\n    saveDuerAnnexes(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerAnnexe($input: AddDuerAnnexeInput!) {\n    addDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerAnnexe($input: AddDuerAnnexeInput!) {\n    addDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceDuerAnnexe($input: ReplaceDuerAnnexeInput!) {\n    replaceDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceDuerAnnexe($input: ReplaceDuerAnnexeInput!) {\n    replaceDuerAnnexe(input: $input) {\n      annexes {\n        id\n        ...DuerAnnexesEditor_annexes\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerAudit($input: SaveDuerAuditInput!) {\n    saveDuerAudit(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerAudit($input: SaveDuerAuditInput!) {\n    saveDuerAudit(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerAuditQuestion($input: AddDuerAuditQuestionInput!) {\n    addDuerAuditQuestion(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerAuditQuestion($input: AddDuerAuditQuestionInput!) {\n    addDuerAuditQuestion(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerAuditCategorie($input: AddDuerAuditCategorieInput!) {\n    addDuerAuditCategorie(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerAuditCategorie($input: AddDuerAuditCategorieInput!) {\n    addDuerAuditCategorie(input: $input) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDuerAuditQuestion($auditQuestionId: ID!) {\n    deleteDuerAuditQuestion(auditQuestionId: $auditQuestionId) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDuerAuditQuestion($auditQuestionId: ID!) {\n    deleteDuerAuditQuestion(auditQuestionId: $auditQuestionId) {\n      duer {\n        id\n        ...DuerAuditEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerInformationsGenerales($input: SaveDuerInformationsGeneralesInput!) {\n    saveDuerInformationsGenerales(input: $input) {\n      duer {\n        id\n        ...DuerGeneralInfoForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerInformationsGenerales($input: SaveDuerInformationsGeneralesInput!) {\n    saveDuerInformationsGenerales(input: $input) {\n      duer {\n        id\n        ...DuerGeneralInfoForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerPageDeGarde($input: SaveDuerPageDeGardeInput!) {\n    saveDuerPageDeGarde(input: $input) {\n      duer {\n        id\n        ...DuerCoverPageForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerPageDeGarde($input: SaveDuerPageDeGardeInput!) {\n    saveDuerPageDeGarde(input: $input) {\n      duer {\n        id\n        ...DuerCoverPageForm_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerPages($input: SaveDuerPagesInput!) {\n    saveDuerPages(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerPages($input: SaveDuerPagesInput!) {\n    saveDuerPages(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerPage($input: AddDuerPageInput!) {\n    addDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerPage($input: AddDuerPageInput!) {\n    addDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceDuerPage($input: ReplaceDuerPageInput!) {\n    replaceDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceDuerPage($input: ReplaceDuerPageInput!) {\n    replaceDuerPage(input: $input) {\n      duer {\n        id\n        ...DuerPagesEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerPreambule($input: SaveDuerPreambuleInput!) {\n    saveDuerPreambule(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerPreambule($input: SaveDuerPreambuleInput!) {\n    saveDuerPreambule(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerPreambuleCategorie($input: AddDuerPreambuleCategorieInput!) {\n    addDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerPreambuleCategorie($input: AddDuerPreambuleCategorieInput!) {\n    addDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDuerPreambuleCategorie($input: RenameDuerPreambuleCategorieInput!) {\n    renameDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDuerPreambuleCategorie($input: RenameDuerPreambuleCategorieInput!) {\n    renameDuerPreambuleCategorie(input: $input) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDuerPreambuleCategorie($preambuleCategorieId: ID!) {\n    deleteDuerPreambuleCategorie(preambuleCategorieId: $preambuleCategorieId) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDuerPreambuleCategorie($preambuleCategorieId: ID!) {\n    deleteDuerPreambuleCategorie(preambuleCategorieId: $preambuleCategorieId) {\n      duer {\n        id\n        ...DuerPreambleEditor_duer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerPrintActions_duer on Duer {\n    id\n    annee\n    estFini\n    droitModifs\n    planActionUrl\n    impressionUrl\n    duerDefinitifUrl\n    categories {\n      id\n      legacyId\n      nom\n    }\n  }\n"): (typeof documents)["\n  fragment DuerPrintActions_duer on Duer {\n    id\n    annee\n    estFini\n    droitModifs\n    planActionUrl\n    impressionUrl\n    duerDefinitifUrl\n    categories {\n      id\n      legacyId\n      nom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImprimerDuerDefinitif($duerId: ID!) {\n    imprimerDuerDefinitif(duerId: $duerId) {\n      duer {\n        id\n        estFini\n        droitModifs\n        duerDefinitifUrl\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImprimerDuerDefinitif($duerId: ID!) {\n    imprimerDuerDefinitif(duerId: $duerId) {\n      duer {\n        id\n        estFini\n        droitModifs\n        duerDefinitifUrl\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerCreationForm_dossier on Dossier {\n    id\n    duers {\n      id\n      annee\n    }\n    duerCreation {\n      modes\n      anneeMin\n      anneeMax\n    }\n    duersAutresDossiers {\n      id\n      codeDossier\n      raisonSociale\n      annee\n    }\n  }\n"): (typeof documents)["\n  fragment DuerCreationForm_dossier on Dossier {\n    id\n    duers {\n      id\n      annee\n    }\n    duerCreation {\n      modes\n      anneeMin\n      anneeMax\n    }\n    duersAutresDossiers {\n      id\n      codeDossier\n      raisonSociale\n      annee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerModuleAddForm_categorie on DuerCategorie {\n    id\n    modulesDeBase {\n      id\n      nom\n    }\n    modulesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n  }\n"): (typeof documents)["\n  fragment DuerModuleAddForm_categorie on DuerCategorie {\n    id\n    modulesDeBase {\n      id\n      nom\n    }\n    modulesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerModuleEditor_module on DuerModule {\n    id\n    nom\n    remarque\n    etape\n    totalEtapes\n    suivant {\n      id\n      legacyId\n      nom\n      etape\n    }\n    groupesDeBase {\n      id\n      nom\n    }\n    groupesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n    groupes {\n      id\n      legacyId\n      nom\n      ordre\n      risquesDeBase {\n        id\n        nom\n      }\n      risques {\n        id\n        legacyId\n        nom\n        ordre\n        estActif\n        gravite\n        frequence\n        maitrise\n        mesureExistante\n        mesureAFaire\n        mesureQui\n        mesureDelai\n        historique {\n          dateModification\n          parAdherent\n          dateCollaborateur\n        }\n        avecPictos\n        pictos {\n          id\n          legacyId\n          description\n          basePictoId\n          nom\n          imageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DuerModuleEditor_module on DuerModule {\n    id\n    nom\n    remarque\n    etape\n    totalEtapes\n    suivant {\n      id\n      legacyId\n      nom\n      etape\n    }\n    groupesDeBase {\n      id\n      nom\n    }\n    groupesAutresDuers {\n      id\n      nom\n      codeDossier\n      annee\n    }\n    groupes {\n      id\n      legacyId\n      nom\n      ordre\n      risquesDeBase {\n        id\n        nom\n      }\n      risques {\n        id\n        legacyId\n        nom\n        ordre\n        estActif\n        gravite\n        frequence\n        maitrise\n        mesureExistante\n        mesureAFaire\n        mesureQui\n        mesureDelai\n        historique {\n          dateModification\n          parAdherent\n          dateCollaborateur\n        }\n        avecPictos\n        pictos {\n          id\n          legacyId\n          description\n          basePictoId\n          nom\n          imageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerModuleList_categorie on DuerCategorie {\n    id\n    legacyId\n    modules {\n      id\n      legacyId\n      nom\n      ordre\n      estValide\n      forcerValidation\n    }\n  }\n"): (typeof documents)["\n  fragment DuerModuleList_categorie on DuerCategorie {\n    id\n    legacyId\n    modules {\n      id\n      legacyId\n      nom\n      ordre\n      estValide\n      forcerValidation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerUnitForm_duer on Duer {\n    id\n    categoriesDeBase {\n      id\n      nom\n    }\n  }\n"): (typeof documents)["\n  fragment DuerUnitForm_duer on Duer {\n    id\n    categoriesDeBase {\n      id\n      nom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerUnitTiles_duer on Duer {\n    id\n    legacyId\n    categories {\n      id\n      legacyId\n      nom\n      estValide\n      tailleTexte\n    }\n  }\n"): (typeof documents)["\n  fragment DuerUnitTiles_duer on Duer {\n    id\n    legacyId\n    categories {\n      id\n      legacyId\n      nom\n      estValide\n      tailleTexte\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuerYearTiles_duer on Duer {\n    id\n    legacyId\n    annee\n    estFini\n    couleur\n  }\n"): (typeof documents)["\n  fragment DuerYearTiles_duer on Duer {\n    id\n    legacyId\n    annee\n    estFini\n    couleur\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerModuleExistant($input: AddDuerModuleExistantInput!) {\n    addDuerModuleExistant(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerModuleExistant($input: AddDuerModuleExistantInput!) {\n    addDuerModuleExistant(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerGroupeAutreDuer($input: AddDuerGroupeAutreDuerInput!) {\n    addDuerGroupeAutreDuer(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerGroupeAutreDuer($input: AddDuerGroupeAutreDuerInput!) {\n    addDuerGroupeAutreDuer(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDuer($input: CreateDuerInput!) {\n    createDuer(input: $input) {\n      duer {\n        id\n        legacyId\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDuer($input: CreateDuerInput!) {\n    createDuer(input: $input) {\n      duer {\n        id\n        legacyId\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerCategorie($input: AddDuerCategorieInput!) {\n    addDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerCategorie($input: AddDuerCategorieInput!) {\n    addDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerModule($input: AddDuerModuleInput!) {\n    addDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerModule($input: AddDuerModuleInput!) {\n    addDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchDuerModuleValidation($id: ID!) {\n    switchDuerModuleValidation(id: $id) {\n      module {\n        id\n        estValide\n        forcerValidation\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchDuerModuleValidation($id: ID!) {\n    switchDuerModuleValidation(id: $id) {\n      module {\n        id\n        estValide\n        forcerValidation\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerRisques($input: SaveDuerRisquesInput!) {\n    saveDuerRisques(input: $input) {\n      module {\n        id\n        estValide\n        groupes {\n          id\n          ordre\n          risques {\n            id\n            ordre\n            estActif\n            gravite\n            frequence\n            maitrise\n            mesureExistante\n            mesureAFaire\n            mesureQui\n            mesureDelai\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerRisques($input: SaveDuerRisquesInput!) {\n    saveDuerRisques(input: $input) {\n      module {\n        id\n        estValide\n        groupes {\n          id\n          ordre\n          risques {\n            id\n            ordre\n            estActif\n            gravite\n            frequence\n            maitrise\n            mesureExistante\n            mesureAFaire\n            mesureQui\n            mesureDelai\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerGroupeEtRisque($input: AddDuerGroupeEtRisqueInput!) {\n    addDuerGroupeEtRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerGroupeEtRisque($input: AddDuerGroupeEtRisqueInput!) {\n    addDuerGroupeEtRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerGroupe($input: AddDuerGroupeInput!) {\n    addDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerGroupe($input: AddDuerGroupeInput!) {\n    addDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDuerRisque($input: AddDuerRisqueInput!) {\n    addDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDuerRisque($input: AddDuerRisqueInput!) {\n    addDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDuerGroupe($input: RenameDuerElementInput!) {\n    renameDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDuerGroupe($input: RenameDuerElementInput!) {\n    renameDuerGroupe(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDuerRisque($input: RenameDuerElementInput!) {\n    renameDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDuerRisque($input: RenameDuerElementInput!) {\n    renameDuerRisque(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDuerGroupe($id: ID!) {\n    deleteDuerGroupe(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDuerGroupe($id: ID!) {\n    deleteDuerGroupe(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDuerRisque($id: ID!) {\n    deleteDuerRisque(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDuerRisque($id: ID!) {\n    deleteDuerRisque(id: $id) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerModuleOrdres($input: SaveDuerModuleOrdresInput!) {\n    saveDuerModuleOrdres(input: $input) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerModuleOrdres($input: SaveDuerModuleOrdresInput!) {\n    saveDuerModuleOrdres(input: $input) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDuerRisquePictos($input: UpdateDuerRisquePictosInput!) {\n    updateDuerRisquePictos(input: $input) {\n      module {\n        id\n        groupes {\n          id\n          risques {\n            id\n            pictos {\n              id\n              legacyId\n              description\n              basePictoId\n              nom\n              imageUrl\n            }\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDuerRisquePictos($input: UpdateDuerRisquePictosInput!) {\n    updateDuerRisquePictos(input: $input) {\n      module {\n        id\n        groupes {\n          id\n          risques {\n            id\n            pictos {\n              id\n              legacyId\n              description\n              basePictoId\n              nom\n              imageUrl\n            }\n          }\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDuerCategorie($input: RenameDuerElementInput!) {\n    renameDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n        legacyId\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDuerCategorie($input: RenameDuerElementInput!) {\n    renameDuerCategorie(input: $input) {\n      duer {\n        id\n      }\n      categorie {\n        id\n        legacyId\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDuerModule($input: RenameDuerElementInput!) {\n    renameDuerModule(input: $input) {\n      module {\n        id\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDuerModule($input: RenameDuerElementInput!) {\n    renameDuerModule(input: $input) {\n      module {\n        id\n        nom\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDuerModule($id: ID!) {\n    deleteDuerModule(id: $id) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDuerModule($id: ID!) {\n    deleteDuerModule(id: $id) {\n      categorie {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyDuerModule($input: CopyDuerModuleInput!) {\n    copyDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CopyDuerModule($input: CopyDuerModuleInput!) {\n    copyDuerModule(input: $input) {\n      module {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDuerModuleRemarque($input: SaveDuerModuleRemarqueInput!) {\n    saveDuerModuleRemarque(input: $input) {\n      module {\n        id\n        remarque\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDuerModuleRemarque($input: SaveDuerModuleRemarqueInput!) {\n    saveDuerModuleRemarque(input: $input) {\n      module {\n        id\n        remarque\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventAnswerPayload_fields on EventAnswerPayload {\n    event {\n      id\n      ...EventAnswer_event\n    }\n    errors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment EventAnswerPayload_fields on EventAnswerPayload {\n    event {\n      id\n      ...EventAnswer_event\n    }\n    errors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventAnswer_event on Event {\n    id\n    registred\n    canAnswer\n    placesRestantes\n    nbInscrits\n    subscriptions {\n      id\n      legacyId\n      nom\n      prenom\n      email\n      tel\n      participe\n      deleted\n      estDossierMembre\n    }\n  }\n"): (typeof documents)["\n  fragment EventAnswer_event on Event {\n    id\n    registred\n    canAnswer\n    placesRestantes\n    nbInscrits\n    subscriptions {\n      id\n      legacyId\n      nom\n      prenom\n      email\n      tel\n      participe\n      deleted\n      estDossierMembre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventAnswer_respondent on Respondent {\n    nom\n    prenom\n    mail\n    tel\n    locked\n  }\n"): (typeof documents)["\n  fragment EventAnswer_respondent on Respondent {\n    nom\n    prenom\n    mail\n    tel\n    locked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetails_event on Event {\n    id\n    title\n    imageUrl\n    location\n    ville\n    url\n    availability\n    placesRestantes\n    ...EventWhen_event\n    linkedEvents {\n      id\n      legacyId\n      ...EventWhen_event\n    }\n    subscriptions {\n      id\n      nom\n      prenom\n      deleted\n    }\n  }\n"): (typeof documents)["\n  fragment EventDetails_event on Event {\n    id\n    title\n    imageUrl\n    location\n    ville\n    url\n    availability\n    placesRestantes\n    ...EventWhen_event\n    linkedEvents {\n      id\n      legacyId\n      ...EventWhen_event\n    }\n    subscriptions {\n      id\n      nom\n      prenom\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventItem_event on Event {\n    legacyId\n    title\n    upcoming\n    location\n    ville\n    availability\n    ...EventWhen_event\n  }\n"): (typeof documents)["\n  fragment EventItem_event on Event {\n    legacyId\n    title\n    upcoming\n    location\n    ville\n    availability\n    ...EventWhen_event\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventWhen_event on Event {\n    date\n    dateDebut\n    dateFin\n  }\n"): (typeof documents)["\n  fragment EventWhen_event on Event {\n    date\n    dateDebut\n    dateFin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextEventCard_event on Event {\n    legacyId\n    title\n    location\n    ville\n    ...EventWhen_event\n  }\n"): (typeof documents)["\n  fragment NextEventCard_event on Event {\n    legacyId\n    title\n    location\n    ville\n    ...EventWhen_event\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineEvent($id: ID!) {\n    declineEvent(id: $id) {\n      ...EventAnswerPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineEvent($id: ID!) {\n    declineEvent(id: $id) {\n      ...EventAnswerPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToEvent($input: SubscribeToEventInput!) {\n    subscribeToEvent(input: $input) {\n      ...EventAnswerPayload_fields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToEvent($input: SubscribeToEventInput!) {\n    subscribeToEvent(input: $input) {\n      ...EventAnswerPayload_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedExternalAccount {\n    linkedExternalAccount {\n      email\n    }\n  }\n"): (typeof documents)["\n  query LinkedExternalAccount {\n    linkedExternalAccount {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetLinkedExternalAccount {\n    forgetLinkedExternalAccount {\n      linkedExternalAccount {\n        email\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ForgetLinkedExternalAccount {\n    forgetLinkedExternalAccount {\n      linkedExternalAccount {\n        email\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavoriteStar_stat on Stat {\n    id\n    name\n    favorite\n  }\n"): (typeof documents)["\n  fragment FavoriteStar_stat on Stat {\n    id\n    name\n    favorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatChart_stat on Stat {\n    id\n    slug\n    name\n    unit\n    decimals\n    exerciceStartMonth\n    closedYears {\n      dateDebut\n      dateFin\n      value\n    }\n    months {\n      year\n      month\n      recettes\n      depenses\n    }\n  }\n"): (typeof documents)["\n  fragment StatChart_stat on Stat {\n    id\n    slug\n    name\n    unit\n    decimals\n    exerciceStartMonth\n    closedYears {\n      dateDebut\n      dateFin\n      value\n    }\n    months {\n      year\n      month\n      recettes\n      depenses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatTiles_stat on Stat {\n    id\n    slug\n    name\n    favorite\n  }\n"): (typeof documents)["\n  fragment StatTiles_stat on Stat {\n    id\n    slug\n    name\n    favorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStatFavorite($input: SetStatFavoriteInput!) {\n    setStatFavorite(input: $input) {\n      stat {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetStatFavorite($input: SetStatFavoriteInput!) {\n    setStatFavorite(input: $input) {\n      stat {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhotoGallery_image on GalleryImage {\n    id\n    sm\n    lg\n    description\n  }\n"): (typeof documents)["\n  fragment PhotoGallery_image on GalleryImage {\n    id\n    sm\n    lg\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgRegistrationForm_assembly on GeneralAssembly {\n    id\n    etat\n    showsForums\n    pouvoirUrl\n    invitations {\n      id\n      participe\n      nbPersonne\n      poids\n      libelleUserModification\n      dateModification\n      selected\n    }\n  }\n"): (typeof documents)["\n  fragment AgRegistrationForm_assembly on GeneralAssembly {\n    id\n    etat\n    showsForums\n    pouvoirUrl\n    invitations {\n      id\n      participe\n      nbPersonne\n      poids\n      libelleUserModification\n      dateModification\n      selected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAgAttendance($input: RegisterAgAttendanceInput!) {\n    registerAgAttendance(input: $input) {\n      assembleeGenerale {\n        id\n        ...AgRegistrationForm_assembly\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAgAttendance($input: RegisterAgAttendanceInput!) {\n    registerAgAttendance(input: $input) {\n      assembleeGenerale {\n        id\n        ...AgRegistrationForm_assembly\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenericPage_page on GenericPage {\n    id\n    title\n    url\n    content\n  }\n"): (typeof documents)["\n  fragment GenericPage_page on GenericPage {\n    id\n    title\n    url\n    content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeSectionTiles_section on HomeSection {\n    id\n    title\n    subtitle\n    url\n    estPrioritaire\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment HomeSectionTiles_section on HomeSection {\n    id\n    title\n    subtitle\n    url\n    estPrioritaire\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ElearningCards_elearning on ELearning {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n"): (typeof documents)["\n  fragment ElearningCards_elearning on ELearning {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationView($invitationId: ID!) {\n    invitation(invitationId: $invitationId) {\n      id\n      inviter\n      refusal\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query InvitationView($invitationId: ID!) {\n    invitation(invitationId: $invitationId) {\n      id\n      inviter\n      refusal\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInvitationLogin($input: InvitationLoginInput!) {\n    checkInvitationLogin(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInvitationLogin($input: InvitationLoginInput!) {\n    checkInvitationLogin(input: $input) {\n      ok\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpWithInvitation($invitationId: ID!, $input: SignUpWithInvitationInput!) {\n    signUpWithInvitation(invitationId: $invitationId, input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpWithInvitation($invitationId: ID!, $input: SignUpWithInvitationInput!) {\n    signUpWithInvitation(invitationId: $invitationId, input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeyFiguresCarousel_dossier on Dossier {\n    showsKeyFigures\n    keyFigures {\n      id\n      libelle\n      valeur\n      unite\n      decimales\n      dateFinExercice\n    }\n  }\n"): (typeof documents)["\n  fragment KeyFiguresCarousel_dossier on Dossier {\n    showsKeyFigures\n    keyFigures {\n      id\n      libelle\n      valeur\n      unite\n      decimales\n      dateFinExercice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoanForm_loan on Loan {\n    id\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    nombrePeriodes\n    exerciceDateDebut\n  }\n"): (typeof documents)["\n  fragment LoanForm_loan on Loan {\n    id\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    nombrePeriodes\n    exerciceDateDebut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoanTable_loan on Loan {\n    id\n    legacyId\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    dureeAnnee\n    echeance\n    interetRetour\n  }\n"): (typeof documents)["\n  fragment LoanTable_loan on Loan {\n    id\n    legacyId\n    libelle\n    valeurEntree\n    taux\n    periodicite\n    modeRemboursement\n    dureeAnnee\n    echeance\n    interetRetour\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoansChart_loan on Loan {\n    id\n    echeances {\n      annuite\n      interets\n      amortissement\n    }\n  }\n"): (typeof documents)["\n  fragment LoansChart_loan on Loan {\n    id\n    echeances {\n      annuite\n      interets\n      amortissement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLoan($input: AddLoanInput!) {\n    addLoan(input: $input) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddLoan($input: AddLoanInput!) {\n    addLoan(input: $input) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLoan($input: UpdateLoanInput!) {\n    updateLoan(input: $input) {\n      loan {\n        id\n        libelle\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLoan($input: UpdateLoanInput!) {\n    updateLoan(input: $input) {\n      loan {\n        id\n        libelle\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLoan($id: ID!) {\n    deleteLoan(id: $id) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLoan($id: ID!) {\n    deleteLoan(id: $id) {\n      loan {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    date\n    message\n    url\n    category\n    lu\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    date\n    message\n    url\n    category\n    lu\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationsCard_notification on Notification {\n    id\n    ...NotificationItem_notification\n  }\n"): (typeof documents)["\n  fragment NotificationsCard_notification on Notification {\n    id\n    ...NotificationItem_notification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverAccount($input: RecoverAccountInput!) {\n    recoverAccount(input: $input) {\n      done\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecoverAccount($input: RecoverAccountInput!) {\n    recoverAccount(input: $input) {\n      done\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountRecovery($input: RequestAccountRecoveryInput!) {\n    requestAccountRecovery(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccountRecovery($input: RequestAccountRecoveryInput!) {\n    requestAccountRecovery(input: $input) {\n      sent\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyPortfolio_dossier on Dossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    legacyId\n  }\n"): (typeof documents)["\n  fragment MyPortfolio_dossier on Dossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    legacyId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioSearchResults_dossier on PortfolioDossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    selectionnable\n  }\n"): (typeof documents)["\n  fragment PortfolioSearchResults_dossier on PortfolioDossier {\n    id\n    codeDossier\n    raisonSociale\n    statut\n    selectionnable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioSearch($term: String!) {\n    viewer {\n      id\n      portfolioSearch(term: $term) {\n        id\n        ...PortfolioSearchResults_dossier\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortfolioSearch($term: String!) {\n    viewer {\n      id\n      portfolioSearch(term: $term) {\n        id\n        ...PortfolioSearchResults_dossier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferencesForm_viewer on Viewer {\n    user {\n      id\n      preferences {\n        sendMailWhenNotify\n      }\n    }\n    mailThemes {\n      id\n      libelle\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  fragment PreferencesForm_viewer on Viewer {\n    user {\n      id\n      preferences {\n        sendMailWhenNotify\n      }\n    }\n    mailThemes {\n      id\n      libelle\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePreferences($input: SavePreferencesInput!) {\n    savePreferences(input: $input) {\n      user {\n        id\n        preferences {\n          sendMailWhenNotify\n        }\n      }\n      mailThemes {\n        id\n        libelle\n        subscribed\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePreferences($input: SavePreferencesInput!) {\n    savePreferences(input: $input) {\n      user {\n        id\n        preferences {\n          sendMailWhenNotify\n        }\n      }\n      mailThemes {\n        id\n        libelle\n        subscribed\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreachRange($prefix: String!) {\n    breachRange(prefix: $prefix) {\n      suffix\n      count\n    }\n  }\n"): (typeof documents)["\n  query BreachRange($prefix: String!) {\n    breachRange(prefix: $prefix) {\n      suffix\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompulsoryEnrolment {\n    viewer {\n      id\n      secondFactors {\n        id\n      }\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query CompulsoryEnrolment {\n    viewer {\n      id\n      secondFactors {\n        id\n      }\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecondFactorList_secondFactor on SecondFactor {\n    id\n    kind\n    name\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment SecondFactorList_secondFactor on SecondFactor {\n    id\n    kind\n    name\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSecondStep {\n    startSecondStep {\n      passkeyOptions\n      codeAccepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSecondStep {\n    startSecondStep {\n      passkeyOptions\n      codeAccepted\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentifyPasskey($response: String!) {\n    identifyPasskey(response: $response) {\n      login\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IdentifyPasskey($response: String!) {\n    identifyPasskey(response: $response) {\n      login\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      enrolment {\n        enrolmentKey\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      enrolment {\n        enrolmentKey\n        secret\n        otpauthUri\n        qrCodeSvg\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAuthenticator($input: ConfirmAuthenticatorInput!) {\n    confirmAuthenticator(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      recoveryCodes\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmAuthenticator($input: ConfirmAuthenticatorInput!) {\n    confirmAuthenticator(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      recoveryCodes\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSecondFactor($input: RenameSecondFactorInput!) {\n    renameSecondFactor(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameSecondFactor($input: RenameSecondFactorInput!) {\n    renameSecondFactor(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSecondFactor($input: RemoveSecondFactorInput!) {\n    removeSecondFactor(input: $input) {\n      removedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSecondFactor($input: RemoveSecondFactorInput!) {\n    removeSecondFactor(input: $input) {\n      removedId\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPasskeyEnrolment {\n    startPasskeyEnrolment {\n      options\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPasskey($input: ConfirmPasskeyInput!) {\n    confirmPasskey(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPasskey($input: ConfirmPasskeyInput!) {\n    confirmPasskey(input: $input) {\n      secondFactor {\n        id\n        name\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCallbackCard_contact on Contact {\n    id\n    prenom\n    nom\n    fonction\n    telephone\n    mail\n  }\n"): (typeof documents)["\n  fragment ServiceCallbackCard_contact on Contact {\n    id\n    prenom\n    nom\n    fonction\n    telephone\n    mail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestServiceCallback($input: RequestServiceCallbackInput!) {\n    requestServiceCallback(input: $input) {\n      service {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestServiceCallback($input: RequestServiceCallbackInput!) {\n    requestServiceCallback(input: $input) {\n      service {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceDetail_service on Service {\n    id\n    titre\n    description\n    categories\n    presentation\n    accompagnement\n    expertise\n    ressources {\n      type\n      nom\n      lien\n      embedUrl\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceDetail_service on Service {\n    id\n    titre\n    description\n    categories\n    presentation\n    accompagnement\n    expertise\n    ressources {\n      type\n      nom\n      lien\n      embedUrl\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceDirectory_service on Service {\n    id\n    slug\n    titre\n    description\n    categories\n    dateCreation\n    isStarred\n  }\n"): (typeof documents)["\n  fragment ServiceDirectory_service on Service {\n    id\n    slug\n    titre\n    description\n    categories\n    dateCreation\n    isStarred\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CredentialCard_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n    tooltip\n  }\n"): (typeof documents)["\n  fragment CredentialCard_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n    tooltip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditCredentialDialog_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n  }\n"): (typeof documents)["\n  fragment EditCredentialDialog_credential on SharedCredential {\n    id\n    titre\n    nomUtilisateur\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSharedCredential($input: AddSharedCredentialInput!) {\n    addSharedCredential(input: $input) {\n      sharedCredential {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddSharedCredential($input: AddSharedCredentialInput!) {\n    addSharedCredential(input: $input) {\n      sharedCredential {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSharedCredential($input: UpdateSharedCredentialInput!) {\n    updateSharedCredential(input: $input) {\n      sharedCredential {\n        id\n        titre\n        nomUtilisateur\n        tooltip\n        dateModificationAdherent\n        adherentModification\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSharedCredential($input: UpdateSharedCredentialInput!) {\n    updateSharedCredential(input: $input) {\n      sharedCredential {\n        id\n        titre\n        nomUtilisateur\n        tooltip\n        dateModificationAdherent\n        adherentModification\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSharedCredential($id: ID!) {\n    deleteSharedCredential(id: $id) {\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSharedCredential($id: ID!) {\n    deleteSharedCredential(id: $id) {\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AcquiredAccesses_viewer on Viewer {\n    acquiredAccesses {\n      id\n      codeDossier\n      raisonSociale\n      nomRole\n      categories {\n        id\n        libelle\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AcquiredAccesses_viewer on Viewer {\n    acquiredAccesses {\n      id\n      codeDossier\n      raisonSociale\n      nomRole\n      categories {\n        id\n        libelle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceivedInvitations_viewer on Viewer {\n    invitationsReceived {\n      id\n      inviter\n      dateExpiration\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReceivedInvitations_viewer on Viewer {\n    invitationsReceived {\n      id\n      inviter\n      dateExpiration\n      dossiers {\n        codeDossier\n        raisonSociale\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SentInvitations_viewer on Viewer {\n    sentInvitations {\n      id\n      emailInvitee\n      dateExpiration\n      state\n      editable\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SentInvitations_viewer on Viewer {\n    sentInvitations {\n      id\n      emailInvitee\n      dateExpiration\n      state\n      editable\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareFormData_viewer on Viewer {\n    canShare\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n    }\n    sharingRoles {\n      id\n      idRole\n      nomRole\n      categoriesPredefinies\n    }\n    rightsCategories {\n      id\n      libelle\n      souscategories {\n        id\n        libelle\n        souscategories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ShareFormData_viewer on Viewer {\n    canShare\n    dossiers {\n      id\n      codeDossier\n      raisonSociale\n      idRole\n    }\n    sharingRoles {\n      id\n      idRole\n      nomRole\n      categoriesPredefinies\n    }\n    rightsCategories {\n      id\n      libelle\n      souscategories {\n        id\n        libelle\n        souscategories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedPeople_viewer on Viewer {\n    sharedWith {\n      id\n      guidPersonne\n      personne\n      emailPersonne\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SharedPeople_viewer on Viewer {\n    sharedWith {\n      id\n      guidPersonne\n      personne\n      emailPersonne\n      dossiers {\n        codeDossier\n        raisonSociale\n        nomRole\n        categories {\n          id\n          libelle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessesAfterChange_viewer on Viewer {\n    id\n    ...ReceivedInvitations_viewer\n    ...AcquiredAccesses_viewer\n  }\n"): (typeof documents)["\n  fragment AccessesAfterChange_viewer on Viewer {\n    id\n    ...ReceivedInvitations_viewer\n    ...AcquiredAccesses_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptReceivedInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n        # The file selector's files, the new ones included.\n        dossiers {\n          id\n          codeDossier\n          raisonSociale\n          idRole\n          estFavoris\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptReceivedInvitation($invitationId: ID!) {\n    acceptInvitation(invitationId: $invitationId) {\n      accepted\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n        # The file selector's files, the new ones included.\n        dossiers {\n          id\n          codeDossier\n          raisonSociale\n          idRole\n          estFavoris\n        }\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseInvitation($invitationId: ID!) {\n    refuseInvitation(invitationId: $invitationId) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefuseInvitation($invitationId: ID!) {\n    refuseInvitation(invitationId: $invitationId) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDossierAccess($codeDossier: String!) {\n    removeDossierAccess(codeDossier: $codeDossier) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDossierAccess($codeDossier: String!) {\n    removeDossierAccess(codeDossier: $codeDossier) {\n      viewer {\n        id\n        ...AccessesAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharingAfterChange_viewer on Viewer {\n    id\n    ...SentInvitations_viewer\n    ...SharedPeople_viewer\n  }\n"): (typeof documents)["\n  fragment SharingAfterChange_viewer on Viewer {\n    id\n    ...SentInvitations_viewer\n    ...SharedPeople_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToShare($input: InviteToShareInput!) {\n    inviteToShare(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToShare($input: InviteToShareInput!) {\n    inviteToShare(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSentInvitation($input: ChangeSentInvitationInput!) {\n    changeSentInvitation(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSentInvitation($input: ChangeSentInvitationInput!) {\n    changeSentInvitation(input: $input) {\n      invitation {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSentInvitation($invitationId: ID!) {\n    deleteSentInvitation(invitationId: $invitationId) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSentInvitation($invitationId: ID!) {\n    deleteSentInvitation(invitationId: $invitationId) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPersonRights($input: SetPersonRightsInput!) {\n    setPersonRights(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPersonRights($input: SetPersonRightsInput!) {\n    setPersonRights(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawAccess($input: WithdrawAccessInput!) {\n    withdrawAccess(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawAccess($input: WithdrawAccessInput!) {\n    withdrawAccess(input: $input) {\n      viewer {\n        ...SharingAfterChange_viewer\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortcutForm_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n"): (typeof documents)["\n  fragment ShortcutForm_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortcutList_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n"): (typeof documents)["\n  fragment ShortcutList_shortcut on Shortcut {\n    id\n    libelle\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShortcut($input: SaveShortcutInput!) {\n    saveShortcut(input: $input) {\n      shortcut {\n        id\n        libelle\n        url\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShortcut($input: SaveShortcutInput!) {\n    saveShortcut(input: $input) {\n      shortcut {\n        id\n        libelle\n        url\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShortcut($shortcutId: ID!) {\n    deleteShortcut(shortcutId: $shortcutId) {\n      shortcut {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShortcut($shortcutId: ID!) {\n    deleteShortcut(shortcutId: $shortcutId) {\n      shortcut {\n        id\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolGrids_tool on Tool {\n    id\n    favorite\n    ...ToolTile_tool\n  }\n"): (typeof documents)["\n  fragment ToolGrids_tool on Tool {\n    id\n    favorite\n    ...ToolTile_tool\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolTile_tool on Tool {\n    id\n    name\n    link\n    linkOpenNewTab\n    favorite\n  }\n"): (typeof documents)["\n  fragment ToolTile_tool on Tool {\n    id\n    name\n    link\n    linkOpenNewTab\n    favorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetToolFavorite($input: SetToolFavoriteInput!) {\n    setToolFavorite(input: $input) {\n      tool {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetToolFavorite($input: SetToolFavoriteInput!) {\n    setToolFavorite(input: $input) {\n      tool {\n        id\n        favorite\n      }\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TourInProgress($routeName: String!) {\n    viewer {\n      id\n      tourInProgress(routeName: $routeName) {\n        id\n        routeName\n        etapes\n        dejaFait\n      }\n    }\n  }\n"): (typeof documents)["\n  query TourInProgress($routeName: String!) {\n    viewer {\n      id\n      tourInProgress(routeName: $routeName) {\n        id\n        routeName\n        etapes\n        dejaFait\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkTourDone($routeName: String!) {\n    markTourDone(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkTourDone($routeName: String!) {\n    markTourDone(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestartTour($routeName: String!) {\n    restartTour(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestartTour($routeName: String!) {\n    restartTour(routeName: $routeName) {\n      tour {\n        id\n        dejaFait\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TutorialCards_tutorial on Tutorial {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n"): (typeof documents)["\n  fragment TutorialCards_tutorial on Tutorial {\n    id\n    title\n    description\n    url\n    iconUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MapSelectors_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n  }\n"): (typeof documents)["\n  fragment MapSelectors_culture on Culture {\n    id\n    idtCultureTypeTRAME\n    intitule\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YieldLegend_map on YieldMap {\n    id\n    quartiles {\n      q1\n      q2\n      q3\n    }\n  }\n"): (typeof documents)["\n  fragment YieldLegend_map on YieldMap {\n    id\n    quartiles {\n      q1\n      q2\n      q3\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YieldMapView_map on YieldMap {\n    id\n    zones {\n      id\n      libelle\n      area\n      rendement\n      grade\n    }\n  }\n"): (typeof documents)["\n  fragment YieldMapView_map on YieldMap {\n    id\n    zones {\n      id\n      libelle\n      area\n      rendement\n      grade\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
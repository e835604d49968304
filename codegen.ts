import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

// One config for both sides of the contract: the merged SDL (committed, so schema changes show in review),
// typed resolvers for the gateway, and the client preset (typed documents, fragment masking, persisted
// operation hashes) for the web app and, without masking or hashes, for the tests. Each client output names its
// own documents: root-level ones would be read by every output.
const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'schema/schema.graphql': { plugins: ['schema-ast'], config: { includeDirectives: true } },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        scalars: { DateTime: 'string', Upload: '../uploads/streaming-upload.ts#StreamingUpload' },
        mappers: {
          Viewer: '../mappers.ts#ViewerParent',
          Dossier: '../mappers.ts#DossierParent',
          PortfolioDossier: '../mappers.ts#DossierParent',
          User: '../mappers.ts#UserParent',
          HomeSection: '../mappers.ts#HomeSectionParent',
          KeyFigure: '../mappers.ts#KeyFigureParent',
          Stat: '../mappers.ts#StatParent',
          Tool: '../mappers.ts#ToolParent',
          Shortcut: '../mappers.ts#ShortcutParent',
          Loan: '../mappers.ts#LoanParent',
          Notification: '../mappers.ts#NotificationParent',
          Event: '../mappers.ts#EventParent',
          EventParticipant: '../mappers.ts#EventParticipantParent',
          Appointment: '../mappers.ts#AppointmentParent',
          Participant: '../mappers.ts#ParticipantParent',
          AppointmentConnection: '../mappers.ts#AppointmentConnectionParent',
          EventConnection: '../mappers.ts#EventConnectionParent',
          DossierConnection: '../mappers.ts#DossierConnectionParent',
          NotificationConnection: '../mappers.ts#NotificationConnectionParent',
          Contact: '../mappers.ts#ContactParent',
          SharedCredential: '../mappers.ts#SharedCredentialParent',
          Invitation: '../legacy/shapes.ts#LegacyInvitation',
          Assolement: '../mappers.ts#AssolementParent',
          AssolementCulture: '../mappers.ts#AssolementCultureParent',
          Culture: '../mappers.ts#CultureParent',
          Duer: '../mappers.ts#DuerParent',
          DuerCategorie: '../mappers.ts#DuerCategorieParent',
          DuerBaseCategorie: '../mappers.ts#DuerBaseCategorieParent',
          DuerAutreDossier: '../mappers.ts#DuerAutreDossierParent',
          DuerModule: '../mappers.ts#DuerModuleParent',
          DuerGroupe: '../mappers.ts#DuerGroupeParent',
          DuerRisque: '../mappers.ts#DuerRisqueParent',
          DuerPage: '../mappers.ts#DuerPageParent',
          DuerAnnexes: '../mappers.ts#DuerAnnexesParent',
          DuerAnnexe: '../mappers.ts#DuerAnnexeParent',
          DuerBaseAnnexe: '../mappers.ts#DuerBaseAnnexeParent',
          DuerBasePage: '../mappers.ts#DuerBasePageParent',
          DuerBasePicto: '../mappers.ts#DuerBasePictoParent',
          DuerRisquePicto: '../mappers.ts#DuerRisquePictoParent',
          StoreNode: '../mappers.ts#StoreNodeParent',
          StoreDocument: '../mappers.ts#StoreDocumentParent',
          StoreDocumentConnection: '../mappers.ts#StoreDocumentConnectionParent',
          SentDocument: '../mappers.ts#SentDocumentParent',
          Tour: '../legacy/shapes.ts#LegacyTour',
          Documentation: '../legacy/shapes.ts#LegacyDocumentation',
          Tutorial: '../legacy/shapes.ts#LegacyHelpCard',
          BoardWorkspace: '../legacy/shapes.ts#LegacyBoardWorkspace',
          BoardDocument: '../legacy/shapes.ts#LegacyLibraryDocument',
          ELearning: '../legacy/shapes.ts#LegacyHelpCard',
          DocumentationLibrary: '../mappers.ts#DocumentationLibraryParent',
          LibraryDocument: '../mappers.ts#LibraryDocumentParent',
          LibraryDocumentConnection: '../mappers.ts#LibraryDocumentConnectionParent',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Every ID the gateway answers is a string: mutations take them back as such.
        scalars: { ID: 'string', DateTime: 'string', Upload: 'File' },
      },
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: true },
      // The web app sends only the hash and the gateway runs its copy of the document: that copy must ask for
      // the __typename Apollo's cache adds to everything it sends and needs to normalize the answers.
      documentTransforms: [addTypenameSelectionDocumentTransform],
    },
    // The tests' typed kit: the contract suite's operations (and the sign-in the end-to-end fixtures share) as
    // typed documents, unmasked, sent as text.
    'tests/testkit/__generated__/': {
      documents: ['tests/contract/**/*.ts', 'tests/testkit/**/*.ts', '!tests/testkit/__generated__/**'],
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Every ID the gateway answers is a string: mutations take them back as such.
        scalars: { ID: 'string', DateTime: 'string', Upload: 'File' },
      },
      presetConfig: { fragmentMasking: false },
    },
    // The API recipes' typed documents (docs/api/recipes/): strings with their types, so that a script needs no
    // GraphQL library to send them.
    'docs/api/recipes/__generated__/': {
      documents: ['docs/api/recipes/*.ts'],
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        documentMode: 'string',
        scalars: { ID: 'string', DateTime: 'string', Upload: 'never' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;

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
          Viewer: '../graphql/mappers.ts#ViewerParent',
          Dossier: '../graphql/mappers.ts#DossierParent',
          PortfolioDossier: '../graphql/mappers.ts#DossierParent',
          User: '../graphql/mappers.ts#UserParent',
          HomeSection: '../graphql/mappers.ts#HomeSectionParent',
          KeyFigure: '../graphql/mappers.ts#KeyFigureParent',
          Stat: '../graphql/mappers.ts#StatParent',
          Tool: '../graphql/mappers.ts#ToolParent',
          Shortcut: '../graphql/mappers.ts#ShortcutParent',
          Loan: '../graphql/mappers.ts#LoanParent',
          Notification: '../graphql/mappers.ts#NotificationParent',
          Event: '../graphql/mappers.ts#EventParent',
          EventParticipant: '../graphql/mappers.ts#EventParticipantParent',
          Appointment: '../graphql/mappers.ts#AppointmentParent',
          Participant: '../graphql/mappers.ts#ParticipantParent',
          AppointmentConnection: '../graphql/mappers.ts#AppointmentConnectionParent',
          EventConnection: '../graphql/mappers.ts#EventConnectionParent',
          DossierConnection: '../graphql/mappers.ts#DossierConnectionParent',
          NotificationConnection: '../graphql/mappers.ts#NotificationConnectionParent',
          Contact: '../graphql/mappers.ts#ContactParent',
          SharedCredential: '../graphql/mappers.ts#SharedCredentialParent',
          Invitation: '../domains/legacy-shapes.ts#LegacyInvitation',
          Assolement: '../graphql/mappers.ts#AssolementParent',
          AssolementCulture: '../graphql/mappers.ts#AssolementCultureParent',
          Culture: '../graphql/mappers.ts#CultureParent',
          YieldMap: '../graphql/mappers.ts#YieldMapParent',
          Duer: '../graphql/mappers.ts#DuerParent',
          DuerCategorie: '../graphql/mappers.ts#DuerCategorieParent',
          DuerBaseCategorie: '../graphql/mappers.ts#DuerBaseCategorieParent',
          DuerAutreDossier: '../graphql/mappers.ts#DuerAutreDossierParent',
          DuerModule: '../graphql/mappers.ts#DuerModuleParent',
          DuerGroupe: '../graphql/mappers.ts#DuerGroupeParent',
          DuerRisque: '../graphql/mappers.ts#DuerRisqueParent',
          DuerPage: '../graphql/mappers.ts#DuerPageParent',
          DuerAnnexes: '../graphql/mappers.ts#DuerAnnexesParent',
          DuerAnnexe: '../graphql/mappers.ts#DuerAnnexeParent',
          DuerBaseAnnexe: '../graphql/mappers.ts#DuerBaseAnnexeParent',
          DuerBasePage: '../graphql/mappers.ts#DuerBasePageParent',
          DuerBasePicto: '../graphql/mappers.ts#DuerBasePictoParent',
          DuerRisquePicto: '../graphql/mappers.ts#DuerRisquePictoParent',
          StoreNode: '../graphql/mappers.ts#StoreNodeParent',
          StoreDocument: '../graphql/mappers.ts#StoreDocumentParent',
          StoreDocumentConnection: '../graphql/mappers.ts#StoreDocumentConnectionParent',
          SentDocument: '../graphql/mappers.ts#SentDocumentParent',
          Tour: '../domains/tours/tours-shapes.ts#LegacyTour',
          Documentation: '../domains/documentation/documentation-shapes.ts#LegacyDocumentation',
          Tutorial: '../domains/tutorials/tutorials-shapes.ts#LegacyHelpCard',
          BoardWorkspace: '../domains/board-documents/board-documents-shapes.ts#LegacyBoardWorkspace',
          BoardDocument: '../domains/legacy-shapes.ts#LegacyLibraryDocument',
          ELearning: '../domains/tutorials/tutorials-shapes.ts#LegacyHelpCard',
          DocumentationLibrary: '../graphql/mappers.ts#DocumentationLibraryParent',
          LibraryDocument: '../graphql/mappers.ts#LibraryDocumentParent',
          LibraryDocumentConnection: '../graphql/mappers.ts#LibraryDocumentConnectionParent',
          ApiToken: '../graphql/mappers.ts#ApiTokenParent',
          Device: '../graphql/mappers.ts#DeviceParent',
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

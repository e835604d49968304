import { z } from 'zod';
import { legacyId, libraryDocumentListShape, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// The board's documents (legacy-api/CONTRACT.md, /api/documents/ged/administration/documents/*): its workspaces,
// and each one's documents, library documents as the documentation's.
export const boardWorkspaceListShape = z.object({
  data: z.array(
    z.object({
      _id: legacyId,
      uuid: z.string(),
      title: z.string(),
      color: orNull(z.string()),
      icon: orNull(z.string()),
    }),
  ),
});
export type LegacyBoardWorkspace = z.output<typeof boardWorkspaceListShape>['data'][number];
export const boardDocumentListShape = z.object({ data: libraryDocumentListShape });

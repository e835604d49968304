import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway } from './support.ts';

// Reads the run's emulator only: the board's seeded workspaces (legacy-api/src/db/seed/board-documents.ts).
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const CA = '6c1f0e52-2f1c-4d7a-9a61-0c5d1b7e2a01';

const Board = graphql(`
  query ContractBoardDocuments($workspaceId: ID!) {
    viewer {
      id
      boardWorkspaces {
        id
        title
        color
      }
      boardWorkspace(workspaceId: $workspaceId) {
        id
        title
        documents {
          id
          name
          taille
          dateModification
          downloadUrl
          previewUrl
        }
      }
    }
  }
`);

describe("the board's documents", () => {
  it('opens the workspaces and their documents to an administrator, with files the gateway streams', async () => {
    const cookie = await gateway.signIn('collaborateur');
    const { body } = await gateway.graphql(Board, { workspaceId: CA }, cookie);
    expect(body.data?.viewer?.boardWorkspaces?.map((w) => w.title)).toEqual([
      "Conseil d'administration",
      'Bureau',
      'Assemblée générale',
    ]);
    const documents = body.data?.viewer?.boardWorkspace?.documents ?? [];
    expect(documents).toHaveLength(6);
    const pdf = documents.find((d) => d.name === 'Ordre du jour CA septembre 2026.pdf');
    expect(pdf).toMatchObject({ downloadUrl: '/fichiers/ged-administration/ca-1' });
    expect(documents.find((d) => d.name.endsWith('.docx'))?.previewUrl).toBeNull();

    const file = await fetch(`${gateway.url}${pdf?.previewUrl ?? ''}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('opens nothing to a client without administrateur_cder', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const { body } = await gateway.graphql(Board, { workspaceId: CA }, cookie);
    expect(body.data?.viewer).toMatchObject({ boardWorkspaces: [], boardWorkspace: null });
    const file = await fetch(`${gateway.url}/fichiers/ged-administration/ca-1`, { headers: { cookie } });
    expect(file.status).toBe(403);
  });
});

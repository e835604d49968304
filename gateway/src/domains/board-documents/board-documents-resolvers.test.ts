import { describe, expect, it } from 'vitest';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const BASE = '/api/documents/ged/administration/documents';
const WORKSPACE = {
  _id: 'ca',
  uuid: 'u-ca',
  title: "Conseil d'administration",
  color: '#1d5b79',
  icon: 'dossier',
};
const doc = (id: string, name: string) => ({
  id,
  name,
  urlPreview: `${BASE}/document/${id}/preview`,
  urlWebdav: `${BASE}/document/${id}`,
  taille: 1200,
  dateCreation: '2026-09-01T09:00:00.000Z',
  dateModification: '2026-09-02T09:00:00.000Z',
  millesime: 2026,
  estSiteInternet: false,
});

function answers(rights: string[]) {
  stack.legacy.routes['GET /api/droits'] = () => {
    const body = ownerRightsWith([])().body as { mesDroits: { utilisateur: string[] } };
    body.mesDroits.utilisateur = rights;
    return { body };
  };
  stack.legacy.routes[`GET ${BASE}/tree/`] = () => ({ body: { data: [WORKSPACE] } });
  stack.legacy.routes[`GET ${BASE}/nodes/u-ca`] = () => ({
    body: { data: [doc('d1', 'Ordre du jour.pdf'), doc('d2', 'Budget.xlsx')] },
  });
}

const query = `{ viewer {
  boardWorkspaces { id title color }
  boardWorkspace(workspaceId: "u-ca") { id title documents { id name taille dateModification downloadUrl previewUrl } }
} }`;

describe("the board's documents", () => {
  it('gives an administrator the workspaces and, in one, its documents with their file addresses', async () => {
    answers(['administrateur_cder']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      viewer: {
        boardWorkspaces: [{ id: 'u-ca', title: "Conseil d'administration", color: '#1d5b79' }],
        boardWorkspace: {
          id: 'u-ca',
          title: "Conseil d'administration",
          documents: [
            {
              id: 'd1',
              name: 'Ordre du jour.pdf',
              taille: 1200,
              dateModification: '2026-09-02T09:00:00.000Z',
              downloadUrl: '/fichiers/ged-administration/d1',
              previewUrl: '/fichiers/ged-administration/d1/apercu',
            },
            {
              id: 'd2',
              name: 'Budget.xlsx',
              taille: 1200,
              dateModification: '2026-09-02T09:00:00.000Z',
              downloadUrl: '/fichiers/ged-administration/d2',
              previewUrl: null,
            },
          ],
        },
      },
    });
  });

  it('gives nothing to a viewer without administrateur_cder, whatever the legacy answers', async () => {
    answers(['oic']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({ viewer: { boardWorkspaces: [], boardWorkspace: null } });
  });

  it("streams a document's file for an administrator and refuses it to anyone else before asking the legacy", async () => {
    answers(['administrateur_cder']);
    stack.legacy.routes[`GET ${BASE}/document/d1/preview`] = () => ({
      headers: { 'content-type': 'application/pdf' },
      raw: '%PDF-1.4',
    });
    const ok = await stack.gateway.app.inject({
      method: 'GET',
      url: '/fichiers/ged-administration/d1/apercu',
      headers: { cookie: SESSION },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('%PDF-1.4');

    answers([]);
    const before = stack.legacy.calls.filter((c) => c.path.startsWith(`${BASE}/document`)).length;
    const refused = await stack.gateway.app.inject({
      method: 'GET',
      url: '/fichiers/ged-administration/d1/apercu',
      headers: { cookie: SESSION },
    });
    expect(refused.statusCode).toBe(403);
    expect(stack.legacy.calls.filter((c) => c.path.startsWith(`${BASE}/document`))).toHaveLength(before);
  });
});

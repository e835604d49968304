import { INVITATION_ANSWERED } from '@portal/schema/rules/invitations';
import { SHARING_ROLE_MISSING } from '@portal/schema/rules/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerGuid } from '../db/seed/dossiers.ts';
import { callsAs, DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: Awaited<ReturnType<typeof callsAs>>;
let partner: Awaited<ReturnType<typeof callsAs>>;
let invitee: Awaited<ReturnType<typeof callsAs>>;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, partner, invitee] = await Promise.all([
    callsAs(ctx.app, 'proprietaire@demo.fr'),
    callsAs(ctx.app, 'associe@demo.fr'),
    callsAs(ctx.app, 'acces.bureau@demo.fr'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

interface MyRights {
  dossiers: { codeDossier: string; idRole: number; autorisations: { ged: { categories: string[] } } }[];
}

const invitation = (mailInvite: string, idRole = 3, categoriesIdAutorisees = ['mesDocs_social_paie']) => ({
  mailInvite,
  dossiers: [
    { codeDossier: 'VIT002', raisonSociale: 'Champagne Morel Père et Fils', idRole, categoriesIdAutorisees },
  ],
});

describe('access sharing (/api/droits/*)', () => {
  it('answers the roles with their predefined categories and the three-level category tree', async () => {
    const roles = (await owner.get('/api/droits/roles')).json<
      { idRole: number; categoriesPredefinies: string[] }[]
    >();
    expect(roles.map((r) => r.idRole)).toEqual([2, 3, 4]);
    expect(roles[1]?.categoriesPredefinies).toEqual(['mesDocs', 'mesDocs_social', 'mesDocs_social_paie']);
    const tree = (await owner.get('/api/droits/categories')).json<
      { _id: string; souscategories: { _id: string }[] }[]
    >();
    expect(tree.map((c) => c._id)).toEqual(['mesDocs', 'mesFacts']);
    expect(tree[0]?.souscategories.map((c) => c._id)).toContain('mesDocs_social');
  });

  it("invites an e-mail to an owned file with the categories' parents, mails the link, and lists it as sent", async () => {
    const sent = await owner.post('/api/droits/invitations', invitation('nouvelle.personne@demo.fr'));
    expect(sent.statusCode).toBe(200);
    const body = sent.json<{ id: string; dossiers: { categoriesIdAutorisees: string[] }[] }>();
    expect(body.dossiers[0]?.categoriesIdAutorisees).toEqual([
      'mesDocs',
      'mesDocs_social',
      'mesDocs_social_paie',
    ]);
    const outbox = (await ctx.app.inject({ url: '/__outbox?recipient=nouvelle.personne@demo.fr' })).json<
      { link: string }[]
    >();
    expect(outbox[0]?.link).toBe(`/invitation/${body.id}/`);
    const list = (await owner.get('/api/droits/invitations/sent')).json<{ id: string }[]>();
    expect(list.map((i) => i.id)).toContain(body.id);
  });

  it('refuses an invitation, a change or a withdrawal on a file the caller does not own, and changes nothing', async () => {
    expect(
      (
        await partner.post('/api/droits/invitations', {
          ...invitation('x@demo.fr'),
          dossiers: [{ codeDossier: 'AGR001', raisonSociale: 'x', idRole: 3, categoriesIdAutorisees: [] }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await owner.post('/api/droits/invitations', {
          ...invitation('x@demo.fr'),
          dossiers: [{ codeDossier: 'ACS003', raisonSociale: 'x', idRole: 3, categoriesIdAutorisees: [] }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await partner.delete(`/api/droits/AGR001/${ownerGuid('acces.telephone@demo.fr')}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await partner.put(`/api/droits/personne/${ownerGuid('acces.telephone@demo.fr')}`, {
          guidPersonne: ownerGuid('acces.telephone@demo.fr'),
          droits: [{ action: 'remove', droit: { Autorisations: {}, codeDossier: 'AGR001', idRole: -1 } }],
        })
      ).statusCode,
    ).toBe(403);
    const transmitted = (await owner.get('/api/droits/sent')).json<{
      dossiers: { emailPersonne: string }[];
    }>();
    expect(transmitted.dossiers.map((d) => d.emailPersonne)).toContain('associe@demo.fr');
  });

  it("refuses an invited file without a role with the spec's message", async () => {
    const refused = await owner.post('/api/droits/invitations', invitation('sans.role@demo.fr', -1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(SHARING_ROLE_MISSING);
  });

  it("accepts with the invitation's categories, refuses another once, and removes the person's own access", async () => {
    expect(
      (await invitee.put('/api/droits/invitations/inv-acces-accepter-bureau/accepter', {})).statusCode,
    ).toBe(200);
    const rights = (await invitee.get('/api/droits/mesdroits')).json<MyRights>();
    expect(rights.dossiers.find((d) => d.codeDossier === 'VIT002')?.autorisations.ged.categories).toEqual([
      'mesDocs',
      'mesDocs_social',
    ]);
    expect(
      (await partner.put('/api/droits/invitations/inv-acces-refuser-bureau/refuser', {})).statusCode,
    ).toBe(403);
    expect(
      (await invitee.put('/api/droits/invitations/inv-acces-refuser-bureau/refuser', {})).statusCode,
    ).toBe(200);
    const again = await invitee.put('/api/droits/invitations/inv-acces-refuser-bureau/refuser', {});
    expect(again.json<{ message: string }>().message).toBe(INVITATION_ANSWERED);
    expect((await invitee.delete('/api/droits/SHR024')).statusCode).toBe(200);
    const left = (await invitee.get('/api/droits/mesdroits')).json<MyRights>();
    expect(left.dossiers.map((d) => d.codeDossier)).toEqual(['VIT002']);
  });

  it("grants, then changes a person's rights: a file removed, another's categories narrowed", async () => {
    const guid = ownerGuid('acces.telephone@demo.fr');
    const droit = (codeDossier: string, idRole: number, categories: string[]) => ({
      Autorisations: { ged: { categories } },
      codeDossier,
      idRole,
    });
    const put = (droits: object[]) =>
      owner.put(`/api/droits/personne/${guid}`, { guidPersonne: guid, droits });
    await put([
      { action: 'update', droit: droit('VIT002', 2, ['mesDocs', 'mesFacts']) },
      { action: 'update', droit: droit('AGR001', 3, []) },
    ]);
    await put([
      { action: 'update', droit: droit('VIT002', 4, ['mesFacts']) },
      { action: 'remove', droit: droit('AGR001', -1, []) },
    ]);
    const person = await callsAs(ctx.app, 'acces.telephone@demo.fr');
    const rights = (await person.get('/api/droits/mesdroits')).json<MyRights>();
    expect(rights.dossiers.map((d) => d.codeDossier).sort()).toEqual(['SHR022', 'VIT002']);
    expect(rights.dossiers.find((d) => d.codeDossier === 'VIT002')).toMatchObject({
      idRole: 4,
      autorisations: { ged: { categories: ['mesFacts'] } },
    });
  });

  it('lets only its sender delete an invitation', async () => {
    expect((await partner.delete('/api/droits/invitations/inv-acces-accepter-telephone')).statusCode).toBe(
      403,
    );
    expect((await owner.delete('/api/droits/invitations/inv-acces-accepter-telephone')).statusCode).toBe(200);
    expect((await owner.get('/api/droits/invitations/inv-acces-accepter-telephone')).statusCode).toBe(404);
  });
});

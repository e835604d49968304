import { SHORTCUT_LIBELLE_REQUIRED } from '@portal/schema/rules/shortcuts';
import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Shortcut {
  _id: string;
  libelle: string;
  url: string;
}

describe('web shortcuts', () => {
  it("lists the account's own shortcuts", async () => {
    const owned = (await accounts.owner.get('/api/user/shortcuts')).json<Shortcut[]>();
    expect(owned.map((s) => s.libelle)).toEqual(['Cours des céréales', 'Chambre d’agriculture de la Marne']);
    expect((await accounts.partner.get('/api/user/shortcuts')).json()).toEqual([]);
  });

  it("adds one with 'http://' before an address without '//', changes it, then deletes it", async () => {
    const added = (
      await accounts.partner.post('/api/user/shortcuts', { libelle: 'MSA', url: 'www.msa.fr' })
    ).json<Shortcut>();
    expect(added).toMatchObject({ libelle: 'MSA', url: 'http://www.msa.fr' });
    const changed = await accounts.partner.post('/api/user/shortcuts', {
      _id: added._id,
      libelle: 'MSA',
      url: 'https://msa.fr',
    });
    expect(changed.json()).toEqual({ _id: added._id, libelle: 'MSA', url: 'https://msa.fr' });
    expect((await accounts.partner.get('/api/user/shortcuts')).json()).toEqual([changed.json()]);
    expect((await accounts.partner.delete(`/api/user/shortcuts/${added._id}`)).statusCode).toBe(200);
    expect((await accounts.partner.get('/api/user/shortcuts')).json()).toEqual([]);
  });

  it("refuses a shortcut without a label, and another account's shortcut, changing nothing", async () => {
    const refused = await accounts.partner.post('/api/user/shortcuts', { libelle: ' ', url: 'www.msa.fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: SHORTCUT_LIBELLE_REQUIRED, affichable: true });
    const [first] = (await accounts.owner.get('/api/user/shortcuts')).json<Shortcut[]>();
    expect(
      (await accounts.partner.post('/api/user/shortcuts', { _id: first!._id, libelle: 'x', url: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await accounts.partner.delete(`/api/user/shortcuts/${first!._id}`)).statusCode).toBe(404);
    expect((await accounts.owner.get('/api/user/shortcuts')).json<Shortcut[]>()[0]).toEqual(first);
  });
});

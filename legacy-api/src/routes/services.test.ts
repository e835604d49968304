import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Service {
  _id: string;
  slug: string;
  isStarred: boolean;
  ressources: { type: string; idVideo: string | null }[];
}

describe('GET /api/annuaire-services[/{id}]', () => {
  it('answers the directory newest first, and one service with its resources', async () => {
    const list = (await accounts.owner.get('/api/annuaire-services')).json<Service[]>();
    expect(list.map((s) => s.slug)).toEqual([
      'environnement',
      'installation',
      'paie',
      'fiscalite',
      'transmission',
    ]);
    const one = (await accounts.owner.get('/api/annuaire-services/srv-transmission')).json<Service>();
    expect(one.ressources.map((r) => r.type)).toEqual(['video', 'pdf']);
    expect((await accounts.owner.get('/api/annuaire-services/srv-inconnu')).statusCode).toBe(404);
  });
});

describe('POST /api/annuaire-services/{id}/rappel', () => {
  it("accepts a callback from one of the file's directors", async () => {
    const response = await accounts.owner.post('/api/annuaire-services/srv-paie/rappel', {
      codeAgent: 'AG108',
      codeDossier: 'VIT002',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK' });
  });

  it("refuses a contact who is not one of the file's directors, and a file of someone else", async () => {
    const notDirector = await accounts.owner.post('/api/annuaire-services/srv-paie/rappel', {
      codeAgent: 'AG101',
      codeDossier: 'AGR001',
    });
    expect(notDirector.statusCode).toBe(400);
    const elsewhere = await accounts.partner.post('/api/annuaire-services/srv-paie/rappel', {
      codeAgent: 'AG108',
      codeDossier: 'VIT002',
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});

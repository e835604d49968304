import { AG_CLOSED } from '@portal/schema/rules/general-assembly';
import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();
const YEAR = 2026;

const answer = (id: number, codeDossier: string, nbPersonne = 2) => ({
  id,
  codeDossier,
  participe: true,
  nbPersonne,
  dateReponse: '2026-11-21T10:00:00.000Z',
  dateModification: '2026-11-21T10:00:00.000Z',
  adresseIp: '203.0.113.7',
});

interface Invitation {
  id: number;
  nbPersonne: number;
  userModification: string | null;
  adresseIp: string | null;
}

describe('the general assembly calls', () => {
  it("answers the file's registration period and its invitations of the year", async () => {
    const dates = (await accounts.owner.get('/api/ag/dates?codeDossier=AGR001')).json<{ dateFin: string }>();
    expect(Date.parse(dates.dateFin)).toBeGreaterThan(Date.parse('2026-11-21T10:00:00.000Z'));
    const invitations = (await accounts.owner.get(`/api/ag/invitations/${YEAR}?codeDossier=AGR001`)).json<
      Invitation[]
    >();
    expect(invitations).toHaveLength(2);
  });

  it('records an answer with the IP address given, and names who answered', async () => {
    const [first] = (await accounts.owner.get(`/api/ag/invitations/${YEAR}?codeDossier=AGR001`)).json<
      Invitation[]
    >();
    const response = await accounts.owner.post('/api/ag/invitations/register', answer(first!.id, 'AGR001'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ libelleUserModification: 'Jeanne Morel' });
    const [reread] = (await accounts.owner.get(`/api/ag/invitations/${YEAR}?codeDossier=AGR001`)).json<
      Invitation[]
    >();
    expect(reread).toMatchObject({ nbPersonne: 2, adresseIp: '203.0.113.7' });
    expect(reread?.userModification).not.toBeNull();
  });

  it('refuses an answer once the entity’s registration is closed, and on a file of someone else', async () => {
    const [closed] = (await accounts.owner.get(`/api/ag/invitations/${YEAR}?codeDossier=VIT002`)).json<
      Invitation[]
    >();
    const refused = await accounts.owner.post('/api/ag/invitations/register', answer(closed!.id, 'VIT002'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: AG_CLOSED, affichable: true });
    expect((await accounts.partner.get('/api/ag/dates?codeDossier=VIT002')).statusCode).toBe(403);
  });

  it('serves the blank proxy form as a pdf', async () => {
    const response = await accounts.owner.get('/api/ag/pouvoir');
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});

import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

// The owner's rights include 'oic', the partner's do not (legacy-api/src/db/seed/accounts.ts).
const accounts = useOwnerAndPartner();

describe('tutorials and the creators programme', () => {
  it('lists the tutorials to anyone signed in, each with its description and address', async () => {
    const tutorials = (await accounts.partner.get('/api/tutos')).json<{ code: string; url: string }[]>();
    expect(tutorials).toHaveLength(4);
    expect(tutorials[0]).toMatchObject({ code: 'premiers-pas', title: 'Premiers pas sur votre espace' });
    expect((await accounts.partner.get('/api/tutos/icon/premiers-pas')).statusCode).toBe(200);
  });

  it("answers the seven e-learnings, the interlocutors and their site only with the rights entry 'oic'", async () => {
    expect((await accounts.owner.get('/api/elearnings')).json()).toHaveLength(7);
    const contacts = (await accounts.owner.get('/api/contacts/oic/list')).json<{ codeAgent: string }[]>();
    expect(contacts.map((c) => c.codeAgent)).toEqual(['AG102', 'AG103', 'AG104']);
    expect((await accounts.owner.get('/api/contacts/oic/infos')).json()).toMatchObject({
      adresseL1: 'Pôle Initial Conseil',
    });
    for (const path of ['/api/elearnings', '/api/contacts/oic/list', '/api/contacts/oic/infos'])
      expect((await accounts.partner.get(path)).statusCode).toBe(403);
  });
});

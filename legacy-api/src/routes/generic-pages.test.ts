import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

describe('generic pages', () => {
  it('answers a page in html as the firm wrote it, scripts included, with status 200', async () => {
    const answer = (await accounts.owner.get('/api/genericpage/charte-utilisation')).json<{
      status: number;
      data: { title: string; url: string | null; content: string };
    }>();
    expect(answer.status).toBe(200);
    expect(answer.data.title).toBe("Charte d'utilisation du portail");
    expect(answer.data.url).toBeNull();
    expect(answer.data.content).toContain('<script>');
    expect(answer.data.content).toContain('onerror=');
  });

  it('answers a framed page with its address and no content', async () => {
    const answer = (await accounts.partner.get('/api/genericpage/meteo-agricole')).json<unknown>();
    expect(answer).toEqual({
      status: 200,
      data: {
        title: 'Météo agricole',
        url: 'https://meteo.terres-conseil.example.fr/previsions',
        content: null,
      },
    });
  });

  it('answers status 404 in the body for an unknown page', async () => {
    const response = await accounts.owner.get('/api/genericpage/inconnue');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 404, data: null });
  });
});

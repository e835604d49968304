import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

describe("One Day's gallery", () => {
  it('lists 68 described photos, each with its thumbnail and large paths', async () => {
    const photos = (await accounts.owner.get('/api/oneday/galerie')).json<
      { id: number; sm: string; lg: string; description: string }[]
    >();
    expect(photos).toHaveLength(68);
    expect(photos[4]).toEqual({
      id: 5,
      sm: '/api/oneday/galerie/5/sm',
      lg: '/api/oneday/galerie/5/lg',
      description: 'Soirée — photo 5',
    });
  });

  it('draws each photo as an svg of its size, different from one photo to the next', async () => {
    const small = await accounts.partner.get('/api/oneday/galerie/5/sm');
    expect(small.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(small.body).toContain('width="320"');
    expect((await accounts.partner.get('/api/oneday/galerie/5/lg')).body).toContain('width="1200"');
    expect((await accounts.partner.get('/api/oneday/galerie/6/sm')).body).not.toBe(small.body);
  });

  it('answers 404 for a photo the gallery does not have', async () => {
    expect((await accounts.owner.get('/api/oneday/galerie/69/sm')).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

describe('the photo gallery', () => {
  it('gives each photo its thumbnail and large picture through the gateway’s file route', async () => {
    stack.legacy.routes['GET /api/oneday/galerie'] = () => ({
      body: [
        { id: 7, sm: '/api/oneday/galerie/7/sm', lg: '/api/oneday/galerie/7/lg', description: 'Atelier' },
      ],
    });
    const answer = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { galleryImages { id sm lg description } } }' },
      { cookie: SESSION },
    );
    expect(answer.json().data).toEqual({
      viewer: {
        galleryImages: [
          { id: '7', sm: '/fichiers/galerie/7/sm', lg: '/fichiers/galerie/7/lg', description: 'Atelier' },
        ],
      },
    });
  });
});

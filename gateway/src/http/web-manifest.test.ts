import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeLegacy, startGatewayAgainst } from '../testing/fake-legacy.ts';

const THEMES: Record<string, { platformName: string; entityName: string; primaryColor: string }> = {
  terres: {
    platformName: 'Mon Espace Terres Conseil',
    entityName: 'Terres Conseil',
    primaryColor: '#2e7d32',
  },
  vignes: {
    platformName: 'Mon Espace Vignes & Gestion',
    entityName: 'Vignes & Gestion Conseil',
    primaryColor: '#7b1f3a',
  },
};

const running: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const program of running.splice(0).reverse()) await program.close();
});

async function gatewayOfBrand(brand: string) {
  const legacy = await startFakeLegacy({
    [`GET /api/theme/${brand}`]: () => ({
      body: {
        code: brand,
        ...THEMES[brand],
        supportPhone: '03 26 48 00 00',
        chartColors: [],
        links: {
          home: '',
          legalNotice: '',
          loginService: '',
          api: '',
          webmail: '',
          adminBoard: '',
          documentLibrary: '',
        },
      },
    }),
  });
  running.push(legacy);
  const gateway = await startGatewayAgainst(legacy.url, { PORTAL_BRAND: brand });
  running.push(gateway.app);
  return gateway.app;
}

describe('the web manifest', () => {
  it.each(['terres', 'vignes'])('carries the %s brand’s name, short name and colour', async (brand) => {
    const app = await gatewayOfBrand(brand);
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({
      name: THEMES[brand]!.platformName,
      short_name: THEMES[brand]!.entityName,
      theme_color: THEMES[brand]!.primaryColor,
      start_url: '/accueil',
      display: 'standalone',
    });
  });

  it('offers icons that are PNG images of the announced sizes, in the brand’s colour', async () => {
    const app = await gatewayOfBrand('vignes');
    const { icons } = (await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      icons: { src: string; sizes: string }[];
    }>();
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const response = await app.inject({ method: 'GET', url: icon.src });
      expect(response.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(response.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // The corner shows the brand's colour (#7b1f3a).
      expect([...png.data.subarray(0, 3)]).toEqual([0x7b, 0x1f, 0x3a]);
    }
  });

  it('answers an icon size it does not offer with a 404 in French', async () => {
    const app = await gatewayOfBrand('terres');
    const response = await app.inject({ method: 'GET', url: '/icons/64.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Introuvable.' });
  });
});

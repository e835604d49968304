import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyTheme } from '../domains/theme/theme-shapes.ts';
import { brandIcon, ICON_SIZES } from './brand-icon.ts';

// The brand changes with a release, not during a visit: browsers may keep these an hour.
const CACHE = 'public, max-age=3600';

/** The web manifest of the gateway's brand (issue 23: installable, with the brand's name, colour and icons). */
export function webManifest(theme: Pick<LegacyTheme, 'platformName' | 'entityName' | 'primaryColor'>) {
  return {
    name: theme.platformName,
    short_name: theme.entityName,
    lang: 'fr',
    start_url: '/accueil',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme.primaryColor,
    icons: ICON_SIZES.map((size) => ({
      src: `/icons/${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
  };
}

/**
 * Serves `/manifest.webmanifest` and `/icons/<size>.png` from the brand's theme (public, asked of the legacy
 * without a session). Icons are drawn once per colour and size.
 */
export function registerWebManifest(
  app: FastifyInstance,
  theme: (request: FastifyRequest) => Promise<LegacyTheme>,
): void {
  const icons = new Map<string, Buffer>();
  app.get('/manifest.webmanifest', async (request, reply) => {
    const manifest = webManifest(await theme(request));
    return reply.type('application/manifest+json').header('cache-control', CACHE).send(manifest);
  });
  app.get<{ Params: { size: string } }>('/icons/:size', async (request, reply) => {
    const size = ICON_SIZES.find((known) => request.params.size === `${known}.png`);
    if (!size) return reply.code(404).send({ message: 'Introuvable.' });
    const { primaryColor } = await theme(request);
    const key = `${primaryColor}/${size}`;
    let icon = icons.get(key);
    if (!icon) {
      icon = brandIcon(primaryColor, size);
      icons.set(key, icon);
    }
    return reply.type('image/png').header('cache-control', CACHE).send(icon);
  });
}

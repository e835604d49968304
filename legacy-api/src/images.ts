import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

// Pictograms drawn in code: deterministic, no binary assets in the repository.
const GLYPHS: Record<string, string> = {
  document:
    '<path d="M22 14h14l8 8v28H22z" fill="none" stroke="#fff" stroke-width="3"/><path d="M36 14v8h8" fill="none" stroke="#fff" stroke-width="3"/>',
  facture:
    '<path d="M22 14h20v36l-4-3-3 3-3-3-3 3-3-3-4 3z" fill="none" stroke="#fff" stroke-width="3"/><text x="32" y="38" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">€</text>',
  'rendez-vous':
    '<rect x="16" y="18" width="32" height="28" rx="3" fill="none" stroke="#fff" stroke-width="3"/><path d="M16 26h32M24 14v8M40 14v8" stroke="#fff" stroke-width="3"/>',
  evenement:
    '<path d="M32 14l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="none" stroke="#fff" stroke-width="3"/>',
  information:
    '<circle cx="32" cy="20" r="3" fill="#fff"/><path d="M32 28v20" stroke="#fff" stroke-width="4"/>',
  social:
    '<circle cx="25" cy="24" r="6" fill="none" stroke="#fff" stroke-width="3"/><circle cx="41" cy="24" r="6" fill="none" stroke="#fff" stroke-width="3"/><path d="M14 46c2-8 20-8 22 0M30 46c2-8 20-8 22 0" fill="none" stroke="#fff" stroke-width="3"/>',
  formation:
    '<path d="M12 26l20-10 20 10-20 10z" fill="none" stroke="#fff" stroke-width="3"/><path d="M20 30v10c6 5 18 5 24 0V30" fill="none" stroke="#fff" stroke-width="3"/>',
  reunion:
    '<circle cx="32" cy="22" r="6" fill="none" stroke="#fff" stroke-width="3"/><path d="M18 48c2-10 26-10 28 0" fill="none" stroke="#fff" stroke-width="3"/>',
  soiree: '<path d="M24 14h16l-8 16z M32 30v16 M24 48h16" fill="none" stroke="#fff" stroke-width="3"/>',
  webinaire:
    '<rect x="14" y="16" width="36" height="24" rx="2" fill="none" stroke="#fff" stroke-width="3"/><path d="M26 48h12M32 40v8" stroke="#fff" stroke-width="3"/>',
};

const COLOURS: Record<string, string> = {
  document: '#1565c0',
  facture: '#ef6c00',
  'rendez-vous': '#2e7d32',
  evenement: '#7b1f3a',
  information: '#00838f',
  social: '#6a1b9a',
  formation: '#2e7d32',
  reunion: '#1565c0',
  soiree: '#7b1f3a',
  webinaire: '#00838f',
};

/** Notification categories that have a pictogram; the image route answers 404 for any other. */
export const NOTIFICATION_CATEGORIES = [
  'document',
  'facture',
  'rendez-vous',
  'evenement',
  'information',
  'social',
];

/** A 64×64 round pictogram for a notification category or an event type. */
export function pictogram(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${name}"><circle cx="32" cy="32" r="32" fill="${COLOURS[name] ?? '#546e7a'}"/>${GLYPHS[name] ?? ''}</svg>`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A 640×360 banner for a home section: its colour, a few hills and its title. */
export function banner(title: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(title)}"><rect width="640" height="360" fill="${colour}"/><path d="M0 260 Q160 180 320 250 T640 230 V360 H0z" fill="#fff" fill-opacity="0.25"/><path d="M0 300 Q200 240 400 300 T640 290 V360 H0z" fill="#fff" fill-opacity="0.35"/><circle cx="540" cy="90" r="40" fill="#fff" fill-opacity="0.5"/></svg>`;
}

/**
 * A 640×360 picture for an event: the type's colour, hills and sun placed from the event id (so each event keeps
 * its own picture), and the type's glyph enlarged in the middle. No text: the page shows the title beside it.
 */
export function eventPicture(type: string, id: string): string {
  const bytes = createHash('sha256').update(`evenement:${id}`).digest();
  const at = (index: number, from: number, span: number) => from + (bytes[index]! % span);
  const colour = COLOURS[type] ?? '#546e7a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(type)}"><rect width="640" height="360" fill="${colour}"/><circle cx="${at(0, 60, 520)}" cy="${at(1, 50, 60)}" r="${at(2, 28, 24)}" fill="#fff" fill-opacity="0.45"/><path d="M0 ${at(3, 230, 50)} Q${at(4, 100, 120)} ${at(5, 160, 60)} 320 ${at(6, 230, 40)} T640 ${at(7, 210, 50)} V360 H0z" fill="#fff" fill-opacity="0.2"/><path d="M0 ${at(8, 290, 30)} Q${at(9, 160, 120)} ${at(10, 240, 40)} 400 ${at(11, 290, 30)} T640 ${at(12, 280, 30)} V360 H0z" fill="#fff" fill-opacity="0.3"/><g transform="translate(256 116) scale(2)">${GLYPHS[type] ?? GLYPHS.evenement!}</g></svg>`;
}

/** A 256×256 portrait: a silhouette on a colour drawn from the name, with the initials. */
export function portrait(name: string): string {
  const hue = createHash('sha256').update(`portrait:${name}`).digest()[0]! % 360;
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}"><rect width="256" height="256" fill="hsl(${hue} 45% 45%)"/><circle cx="128" cy="100" r="48" fill="#fff" fill-opacity="0.6"/><path d="M40 256c8-64 168-64 176 0z" fill="#fff" fill-opacity="0.6"/><text x="128" y="116" font-size="40" text-anchor="middle" fill="#333" font-family="sans-serif">${escapeXml(initials)}</text></svg>`;
}

/** A gallery photo, drawn from its number (sky, hills, sun vary): 320×213 thumbnail ('sm') or 1200×800 ('lg'). */
export function galleryPicture(id: number, size: 'sm' | 'lg'): string {
  const bytes = createHash('sha256').update(`galerie:${id}`).digest();
  const at = (index: number, from: number, span: number) => from + (bytes[index]! % span);
  const [width, height] = size === 'sm' ? [320, 213] : [1200, 800];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400" role="img" aria-label="Photo ${id}"><rect width="600" height="400" fill="hsl(${at(0, 180, 60)} 55% ${at(1, 55, 25)}%)"/><circle cx="${at(2, 60, 480)}" cy="${at(3, 50, 80)}" r="${at(4, 20, 30)}" fill="hsl(${at(5, 30, 30)} 90% 70%)"/><path d="M0 ${at(6, 220, 60)} Q${at(7, 100, 200)} ${at(8, 150, 80)} 300 ${at(9, 230, 50)} T600 ${at(10, 210, 60)} V400 H0z" fill="hsl(${at(11, 80, 60)} 40% ${at(12, 30, 20)}%)"/><path d="M0 ${at(13, 300, 40)} Q${at(14, 150, 200)} ${at(15, 260, 40)} 400 ${at(16, 300, 40)} T600 ${at(17, 290, 40)} V400 H0z" fill="hsl(${at(18, 90, 50)} 45% ${at(19, 20, 20)}%)"/></svg>`;
}

export function sendSvg(reply: FastifyReply, svg: string): void {
  void reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}

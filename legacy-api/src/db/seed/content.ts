import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

/** Generic pages (/page/:id): one shown in a frame, one in html with what a sanitizer must drop. */
export async function seedGenericPages(db: Db): Promise<void> {
  await insertRows(db, 'generic_pages', [
    {
      id: 'charte-utilisation',
      title: "Charte d'utilisation du portail",
      url: null,
      content:
        '<h2>Objet</h2><p>La présente charte fixe les <strong>règles d’usage</strong> de votre espace client.</p>' +
        '<ul><li>Vos identifiants sont personnels.</li><li>Vos documents restent confidentiels.</li></ul>' +
        // The legacy stores what the firm typed, scripts included: the portal must never run them.
        '<script>window.__genericPageScript = true</script>' +
        '<img src="x" alt="" onerror="window.__genericPageScript = true">',
    },
    {
      id: 'meteo-agricole',
      title: 'Météo agricole',
      url: 'https://meteo.terres-conseil.example.fr/previsions',
      content: null,
    },
  ]);
}

const GALLERY_SCENES = ['Accueil des participants', 'Atelier', 'Conférence', 'Visite des stands', 'Soirée'];

/** One Day's gallery: 68 pictures (spec 000 §2.3), described in French. */
export async function seedGallery(db: Db): Promise<void> {
  await insertRows(
    db,
    'gallery_images',
    Array.from({ length: 68 }, (_, n) => ({
      id: n + 1,
      description: `${GALLERY_SCENES[n % GALLERY_SCENES.length]} — photo ${n + 1}`,
    })),
  );
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The documentation area's own pages (spec 001 §2): data protection (/rgpd) and the web series (/webserie). Their
// cards are entries of the seed's documentation tree (legacy-api/src/db/seed/help.ts), the firm's, only read here.

/** Opens the entry's card of the documentation area: its own page, titled as the card, with its cards. */
async function openFromDocumentations(page: Page, title: string, path: RegExp) {
  await page.goto('/documentations');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(path);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { main, cards: main.getByRole('list', { name: 'Documentations' }).getByRole('link') };
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the data-protection page shows its five resources and leads back to the documentations', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr');
      const { main, cards } = await openFromDocumentations(page, 'Protection des données (RGPD)', /\/rgpd$/);
      await expect(cards).toHaveText([
        'Tutoriel vidéo : le RGPD en 5 minutes',
        'Modèle de registre des traitements',
        "Notice d'utilisation du registre",
        'Liste des traitements sensibles',
        'Synthèse : vos obligations',
      ]);
      for (const card of await cards.all()) {
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', /noopener/);
      }
      await expect(cards.nth(1)).toHaveAttribute(
        'href',
        'https://bibliotheque.terres-conseil.example.fr/rgpd/modele-registre-des-traitements.xlsx',
      );

      await main.getByRole('link', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/documentations$/);
    });

    test('the web series shows its five episodes, each opening its video in a new tab', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr');
      const { main, cards: episodes } = await openFromDocumentations(
        page,
        'Ateliers du Conseil',
        /\/webserie$/,
      );
      await expect(episodes).toHaveCount(5);
      await expect(episodes.first()).toHaveText('Épisode 1 : Bien démarrer son activité');
      for (const [index, episode] of (await episodes.all()).entries()) {
        await expect(episode).toHaveAttribute(
          'href',
          `https://videos.terres-conseil.example.fr/ateliers-du-conseil/episode-${index + 1}`,
        );
        await expect(episode).toHaveAttribute('target', '_blank');
        await expect(episode).toHaveAttribute('rel', /noopener/);
      }
      await expect(main.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/documentations');
    });

    test("an individual client's file, outside the documentation area, cannot open the two pages", async ({
      page,
      signIn,
    }) => {
      await signIn('particulier@demo.fr');
      for (const path of ['/rgpd', '/webserie']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/module-interdit\//);
        await expect(page.getByRole('main').getByRole('list', { name: 'Documentations' })).toHaveCount(0);
      }
    });
  });
}

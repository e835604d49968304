import { CALLBACK_FAILED, callbackSent, NO_SERVICE_FOUND } from '@portal/schema/rules/services';
import { expect, test } from './fixtures.ts';

// 'Annuaire des services' (spec 001 §2, §4, §5). Callbacks are asked from VIT002, whose contacts hold both
// directors (legacy-api/src/db/seed/services.ts): one service per screen width, so no test reads another's request.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

for (const [name, viewport, slug, titre] of [
  ['phone', PHONE, 'paie', 'Gestion de la paie'],
  ['desktop', DESKTOP, 'installation', 'Installation des jeunes agriculteurs'],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test(`searches and filters the directory, then asks a callback about ${slug} and sees it sent`, async ({
      page,
      shell,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr');
      await shell.switchDossier('Champagne Morel Père et Fils');
      await shell.openMenu();
      await shell.menuEntry('Annuaire des services').click();
      await expect(page).toHaveURL(/\/annuaire-services$/);
      const main = page.getByRole('main');
      const all = main.getByRole('region', { name: 'Tous les services' });
      // Newest first; the recommended ones also in their own section, with a star.
      await expect(all.getByRole('heading', { level: 3 })).toHaveText([
        'Diagnostic environnemental',
        'Installation des jeunes agriculteurs',
        /Gestion de la paie/,
        'Optimisation fiscale',
        /Transmission d'exploitation/,
      ]);
      const recommended = main.getByRole('region', { name: 'Services recommandés' });
      await expect(recommended.getByRole('img', { name: 'Service recommandé' })).toHaveCount(2);

      // The search matches the description too, whatever the case.
      await main.getByLabel('Rechercher un service').fill('CESSION');
      await expect(all.getByRole('heading', { level: 3 })).toHaveText([/Transmission d'exploitation/]);
      await main.getByLabel('Rechercher un service').fill('');
      await main.getByRole('button', { name: 'Juridique' }).click();
      await expect(main.getByRole('button', { name: 'Juridique' })).toHaveAttribute('aria-pressed', 'true');
      await expect(all.getByRole('heading', { level: 3 })).toHaveText([
        'Optimisation fiscale',
        /Transmission d'exploitation/,
      ]);
      await main.getByLabel('Rechercher un service').fill('paie');
      await expect(all).toContainText(NO_SERVICE_FOUND);
      await main.getByRole('button', { name: 'Juridique' }).click();
      await main.getByLabel('Rechercher un service').fill('');

      await all.getByRole('link', { name: `Voir le service ${titre}` }).click();
      await expect(page).toHaveURL(new RegExp(`/annuaire-services/${slug}$`));
      await expect(main.getByRole('heading', { level: 1, name: titre })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Présentation' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Notre accompagnement' })).toBeVisible();
      const contact = main.getByRole('region', { name: 'Votre contact' });
      await expect(contact).toContainText('Hélène Vasseur');
      await expect(contact).toContainText('Directeur Relation Adhérents');
      await contact.getByRole('button', { name: 'Être rappelé' }).click();
      await expect(shell.flash).toContainText(callbackSent('Hélène Vasseur'));
      await expect(shell.flash).not.toContainText(CALLBACK_FAILED);
      await expect(contact.getByText('Demande de rappel envoyée')).toBeVisible();
      await expect(contact.getByRole('button', { name: 'Être rappelé' })).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test('a service’s html is sanitized, its video plays only once asked, and its brochure is offered', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/annuaire-services/transmission');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Plaquette de la transmission (pdf)' })).toHaveAttribute(
    'href',
    'https://www.example.fr/plaquettes/transmission.pdf',
  );
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('button', { name: 'Lire la vidéo Présentation en vidéo' }).click();
  await expect(main.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  // AGR001's contacts hold its commercial director (emulator seed): the side card offers the callback.
  await expect(main.getByRole('region', { name: 'Votre contact' })).toContainText('Marc Delorme');
  await page.goto('/annuaire-services/paie');
  await expect(main.getByRole('region', { name: 'Notre accompagnement' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __serviceScript?: boolean }).__serviceScript),
  ).toBeUndefined();
});

import { expect, test } from './fixtures.ts';

// Mes accès (spec 000 §2.3, §6, §8). Each viewport is a shared-access user of its own (acces.telephone or
// acces.bureau, legacy-api/src/db/seed/sharing.ts: idRole 2 on SHR022 or SHR024) with two pending invitations to
// VIT002: one accepted, one refused; then the person removes their first access.

for (const [name, viewport, width, firstAccess] of [
  ['phone', { width: 390, height: 844 }, 'telephone', 'Rucher de la Combe'],
  ['desktop', { width: 1366, height: 800 }, 'bureau', 'Pressoir des Tilleuls'],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('accepts an invitation, refuses another after a question, then removes an access; the selector follows', async ({
      page,
      shell,
      signIn,
    }) => {
      await signIn(`acces.${width}@demo.fr`, '/mon-compte/mes-droits');
      await expect(page.getByRole('heading', { level: 1, name: 'Mes accès' })).toBeVisible();
      const invitations = page.getByRole('list', { name: 'Invitations reçues' });
      await expect(invitations.getByRole('listitem')).toHaveCount(2);
      await expect(invitations.getByRole('listitem').first()).toContainText('Morel Jeanne');
      await expect(invitations.getByRole('listitem').first()).toContainText(
        'Champagne Morel Père et Fils (VIT002)',
      );
      await expect(invitations.getByRole('listitem').first()).toContainText(/Expire le \d{2}\/\d{2}\/\d{4}/);
      const accesses = page.getByRole('list', { name: 'Dossiers partagés avec moi' });
      await expect(accesses.getByRole('listitem', { name: firstAccess })).toContainText('Associé');

      await invitations.getByRole('button', { name: 'Accepter' }).first().click();
      await expect(shell.flash).toContainText(
        "Invitation acceptée. Certains nouveaux accès peuvent mettre quelques minutes à s'activer",
      );
      const champagne = accesses.getByRole('listitem', { name: 'Champagne Morel Père et Fils' });
      await expect(champagne.getByRole('list', { name: 'Catégories' })).toHaveText(/Mes documents\s*Social/);
      await expect(champagne.getByRole('listitem')).toHaveCount(2);
      await expect(await shell.dossierGroup('Partagés avec moi')).toContainText(
        'Champagne Morel Père et Fils',
      );
      await page.keyboard.press('Escape');

      await invitations.getByRole('button', { name: 'Refuser' }).click();
      const question = page.getByRole('dialog', { name: "Refuser l'invitation" });
      await question.getByRole('button', { name: 'Non' }).click();
      await expect(invitations.getByRole('listitem')).toHaveCount(1);
      await invitations.getByRole('button', { name: 'Refuser' }).click();
      await question.getByRole('button', { name: 'Oui, refuser' }).click();
      await expect(shell.flash).toContainText('Invitation refusée');
      await expect(page.getByText('Aucune invitation en attente.')).toBeVisible();

      await accesses
        .getByRole('listitem', { name: firstAccess })
        .getByRole('button', { name: 'Retirer mon accès' })
        .click();
      await page
        .getByRole('dialog', { name: 'Retirer mon accès' })
        .getByRole('button', { name: 'Oui, retirer' })
        .click();
      await expect(shell.flash).toContainText('Accès retiré');
      await expect(accesses.getByRole('listitem', { name: firstAccess })).toHaveCount(0);
      const shared = await shell.dossierGroup('Partagés avec moi');
      await expect(shared).not.toContainText(firstAccess);
      await expect(shell.dossierSelector).toHaveAccessibleName(
        shell.selectorName('Champagne Morel Père et Fils'),
      );
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
    });
  });
}

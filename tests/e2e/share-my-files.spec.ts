import type { Page } from '@playwright/test';
import { lastLinkTo } from '../testkit/public-area.ts';
import { expect, test, type Shell } from './fixtures.ts';

// Partager mes dossiers (spec 000 §2.3, §4, §5, §6, §8). Each viewport is an owner of its own
// (partage.telephone or partage.bureau, legacy-api/src/db/seed/sharing.ts) with two files nobody else reads,
// a pending invitation to delete, and a person of its own to invite (invite.partage.*).

const WIDTHS = [
  ['phone', { width: 390, height: 844 }, 'telephone', 'Verger des Mirabelles', 'Rucher de la Combe'],
  ['desktop', { width: 1366, height: 800 }, 'bureau', 'Bergerie des Sorbiers', 'Pressoir des Tilleuls'],
] as const;

/** Picks a role for a file of the form and answers the file's group. */
async function chooseRole(page: Page, file: string, role: string) {
  const group = page.getByRole('group', { name: file });
  await group.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: role });
  return group;
}

async function expectFlash(shell: Shell, text: string) {
  await expect(shell.flash).toContainText(text);
}

for (const [name, viewport, width, fileA, fileB] of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the owner invites, changes and deletes invitations, then narrows the rights the invitee accepted', async ({
      page,
      shell,
      signIn,
      stack,
    }) => {
      const invitee = `invite.partage.${width}@demo.fr` as const;
      await signIn(`partage.${width}@demo.fr`, '/mon-compte/partager-droits');
      await expect(page.getByRole('heading', { level: 1, name: 'Partager mes dossiers' })).toBeVisible();
      const sent = page.getByRole('list', { name: 'Invitations envoyées' });
      await expect(sent.getByRole('listitem', { name: `ancien.partage.${width}@demo.fr` })).toContainText(
        'En attente',
      );

      await test.step('invite, with the §5 messages first', async () => {
        await page.getByRole('link', { name: 'Inviter une personne' }).click();
        const send = page.getByRole('button', { name: "Envoyer l'invitation" });
        await send.click();
        await expect(page.getByRole('alert')).toHaveText("Veuillez compléter les champs concernant l'email.");
        // A file already invited for this e-mail is overlaid and cannot be chosen.
        await page.getByLabel('E-mail de la personne').fill(`ancien.partage.${width}@demo.fr`);
        await expect(page.getByRole('group', { name: fileA })).toContainText('Déjà invité sur ce dossier');
        await expect(
          page
            .getByRole('group', { name: fileA })
            .getByRole('checkbox', { name: `${fileA} (`, exact: false }),
        ).toBeDisabled();
        await page.getByLabel('E-mail de la personne').fill(invitee);
        await page.getByLabel("Confirmation de l'e-mail").fill(`autre.${invitee}`);
        await send.click();
        await expect(page.getByRole('alert')).toHaveText('Les emails ne correspondent pas.');
        await page.getByLabel("Confirmation de l'e-mail").fill(invitee);
        await send.click();
        await expect(page.getByRole('alert')).toHaveText(
          'Veuillez sélectionner au moins un dossier à inviter.',
        );
        await page
          .getByRole('group', { name: fileA })
          .getByRole('checkbox', { name: `${fileA} (`, exact: false })
          .check();
        await send.click();
        await expect(page.getByRole('alert')).toHaveText(
          'Veuillez sélectionner un rôle pour le(s) dossier(s) sélectionnés.',
        );
        const a = await chooseRole(page, fileA, 'Associé');
        await expect(a.getByRole('checkbox', { name: 'Bilans et liasses' })).toBeChecked();
        const b = await chooseRole(page, fileB, 'Salarié');
        await expect(b.getByRole('checkbox', { name: 'Bulletins de paie' })).toBeChecked();
        await expect(b.getByRole('checkbox', { name: 'Mes factures' })).not.toBeChecked();
        await b.getByRole('checkbox', { name: 'Mes factures' }).check();
        await send.click();
        await expectFlash(shell, 'Invitation transmise');
      });

      await test.step('change the pending invitation', async () => {
        await sent.getByRole('listitem', { name: invitee }).getByRole('link', { name: 'Modifier' }).click();
        await expect(page.getByText(`Invitation de ${invitee}`)).toBeVisible();
        const a = await chooseRole(page, fileA, 'Conseiller');
        await expect(a.getByRole('checkbox', { name: 'Social' })).not.toBeChecked();
        await page.getByRole('button', { name: "Mettre à jour l'invitation" }).click();
        await expectFlash(shell, 'Invitation mise à jour');
        await expect(sent.getByRole('listitem', { name: invitee })).toContainText(`${fileA} (`);
        await expect(sent.getByRole('listitem', { name: invitee })).toContainText('Conseiller');
      });

      await test.step('delete another', async () => {
        await sent
          .getByRole('listitem', { name: `ancien.partage.${width}@demo.fr` })
          .getByRole('button', { name: 'Supprimer' })
          .click();
        await page
          .getByRole('dialog', { name: "Supprimer l'invitation" })
          .getByRole('button', { name: 'Oui, supprimer' })
          .click();
        await expectFlash(shell, 'Invitation supprimée');
        await expect(sent.getByRole('listitem', { name: `ancien.partage.${width}@demo.fr` })).toHaveCount(0);
      });

      await test.step('the invitee accepts from the mail and sees exactly the categories granted', async () => {
        const link = await lastLinkTo(stack.legacyUrl, invitee);
        await signIn(invitee, link);
        await page.getByRole('button', { name: "Accepter l'invitation" }).click();
        await expect(page.getByRole('status')).toContainText('quelques minutes');
        await page.goto('/mon-compte/mes-droits');
        const accesses = page.getByRole('list', { name: 'Dossiers partagés avec moi' });
        await expect(
          accesses.getByRole('listitem', { name: fileB }).getByRole('list', { name: 'Catégories' }),
        ).toHaveText(/^Mes documents\s*Social\s*Bulletins de paie\s*Mes factures$/);
        await expect(accesses.getByRole('listitem', { name: fileA })).toContainText('Conseiller');
      });

      await test.step('the owner removes one file and narrows the other', async () => {
        await signIn(`partage.${width}@demo.fr`, '/mon-compte/partager-droits');
        await page
          .getByRole('list', { name: 'Personnes ayant accès à mes dossiers' })
          .getByRole('listitem', { name: 'Yanis Roche' })
          .getByRole('link', { name: 'Modifier les droits' })
          .click();
        await expect(page.getByText('Droits de Yanis Roche')).toBeVisible();
        await page
          .getByRole('group', { name: fileA })
          .getByRole('checkbox', { name: `${fileA} (`, exact: false })
          // Unchecking a file asks first: the click opens the question, the box changes on 'Oui'.
          .click();
        await page
          .getByRole('dialog', { name: 'Décocher le dossier' })
          .getByRole('button', { name: 'Oui, décocher' })
          .click();
        await expect(
          page.getByRole('group', { name: fileA }).getByRole('combobox', { name: 'Rôle' }),
        ).toHaveValue('-1');
        await page.getByRole('group', { name: fileB }).getByRole('checkbox', { name: 'Social' }).uncheck();
        await expect(
          page.getByRole('group', { name: fileB }).getByRole('checkbox', { name: 'Bulletins de paie' }),
        ).not.toBeChecked();
        await page.getByRole('button', { name: 'Enregistrer les droits' }).click();
        await expectFlash(shell, 'Droits modifiés');
      });

      await test.step("the invitee's access follows", async () => {
        await signIn(invitee, '/mon-compte/mes-droits');
        const accesses = page.getByRole('list', { name: 'Dossiers partagés avec moi' });
        await expect(accesses.getByRole('listitem', { name: fileA })).toHaveCount(0);
        await expect(
          accesses.getByRole('listitem', { name: fileB }).getByRole('list', { name: 'Catégories' }),
        ).toHaveText(/^Mes documents\s*Mes factures$/);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      });
    });
  });
}

test('a shared-access user cannot open the sharing screens', async ({ page, signIn }) => {
  await signIn('associe@demo.fr');
  for (const path of ['/mon-compte/partager-droits', '/mon-compte/partager-droits/inviter']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/module-interdit\//);
  }
});

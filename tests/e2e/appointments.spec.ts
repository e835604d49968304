import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { emulatorSession, findStoredBooking, sha256 } from './emulator.ts';
import { exactly, expect, test } from './fixtures.ts';
import { parisDate, parisTime, seedInstant } from './seed-calendar.ts';

// Emulator seed (legacy-api/src/db/seed/appointments.ts): each file has three past and three future
// appointments, `rdv-<file>-1` to `-6`. AGR001's are only read here (the news spec lists them); VIT002's 4th is
// edited and its 5th cancelled, one test each.
const VIT002 = 'Champagne Morel Père et Fils';

/** 'Modifier' and 'Annuler' of the detail, whether drawn as links or buttons. */
const action = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('link', { name: exactly(name) })
    .or(page.getByRole('main').getByRole('button', { name: exactly(name) }));

/** A term's definition in the detail card ('Date', 'Heure', 'Lieu', 'Participants', 'Motif'). */
const detail = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('dt')
    .filter({ hasText: exactly(term) })
    .locator('xpath=following-sibling::dd[1]');

test('a future appointment shows its date, time, place with a map link, participants and reason, with Modifier and Annuler', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/rendez-vous');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Conseil juridique/ })
    .click();

  await expect(page).toHaveURL(/\/rendez-vous\/rdv-AGR001-6$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conseil juridique' })).toBeVisible();
  const start = seedInstant(41, 9);
  await expect(detail(page, 'Date')).toHaveText(parisDate(start));
  await expect(detail(page, 'Heure')).toContainText(parisTime(start));
  await expect(detail(page, 'Lieu')).toContainText('Agence de Vitry-le-François');
  await expect(detail(page, 'Lieu')).toContainText("11 place d'Armes");
  const map = detail(page, 'Lieu').getByRole('link', { name: /carte/ });
  await expect(map).toHaveAttribute('href', /^https:\/\/.*51300/);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveText([
    /Julien Caron/,
    /Thomas Lefèvre/,
  ]);
  await expect(detail(page, 'Motif')).toHaveText('Projet de transmission et statuts de la société');
  // The reason is read-only here: the detail has no field at all.
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(action(page, 'Modifier')).toBeVisible();
  await expect(action(page, 'Annuler')).toBeVisible();
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/appointment-future.png', fullPage: true });
  });
});

test('a past appointment offers neither Modifier nor Annuler, and its edit page leads back to it', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/rendez-vous');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Voir les rendez-vous passés' }).click();
  await main.getByRole('link', { name: /^Bilan de l'exercice/ }).click();

  await expect(page).toHaveURL(/\/rendez-vous\/rdv-AGR001-1$/);
  await expect(page.getByRole('heading', { level: 1, name: "Bilan de l'exercice" })).toBeVisible();
  await expect(detail(page, 'Date')).toHaveText(parisDate(seedInstant(-62, 8)));
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveText([
    /Émilie Roussel/,
    /Jeanne Morel/,
  ]);
  await expect(detail(page, 'Motif')).toHaveText('Présentation du bilan et de la liasse fiscale');
  await expect(action(page, 'Modifier')).toHaveCount(0);
  await expect(action(page, 'Annuler')).toHaveCount(0);

  await page.goto('/rendez-vous/editer/rdv-AGR001-1');
  await expect(page).toHaveURL(/\/rendez-vous\/rdv-AGR001-1$/);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
});

test('editing a future appointment checks the reason, phone and e-mail, then says the change was sent', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await shell.switchDossier(VIT002);
  await page.goto('/rendez-vous');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Préparation de la clôture/ })
    .click();
  await expect(page).toHaveURL(/\/rendez-vous\/rdv-VIT002-4$/);
  await action(page, 'Modifier').click();

  await expect(page).toHaveURL(/\/rendez-vous\/editer\/rdv-VIT002-4$/);
  const main = page.getByRole('main');
  const reason = main.getByRole('textbox', { name: 'Motif', exact: true });
  const phone = main.getByRole('textbox', { name: 'Téléphone', exact: true });
  const email = main.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(reason).toHaveValue('Inventaire des stocks et des avances aux cultures');
  await reason.fill('');
  await phone.fill('03 26');
  await email.fill('jeanne.morel@');
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByText('Le champ du motif est requis.')).toBeVisible();
  await expect(
    main.getByText("Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu."),
  ).toBeVisible();
  await expect(main.getByText("L'email renseigné n'est pas valide.")).toBeVisible();

  // Leaving asks first; 'Non' keeps the form as it is.
  await main.getByRole('button', { name: 'Annuler', exact: true }).click();
  const leaving = page.getByRole('dialog');
  await expect(leaving).toBeVisible();
  await leaving.getByRole('button', { name: 'Non', exact: true }).click();
  await expect(leaving).toHaveCount(0);
  await expect(page).toHaveURL(/\/rendez-vous\/editer\/rdv-VIT002-4$/);
  // 'Oui' leaves for the detail, which still has the seeded reason.
  await main.getByRole('button', { name: 'Annuler', exact: true }).click();
  await leaving.getByRole('button', { name: /^Oui/ }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/rdv-VIT002-4$/);
  await expect(detail(page, 'Motif')).toHaveText('Inventaire des stocks et des avances aux cultures');
  await action(page, 'Modifier').click();
  await expect(page).toHaveURL(/\/rendez-vous\/editer\/rdv-VIT002-4$/);

  const newReason = 'Inventaire des stocks, des vins en cave et des avances aux cultures';
  await reason.fill(newReason);
  await phone.fill('03 26 48 01 12');
  await email.fill('jeanne.morel@champagne-morel.fr');
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  const sent = page.getByRole('dialog');
  await expect(sent).toContainText(
    'Votre modification a bien été envoyée par mail au responsable du rendez-vous.',
  );
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/appointment-edit-sent.png', fullPage: true });
  });
  await sent.getByRole('button', { name: 'Fermer' }).click();

  await expect(page).toHaveURL(/\/rendez-vous\/rdv-VIT002-4$/);
  await expect(detail(page, 'Motif')).toHaveText(newReason);
  await page.reload();
  await expect(detail(page, 'Motif')).toHaveText(newReason);
});

test('cancelling a future appointment asks for confirmation, says it was sent and takes it off the list', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await shell.switchDossier(VIT002);
  await page.goto('/rendez-vous');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /^Rendez-vous social/ }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/rdv-VIT002-5$/);

  await action(page, 'Annuler').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Non', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/rendez-vous\/rdv-VIT002-5$/);

  await action(page, 'Annuler').click();
  await confirm.getByRole('button', { name: /^Oui/ }).click();
  await expect(shell.flash).toContainText('Votre annulation a bien été transmise.');
  await expect(page).toHaveURL(/\/actualites-liste\?type=0$/);
  await expect(main.getByRole('listitem').first()).toBeVisible();
  await expect(main.getByRole('link', { name: /^Rendez-vous social/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^Conseil juridique/ })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('link', { name: /^Conseil juridique/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Rendez-vous social/ })).toHaveCount(0);
});

test('booking an appointment sends two attachments that the emulator stores unchanged, and says so', async ({
  page,
  request,
  stack,
  signIn,
}) => {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-booking-'));
  const tag = randomUUID().slice(0, 8);
  const statement = { name: `releve-${tag}.txt`, content: `Relevé bancaire de décembre ${tag}\n` };
  const inventory = { name: `stocks-${tag}.csv`, content: `produit;quantite\nble;120\norge;80\n${tag}\n` };
  const empty = join(folder, `vide-${tag}.txt`);
  const huge = join(folder, `scan-${tag}.pdf`);
  await writeFile(join(folder, statement.name), statement.content);
  await writeFile(join(folder, inventory.name), inventory.content);
  await writeFile(empty, '');
  await writeFile(huge, '');
  await truncate(huge, 26 * 1024 * 1024);

  try {
    await signIn('proprietaire@demo.fr', '/rendez-vous/ajouter/AG101');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' })).toBeVisible();
    const reason = 'Demande de rendez-vous pour la déclaration de stocks';
    await main.getByRole('textbox', { name: 'Motif', exact: true }).fill(reason);
    // The account's phone and e-mail come filled in.
    await expect(main.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'proprietaire@demo.fr',
    );

    const chooser = main.getByLabel(/Pièces jointes/);
    await chooser.setInputFiles([join(folder, statement.name), empty, huge]);
    await expect(main.getByText(new RegExp(`vide-${tag}\\.txt.*vide`))).toBeVisible();
    await expect(main.getByText('Le fichier est trop volumineux, le poids maximal est 25 Mo')).toBeVisible();
    // The same name chosen again is ignored.
    await chooser.setInputFiles([join(folder, statement.name), join(folder, inventory.name)]);
    const attached = main.getByRole('list', { name: 'Fichiers joints' }).getByRole('listitem');
    await expect(attached).toHaveCount(2);
    await expect(attached.first()).toContainText(statement.name);
    await expect(attached.nth(1)).toContainText(inventory.name);
    // At most 4 attachments: of three more, one is refused; two are then taken off again.
    const extras = ['a', 'b', 'c'].map((n) => join(folder, `annexe-${n}-${tag}.txt`));
    for (const extra of extras) await writeFile(extra, `Annexe ${extra}\n`);
    await chooser.setInputFiles(extras);
    await expect(attached).toHaveCount(4);
    await expect(main.getByText('Vous ne pouvez pas joindre plus de 4 fichiers.')).toBeVisible();
    for (const n of ['a', 'b']) {
      await main.getByRole('button', { name: `Retirer annexe-${n}-${tag}.txt` }).click();
    }
    await expect(attached).toHaveCount(2);

    // A lost connection: the spec's failure message, and the form stays for another try.
    await page.route('**/graphql', (route) =>
      route.request().method() === 'POST' &&
      route.request().headers()['content-type']?.startsWith('multipart/form-data')
        ? route.abort('connectionreset')
        : route.fallback(),
    );
    await main.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(main.getByText('Echec lors de la prise de RDV, veuillez réessayez.')).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await main.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const booked = page.getByRole('dialog');
    await expect(booked).toContainText('Votre demande de rendez-vous a bien été transmise.');
    for (const file of [statement, inventory]) {
      await expect(main.getByRole('progressbar', { name: `Envoi de ${file.name}` })).toHaveJSProperty(
        'value',
        100,
      );
    }
    await test.step('screenshot for a human review (no pixel assertion)', async () => {
      await page.screenshot({ path: '/tmp/e2e-shots/appointment-booked.png', fullPage: true });
    });

    const stored = await findStoredBooking(stack, statement.name);
    expect(stored, 'the emulator stored the booking under files/appointments/<request id>/').not.toBeNull();
    expect(stored!.files.map((f) => f.sha256)).toEqual([
      sha256(statement.content),
      sha256(inventory.content),
    ]);
    const emulator = await emulatorSession(request, stack, 'proprietaire@demo.fr');
    const recorded = await emulator.bookingRequest(stored!.id);
    expect(recorded).toMatchObject({
      codeDossier: 'AGR001',
      codeAgent: 'AG101',
      reason,
      email: 'proprietaire@demo.fr',
    });
    expect(recorded.files).toEqual([
      { name: statement.name, size: Buffer.byteLength(statement.content), sha256: sha256(statement.content) },
      { name: inventory.name, size: Buffer.byteLength(inventory.content), sha256: sha256(inventory.content) },
    ]);

    await booked.getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/actualites-liste\?type=0$/);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

import { expect, submitSignIn, test, type WorkerStack } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

// Spec 000 §2.3, §5, §8: registration from the firm's mail, the breach check, the confirmation mail, the sign-in.
// Each test registers its own person of legacy-api/src/db/seed/prospects.ts; the confirmation link comes from the
// emulator's outbox (legacy-api/src/routes/dev-outbox.ts).
const PASSWORD = 'Vendanges-2026';

/** The mails the emulator would have sent to a recipient, newest last. */
async function outbox(request: APIRequestContext, stack: WorkerStack, recipient: string) {
  const answer = await request.get(`${stack.legacyUrl}/__outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await answer.json()) as { subject: string; link: string }[];
}

async function fillPasswords(page: Page, password: string) {
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
}

/** Follows the confirmation link of the mail, then signs in with the new account. */
async function confirmAndSignIn(page: Page, stack: WorkerStack, email: string) {
  const [mail] = await outbox(page.request, stack, email);
  expect(mail?.subject).toBe('Confirmez votre inscription');
  expect((await page.request.get(mail!.link)).ok()).toBe(true);
  await page.goto('/app');
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/accueil/);
}

test.afterEach(async ({ page }) => {
  // The public pages stay within the screen's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a person registers from the link with a link code, after bad input that sends nothing, then confirms and signs in', async ({
    page,
    stack,
  }) => {
    const email = 'inscription.lien@demo.fr';
    const guid = await linkCodeOf(page.request, stack, email);
    await page.goto(`/inscription/${guid}/${email}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Code liaison')).toHaveValue(guid);

    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Veuillez accepter les CGU')).toBeVisible();
    await expect(page.getByText('Veuillez compléter tous les champs')).toBeVisible();

    await page.getByLabel('Code dossier').fill('VIT002');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Le mot de passe doit comporter au moins 8 caractères.')).toBeVisible();

    await page.getByLabel('Mot de passe', { exact: true }).fill('vendanges');
    await expect(page.getByText('Sécurité du mot de passe : faible')).toBeVisible();
    await page.getByLabel('Confirmation du mot de passe').fill('vendanges');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText(/au moins 8 caractères, dont un chiffre/)).toBeVisible();

    await fillPasswords(page, PASSWORD);
    await page.getByLabel('Confirmation du mot de passe').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(await outbox(page.request, stack, email)).toEqual([]);

    await fillPasswords(page, PASSWORD);
    await expect(page.getByText('Sécurité du mot de passe : forte')).toBeVisible();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(`/inscriptionok/${encodeURIComponent(email)}`);
    await expect(page.getByRole('status')).toHaveText('Inscription transmise avec succès');
    await expect(page.getByText(/courriers indésirables/)).toBeVisible();
    await page.screenshot({ path: testInfoPath('registration-sent-phone.png') });

    await confirmAndSignIn(page, stack, email);
  });

  test('a breached password shows the warning: Retour keeps the form and sends nothing, Continuer registers', async ({
    page,
    stack,
  }) => {
    const email = 'inscription.fuite@demo.fr';
    await page.goto(`/inscription//${email}`);
    // In the emulator's breach range (legacy-api/src/routes/breach-range.ts), and within the rule.
    await fillPasswords(page, 'Azerty123!');
    await page.getByLabel('Code dossier').fill('VIT002');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire" }).click();

    const warning = page.getByRole('dialog', { name: 'Mot de passe compromis' });
    await expect(warning).toContainText('fuite de données connue');
    await page.screenshot({ path: testInfoPath('registration-breach-phone.png') });
    await warning.getByRole('button', { name: 'Retour' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/inscription\/\/inscription\.fuite@demo\.fr$/);
    await expect(page.getByLabel('Code dossier')).toHaveValue('VIT002');
    expect(await outbox(page.request, stack, email)).toEqual([]);

    await page.getByRole('button', { name: "S'inscrire" }).click();
    await warning.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/inscriptionok\//);
    expect(await outbox(page.request, stack, email)).toHaveLength(1);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a person registers without a link code, found by e-mail, then confirms and signs in', async ({
    page,
    stack,
  }) => {
    const email = 'inscription.mail@demo.fr';
    await page.goto(`/inscription/${email}`);
    await expect(page.getByLabel('Code liaison')).toHaveValue('');
    await fillPasswords(page, PASSWORD);
    await page.getByLabel('Code dossier').fill('VIT002');
    await page.getByRole('checkbox').check();
    await page.screenshot({ path: testInfoPath('registration-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(`/inscriptionok/${encodeURIComponent(email)}`);

    await confirmAndSignIn(page, stack, email);
  });

  test('an e-mail the firm does not know gives “Code liaison introuvable.” and registers nothing', async ({
    page,
    stack,
  }) => {
    const email = 'personne.inconnue@demo.fr';
    await page.goto(`/inscription/${email}`);
    await fillPasswords(page, PASSWORD);
    await page.getByLabel('Code dossier').fill('VIT002');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Code liaison introuvable.')).toBeVisible();
    await expect(page).toHaveURL(`/inscription/${email}`);
    expect(await outbox(page.request, stack, email)).toEqual([]);
  });
});

/** The link code the firm's mail would carry: the person's guid, as the legacy gives it by e-mail. */
async function linkCodeOf(request: APIRequestContext, stack: WorkerStack, email: string): Promise<string> {
  const answer = await request.get(
    `${stack.legacyUrl}/api/auth/getGuidPersonne/${encodeURIComponent(email)}`,
  );
  return ((await answer.json()) as { guidPersonne: string }).guidPersonne;
}

function testInfoPath(file: string): string {
  return test.info().outputPath(file);
}

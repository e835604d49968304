import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 6): the firm's html of a contact's mission and of a service held '<img src=x>';
// the sanitiser left the picture (without its handler) and the page asked the portal for 'x'. A picture stays only
// at an absolute http(s) address of an allowed host.

test.use({ viewport: { width: 390, height: 844 } });

for (const [path, text] of [
  ['/contacts/AG101', 'Rendez-vous annuels'],
  ['/annuaire-services/paie', "Un plan d'action"],
] as const) {
  test(`${path} shows its rich text without asking for a broken picture`, async ({ page, signIn }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    await signIn('proprietaire@demo.fr', path);

    const main = page.getByRole('main');
    await expect(main.getByText(text)).toBeVisible();
    await expect(main.locator('img[src="x"]')).toHaveCount(0);
    expect(pictures.filter((picture) => picture.endsWith('/x'))).toEqual([]);
  });
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 9): the home had no h1, and the footer's contacts icon (20×26 px) and 'Mentions
// légales' (18–20 px high) were under WCAG 2.2's 24 px target minimum.

test.use({ viewport: { width: 390, height: 844 } });

test('the home has one h1, and axe finds no heading nor target-size violation on it', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');

  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const results = await new AxeBuilder({ page })
    .withRules(['page-has-heading-one', 'heading-order', 'target-size'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("the footer's links are at least 24 px each way", async ({ shell, signIn }) => {
  await signIn('proprietaire@demo.fr');

  const links = shell.footer.getByRole('link');
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});

import { inject, describe, expect, it } from 'vitest';
import { measureRecipeCosts } from '../bench/recipe-costs.ts';

// `npm run bench` prints what each recipe's first page costs; this holds the measure itself in `npm test`.
describe('the cost of the recipes’ queries', () => {
  it('is reported for each recipe: the points charged are the larger of the calls estimated and made', async () => {
    const costs = await measureRecipeCosts(inject('legacyUrl'));

    expect(costs.map((c) => c.recipe)).toEqual([
      'portfolio-page.sh (curl)',
      'export-key-figures.ts / export_key_figures.py, a page of 20 files',
      'download-documents.ts / download_documents.py, a page of 100 documents of a file',
    ]);
    for (const { cost } of costs) {
      expect(cost?.actualLegacyCalls).toBeGreaterThan(0);
      expect(cost?.points).toBe(Math.max(1, cost!.requestedLegacyCalls, cost!.actualLegacyCalls));
    }
  });
});

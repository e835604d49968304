import { describe, expect, it } from 'vitest';
import { MarkTourDoneDocument, RestartTourDocument } from './operations.ts';
import { useOwnStack } from './support.ts';

// The tour account of the desktop end-to-end test has an emulator of its own here.
const stack = useOwnStack('parcours.bureau@demo.fr');

describe('guided tours', () => {
  it('records the home tour as done, then removes the mark for a replay', async () => {
    const done = await stack.gateway.graphql(MarkTourDoneDocument, { routeName: 'home' }, stack.cookie);
    expect(done.body.data?.markTourDone).toEqual({
      tour: { id: 'decouverte-accueil', dejaFait: true },
      errors: [],
    });
    const again = await stack.gateway.graphql(RestartTourDocument, { routeName: 'home' }, stack.cookie);
    expect(again.body.data?.restartTour).toEqual({
      tour: { id: 'decouverte-accueil', routeName: 'home', dejaFait: false },
      errors: [],
    });
  });

  it('changes nothing on a route without a tour', async () => {
    const none = await stack.gateway.graphql(MarkTourDoneDocument, { routeName: 'contacts' }, stack.cookie);
    expect(none.body.data?.markTourDone).toEqual({ tour: null, errors: [] });
  });
});

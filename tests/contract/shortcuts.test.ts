import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway, startOwnEmulator } from './support.ts';

// Saving changes the account's shortcuts: an emulator of this file's own.
let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let partner: string;

beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url });
  partner = await gateway.signIn('associe@demo.fr');
});
afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

const ShortcutsDocument = graphql(`
  query ContractShortcuts($shortcutId: ID!) {
    viewer {
      id
      shortcuts {
        id
        libelle
        url
      }
      shortcut(shortcutId: $shortcutId) {
        id
      }
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractSaveShortcut($input: SaveShortcutInput!) {
    saveShortcut(input: $input) {
      shortcut {
        id
        libelle
        url
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ContractDeleteShortcut($shortcutId: ID!) {
    deleteShortcut(shortcutId: $shortcutId) {
      shortcut {
        id
      }
      errors {
        message
      }
    }
  }
`);

describe('web shortcuts against the emulator', () => {
  it("adds a shortcut with 'http://', reads it, then deletes it", async () => {
    const { body: saved } = await gateway.graphql(
      SaveDocument,
      { input: { libelle: 'Météo', url: 'meteofrance.com' } },
      partner,
    );
    const shortcut = saved.data?.saveShortcut.shortcut;
    expect(shortcut).toMatchObject({ libelle: 'Météo', url: 'http://meteofrance.com' });
    const { body: read } = await gateway.graphql(ShortcutsDocument, { shortcutId: shortcut!.id }, partner);
    expect(read.data?.viewer?.shortcuts).toEqual([shortcut]);
    expect(read.data?.viewer?.shortcut?.id).toBe(shortcut!.id);
    const { body: deleted } = await gateway.graphql(DeleteDocument, { shortcutId: shortcut!.id }, partner);
    expect(deleted.data?.deleteShortcut).toEqual({ shortcut: null, errors: [] });
    const { body: after } = await gateway.graphql(ShortcutsDocument, { shortcutId: shortcut!.id }, partner);
    expect(after.data?.viewer?.shortcuts).toEqual([]);
  });
});

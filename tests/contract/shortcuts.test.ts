import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Saving changes the account's shortcuts: an emulator of this file's own.
const stack = useOwnStack('associe@demo.fr');

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
    const { body: saved } = await stack.gateway.graphql(
      SaveDocument,
      { input: { libelle: 'Météo', url: 'meteofrance.com' } },
      stack.cookie,
    );
    const shortcut = saved.data?.saveShortcut.shortcut;
    expect(shortcut).toMatchObject({ libelle: 'Météo', url: 'http://meteofrance.com' });
    const { body: read } = await stack.gateway.graphql(
      ShortcutsDocument,
      { shortcutId: shortcut!.id },
      stack.cookie,
    );
    expect(read.data?.viewer?.shortcuts).toEqual([shortcut]);
    expect(read.data?.viewer?.shortcut?.id).toBe(shortcut!.id);
    const { body: deleted } = await stack.gateway.graphql(
      DeleteDocument,
      { shortcutId: shortcut!.id },
      stack.cookie,
    );
    expect(deleted.data?.deleteShortcut).toEqual({ shortcut: null, errors: [] });
    const { body: after } = await stack.gateway.graphql(
      ShortcutsDocument,
      { shortcutId: shortcut!.id },
      stack.cookie,
    );
    expect(after.data?.viewer?.shortcuts).toEqual([]);
  });
});

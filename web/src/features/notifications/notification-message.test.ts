import { describe, expect, it } from 'vitest';
import { parseNotificationMessage } from './notification-message.ts';

describe('parseNotificationMessage', () => {
  it('turns the text between {{ and }} into a link part', () => {
    expect(parseNotificationMessage('Votre bilan est {{ disponible }} dans vos documents.')).toEqual([
      { kind: 'text', text: 'Votre bilan est ' },
      { kind: 'link', text: 'disponible' },
      { kind: 'text', text: ' dans vos documents.' },
    ]);
  });

  it('handles markers without spaces, at both ends, and several in one message', () => {
    expect(parseNotificationMessage('{{Voir}} ou {{ ouvrir }}')).toEqual([
      { kind: 'link', text: 'Voir' },
      { kind: 'text', text: ' ou ' },
      { kind: 'link', text: 'ouvrir' },
    ]);
  });

  it('keeps a message without markers as one text part', () => {
    expect(parseNotificationMessage('Nouveau document')).toEqual([
      { kind: 'text', text: 'Nouveau document' },
    ]);
  });

  it('leaves an unclosed marker as text', () => {
    expect(parseNotificationMessage('Cliquez {{ ici')).toEqual([{ kind: 'text', text: 'Cliquez {{ ici' }]);
  });
});

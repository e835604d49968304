/** A piece of a notification's message: plain text, or the text between {{ and }} that links to its url. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

const MARKER = /\{\{\s*(.*?)\s*\}\}/g;

/** Splits a notification's message at its {{ }} markers (spec 000 §2.3 Notifications). */
export function parseNotificationMessage(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(MARKER)) {
    if (match.index > last) parts.push({ kind: 'text', text: message.slice(last, match.index) });
    parts.push({ kind: 'link', text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}

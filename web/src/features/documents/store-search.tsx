import {
  DOCUMENT_SEARCH_DEBOUNCE_MS,
  DOCUMENT_SEARCH_TOO_SHORT,
  isSearchSendable,
} from '@portal/schema/rules/documents';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../ui/text-field.tsx';

/**
 * Spec 001 §2, §5: the node's search box. The text is sent 500 ms after the last key, once it has 3 characters
 * or is empty (every document); shorter, the box says so and nothing is sent.
 */
export function StoreSearch(props: {
  value: string;
  placeholder: string | null;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const { onSearch } = props;
  const sent = useRef(props.value);
  const sendable = isSearchSendable(text);
  useEffect(() => {
    if (!sendable || text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text.trim());
    }, DOCUMENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sendable, onSearch]);
  return (
    <TextField
      label="Rechercher"
      type="search"
      value={text}
      placeholder={props.placeholder ?? undefined}
      error={sendable ? undefined : DOCUMENT_SEARCH_TOO_SHORT}
      onInput={(event) => setText(event.currentTarget.value)}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

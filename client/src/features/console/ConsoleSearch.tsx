/**
 * A console list's text filter: searches as the user types (after a short pause) or on
 * Enter, and follows the URL when it changes (back button, a link).
 */
import { useEffect, useRef, useState } from "react";
import { FormStack, TextField } from "../accounts/ui";

/** The pause after the last keystroke before searching. */
export const SEARCH_DELAY_MS = 350;

export interface ConsoleSearchProps {
  label: string;
  placeholder?: string;
  /** The search in the URL. */
  value: string;
  onSearch(text: string): void;
  "data-testid"?: string;
}

export function ConsoleSearch({ label, placeholder, value, onSearch, "data-testid": testId }: ConsoleSearchProps) {
  const [text, setText] = useState(value);
  const first = useRef(true);
  // The search this field last sent: when the URL comes back with it, the user may have typed
  // on meanwhile (a slow keystroke lets the pause elapse mid-word), and that text is kept.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (value !== sent.current) setText(value);
    sent.current = null;
  }, [value]);
  // The page's current URL search and handler: a pending search must not send a stale one (it
  // would put back the filters of the render that started it, undoing a change made since).
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = (q: string) => {
    clearTimeout(pending.current); // Enter sends now: the pause's search is not sent again after it
    sent.current = q;
    latest.current.onSearch(q);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts a search (value and search follow it)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (text.trim() === value) return;
    pending.current = setTimeout(() => {
      if (text.trim() !== latest.current.value) search(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(pending.current);
  }, [text]);
  return (
    <FormStack
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        search(text.trim());
      }}
      flex="1"
      maxW={{ md: "md" }}
    >
      <TextField label={label} type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={placeholder} data-testid={testId} />
    </FormStack>
  );
}

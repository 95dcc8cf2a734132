import { useCallback, useState } from 'react';

const PREFIX = 'draft:';

/**
 * A field's value that survives a reload or going offline (the tab's sessionStorage: gone when the tab closes,
 * so a card number never stays on the device). `clear` after the value was used.
 */
export function useDraft(key: string, initial: string): [string, (value: string) => void, () => void] {
  const [value, setValue] = useState(() => read(key) ?? initial);
  const set = useCallback(
    (next: string) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  const clear = useCallback(() => {
    setValue(initial);
    write(key, null);
  }, [key, initial]);
  return [value, set, clear];
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null || value === '') sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage full or disabled: the field still works, it just is not kept.
  }
}

import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { documentTitle, NOT_FOUND_TITLE, routeTitle } from './page-titles';

/** How many not-found pages are on screen (the route's own title does not apply then). */
const notFoundState = proxy({ shown: 0 });

/** The not-found page says so in the title while it is shown. */
export function useNotFoundTitle(): void {
  useEffect(() => {
    notFoundState.shown += 1;
    return () => {
      notFoundState.shown -= 1;
    };
  }, []);
}

/** Sets `<title>` from the deepest route that has one, in the player's language, and follows a switch. */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const { shown } = useSnapshot(notFoundState);
  const routeTitleOf = useMatches({ select: (matches) => routeTitle(matches.map((match) => match.fullPath)) });
  const title = shown > 0 ? NOT_FOUND_TITLE : routeTitleOf;
  const text = title ? documentTitle(i18n._(title)) : null;
  useEffect(() => {
    if (text) document.title = text;
  }, [text]);
  return null;
}

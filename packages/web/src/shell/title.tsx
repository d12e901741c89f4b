/**
 * Issue 20: each page's document title, set in one place. The route table gives each page's
 * title (`PAGE_TITLES`); a page about something it read names it with `usePageTitle(subject)`.
 * A subject counts only on the path it was given for, so the next page never shows the last one's.
 */
import { documentTitle } from '@pinstack/core/rules';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

interface Subject {
  readonly path: string;
  readonly text: string;
}

const SubjectContext = createContext<(subject: Subject) => void>(() => undefined);

/** Keeps `document.title` as the page's subject (when it gave one for this path), else its route's title. */
export function TitleHost({ routeTitle, children }: { readonly routeTitle: string | null; readonly children: ReactNode }) {
  const [location] = useLocation();
  const [subject, setSubject] = useState<Subject | null>(null);
  const shown = subject !== null && subject.path === location ? subject.text : routeTitle;
  useEffect(() => {
    document.title = documentTitle(shown);
  }, [shown]);
  return <SubjectContext.Provider value={setSubject}>{children}</SubjectContext.Provider>;
}

/** Names what this page is about in the document title (a Pin's title, a board's name…); `null` while unknown. */
export function usePageTitle(subject: string | null | undefined): void {
  const set = useContext(SubjectContext);
  const [location] = useLocation();
  useEffect(() => {
    const text = subject?.trim() ?? '';
    if (text !== '') set({ path: location, text });
  }, [set, location, subject]);
}

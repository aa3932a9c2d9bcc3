import { useEffect } from 'react';

/**
 * The tab's title, owned by whoever is mounted deepest: the shell gives the site's title as
 * the base, a page gives its own (an event, an order), and the page's wins whatever order
 * their effects run or data arrives in (the shell's setup often lands after the page's data,
 * and a parent's effects run after its children's). An empty title gives way to the next.
 */
type Entry = { title: string; base: boolean };
const entries: Entry[] = [];

function apply(): void {
  const page = entries.findLast((e) => !e.base && e.title);
  const base = entries.findLast((e) => e.base && e.title);
  const title = (page ?? base)?.title;
  if (title && document.title !== title) document.title = title;
}

export function useDocumentTitle(title: string, { base = false }: { base?: boolean } = {}): void {
  useEffect(() => {
    const entry: Entry = { title, base };
    entries.push(entry);
    apply();
    return () => {
      entries.splice(entries.indexOf(entry), 1);
      apply();
    };
  }, [title, base]);
}

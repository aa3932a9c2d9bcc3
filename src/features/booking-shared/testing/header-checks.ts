import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

// What both booking pages' header (EventHeader) must show, checked the same way on each.

/** The event's description link: the given address, in a new tab, without an opener. */
export async function expectInfoLink(href: string): Promise<void> {
  const info = (await screen.findByRole('link', { name: 'Подробнее о мероприятии' })) as HTMLAnchorElement;
  expect(info.href).toBe(href);
  expect(info.target).toBe('_blank');
  expect(info.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

/** The composition: folded, opened by a tap on its summary, listing `items` (text content). */
export function expectFoldedComposition(items: string[]): HTMLElement {
  const summary = screen.getByText(`Состав (${items.length})`);
  const details = summary.closest('details')!;
  expect(details.open).toBe(false);
  fireEvent.click(summary);
  expect(details.open).toBe(true);
  expect(within(details).getAllByRole('listitem').map((li) => li.textContent)).toEqual(items);
  return summary;
}

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { fixtureAfisha } from '../testing/afisha-fixture';

beforeEach(() => localStorage.clear());

const open = (url: string) => renderApp(url, { '/api/afisha': fixtureAfisha() });

describe('?id= on the listing (docs/product/listing.md)', () => {
  it('opens the card of the event with that id on top, whatever menu is shown; closing it drops id and keeps the rest', async () => {
    const { router } = open('/?id=7&lang=ru');
    const linked = await screen.findByRole('region', { name: 'Событие по ссылке' });
    expect(within(linked).getByRole('heading', { level: 3 }).textContent).toBe('Прогулка по городу');
    expect(within(linked).getByRole('link', { name: /Купить|Забронировать|Выбрать/ })).toBeTruthy();
    // The listing below is the first menu's, as without the link.
    const list = screen.getByRole('list', { name: 'Мероприятия' });
    expect(within(list).queryByText('Прогулка по городу')).toBeNull();
    fireEvent.click(within(linked).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Событие по ссылке' })).toBeNull());
    expect(router.state.location.search).toBe('?lang=ru');
  });

  it('an id that names no event, or is no number, changes nothing', async () => {
    for (const url of ['/?id=999', '/?id=abc', '/?id=']) {
      open(url);
      await screen.findByRole('list', { name: 'Мероприятия' });
      expect(screen.queryByRole('region', { name: 'Событие по ссылке' })).toBeNull();
    }
  });
});

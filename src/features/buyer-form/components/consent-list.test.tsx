// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { start, setUpBuyerForm } from '../testing/buyer-form';

// The order's consents under the buyer form.
setUpBuyerForm();

describe('consents', () => {
  it('shows the operator texts, sanitised, with the rules links opening in a new tab', () => {
    start();
    const terms = screen.getByRole('link', { name: 'условия покупки' });
    expect(terms.getAttribute('href')).toBe('/rules/purchase-terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Хочу получать анонсы' })).toBeTruthy();
  });

  it('the links keep the page language', async () => {
    await i18n.changeLanguage('en');
    try {
      start();
      expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/rules/purchase-terms?lang=en');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('only the required ones must be checked; a send attempt marks the missing ones', () => {
    const order = start();
    act(() => order.send({ type: 'SUBMIT' }));
    const required = screen.getByRole('checkbox', { name: 'Я принимаю условия покупки' });
    expect(required.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Хочу получать анонсы' }).getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(required);
    expect(order.getSnapshot().context.consents).toEqual({ 1: true });
    expect(required.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Необходимо ваше согласие')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type * as FloatingUi from '@floating-ui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorModal } from './error-modal';
import { Modal } from './modal';

// Floating UI as it is, with its positioning hook counted.
const floating = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@floating-ui/react', async (original) => {
  const actual = await original<typeof FloatingUi>();
  return { ...actual, useFloating: (...args: Parameters<typeof actual.useFloating>) => (floating.calls++, actual.useFloating(...args)) };
});

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

function Page({ onClose = () => {}, dismissible }: { onClose?: () => void; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal
        open={open}
        title="Заголовок"
        dismissible={dismissible}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Готово</button>}
      >
        <p>Текст</p>
        <input aria-label="Поле" />
      </Modal>
    </main>
  );
}

describe('modal', () => {
  it('costs a page nothing while closed: no Floating UI hook runs until it opens', () => {
    floating.calls = 0;
    const { rerender } = render(<Modal open={false} title="Заголовок" onClose={() => {}} />);
    rerender(<Modal open={false} title="Другой" onClose={() => {}} />);
    expect(floating.calls).toBe(0);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    rerender(<Modal open title="Заголовок" onClose={() => {}} />);
    expect(floating.calls).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Заголовок' })).toBeTruthy();
  });

  it('is a labelled modal dialog that takes the focus', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Заголовок' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('Текст');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Поле' })));
  });

  it('Escape closes it and the focus goes back to the opener', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last element to the first and back', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const done = screen.getByRole('button', { name: 'Готово' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Поле' })));
    // jsdom does not move the focus on Tab: focus what a browser's Tab reaches past either
    // end of the dialog (Floating UI's guards), as the browser would.
    const guards = [...document.querySelectorAll<HTMLElement>('[data-floating-ui-focus-guard]')];
    const dialog = screen.getByRole('dialog');
    const after = guards.filter((g) => dialog.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before = guards.filter((g) => dialog.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_PRECEDING);
    act(() => after[0]!.focus());
    await waitFor(() => expect(document.activeElement).toBe(close));
    act(() => before[before.length - 1]!.focus());
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('makes the page under it inert while open, and not after', () => {
    // jsdom has no `inert`; a browser has, and Floating UI then uses it rather than aria-hidden.
    Object.defineProperty(HTMLElement.prototype, 'inert', { configurable: true, get: () => false, set: () => {} });
    try {
      const { container } = render(<Page />);
      fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
      const page = container.parentElement === document.body ? container : container.closest('body > *')!;
      expect(page.hasAttribute('inert')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
      expect(page.hasAttribute('inert')).toBe(false);
    } finally {
      delete (HTMLElement.prototype as { inert?: boolean }).inert;
    }
  });

  it('a click on the backdrop closes it; not when it is not dismissible', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    const stay = vi.fn();
    render(<Page onClose={stay} dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(stay).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
  });

  it('with two open, Escape closes only the top one', () => {
    const closeLower = vi.fn();
    const closeUpper = vi.fn();
    render(
      <>
        <Modal open title="Нижний" onClose={closeLower} />
        <Modal open title="Верхний" onClose={closeUpper} />
      </>,
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(closeUpper).toHaveBeenCalledTimes(1);
    expect(closeLower).not.toHaveBeenCalled();
  });
});

describe('error modal', () => {
  it('an order error: the catalogue header with the code, and the server text', async () => {
    const onClose = vi.fn();
    render(<ErrorModal kind="order" code={-9998} serverText="Билетов больше нет" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Ошибка (#-9998) при создании заказа!' });
    expect(dialog.textContent).toContain('Билетов больше нет');
    expect(dialog.textContent).not.toContain('Код ошибки');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Понятно' })));
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a scheme order error adds "Код ошибки: {code}"', () => {
    render(<ErrorModal kind="scheme-order" error={{ code: -9997, serverText: 'Отказ' }} onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Ошибка (#-9997) при создании заказа!' });
    expect(dialog.textContent).toContain('Отказ');
    expect(dialog.textContent).toContain('Код ошибки: -9997');
  });

  it.each([
    [-9998, 'Достигнут лимит количества билетов в одном заказе!'],
    [-9997, 'Не удалось провести оплату'],
    [-9996, 'Неизвестный банк'],
    [-9995, 'Банк для оплаты не подключён'],
    [-9999, 'Внутренняя ошибка сервера. Попробуйте позже'],
    [-1001, 'Проверка «я не робот» не пройдена. Попробуйте ещё раз'],
    [-1000, 'Сессия устарела. Обновите страницу и попробуйте снова'],
    [-12345, 'Что-то пошло не так. Попробуйте ещё раз позже'],
  ])('without a server text, code %i shows the catalogue text and the code', (code, text) => {
    render(<ErrorModal code={code} onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(dialog.textContent).toContain(text);
    expect(dialog.textContent).toContain(`Код ошибки: ${code}`);
  });

  it('the generic modal names the code under the server text or the page text; a failure without a code (no connection) has no code line', () => {
    render(<ErrorModal error={{ code: -9998, serverText: 'Билетов больше нет' }} onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Ошибка' }).textContent).toMatch(/Билетов больше нетКод ошибки: -9998/);
    cleanup();
    render(<ErrorModal error={{ code: -9999 }} message="Не удалось оформить возврат" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog').textContent).toContain('Не удалось оформить возврат');
    expect(screen.getByRole('alertdialog').textContent).toContain('Код ошибки: -9999');
    cleanup();
    render(<ErrorModal message="Нет связи с сервером" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog').textContent).not.toContain('Код ошибки');
    cleanup();
    render(<ErrorModal code={-9995} message="Способ оплаты не задан. Код ошибки: -9995" codeInText onClose={() => {}} />);
    expect(screen.getByRole('alertdialog').textContent!.match(/Код ошибки/g)).toHaveLength(1);
  });

  it('a missing code reads as the internal error', () => {
    render(<ErrorModal kind="order" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Ошибка (#-9999) при создании заказа!' })).toBeTruthy();
  });

  it('the limit modal has the warning header and the per-order limit text', () => {
    render(<ErrorModal kind="limit" onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Предупреждение' });
    expect(dialog.textContent).toContain('Достигнут лимит количества билетов в одном заказе!');
  });

  it('info and warning headers, in the page language', async () => {
    render(<ErrorModal kind="info" message="Готово" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Информация' }).textContent).toContain('Готово');
    cleanup();
    await i18n.changeLanguage('en');
    render(<ErrorModal kind="order" code={-9995} onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Error (#-9995) when creating an order!' }).textContent).toContain('No bank is connected for payment');
    await i18n.changeLanguage('ru');
  });
});

describe('confirm dialog', () => {
  it('asks, focuses the confirm button, and answers either way', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open message="Получить 2 билета по подписке на 26.07.2025?" confirmLabel="Получить билет" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Информация' });
    expect(dialog.textContent).toContain('Получить 2 билета по подписке на 26.07.2025?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Получить билет' })));
    fireEvent.click(screen.getByRole('button', { name: 'Получить билет' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, its buttons are disabled and Escape does nothing', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy message="…" onConfirm={() => {}} onCancel={onCancel} />);
    expect((screen.getByRole('button', { name: 'Подтвердить' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});

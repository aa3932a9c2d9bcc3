// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dateTimeMachine, type CalendarDay, type DateTimeInput } from '../../../../engine/machines';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { initialDate } from '../model/calendar';
import { slidesPerViewAt } from '../model/slides-per-view';
import { stubLayoutApis } from '../testing/layout-apis';
import type * as CarouselModule from './date-carousel';
import { DateTimePicker } from './date-time-picker';

// Counts the carousel's renders, to see whether the picker renders again (it delegates to the real one).
const carousel = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./date-carousel', async (importOriginal) => {
  const real = await importOriginal<typeof CarouselModule>();
  return { ...real, DateCarousel: (props: Parameters<typeof real.DateCarousel>[0]) => {
    carousel.renders++;
    return real.DateCarousel(props);
  } };
});

beforeEach(() => stubLayoutApis());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (d: string, times: Array<[string, number]>): CalendarDay => ({ day: d, _time: times.map(([time, quantity]) => ({ time, quantity, pricetype_id: 1 })) });

function renderPicker(input: Partial<DateTimeInput> & Pick<DateTimeInput, 'calendar'>, priceLimit = 20) {
  const actor = createActor(dateTimeMachine, { input: { totalLimit: 10, ...input } }).start();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <DateTimePicker actor={actor} lang="ru" priceLimit={priceLimit} />
    </AppProviders>,
  );
  return actor;
}

describe('calendar', () => {
  it('shows a single date as text, not as a carousel, and picks its only time', () => {
    const calendar = [day('26.07.2025', [['14:00', 30]])];
    const actor = renderPicker({ calendar, date: initialDate(calendar, null) });
    expect(screen.getByText('суббота, 26 июля 2025 г.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Даты' })).toBeNull();
    expect(actor.getSnapshot().context.time).toBe('14:00');
    expect(screen.getByRole('button', { name: /14:00/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows several dates as a carousel and disables the days whose times are all empty', () => {
    const actor = renderPicker({
      calendar: [day('26.07.2025', [['10:00', 0], ['14:00', 0]]), day('27.07.2025', [['10:00', 3], ['14:00', 0]]), day('28.07.2025', [['10:00', 50]])],
    });
    const dates = screen.getByRole('group', { name: 'Даты' });
    const buttons = within(dates).getAllByRole('button').filter((b) => b.classList.contains('booking-date'));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['суббота, 26 июля 2025 г.', 'воскресенье, 27 июля 2025 г.', 'понедельник, 28 июля 2025 г.']);
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, false, false]);

    // A disabled day cannot be chosen; an enabled one is pressed and shows its times.
    fireEvent.click(buttons[0]!);
    expect(actor.getSnapshot().context.date).toBeNull();
    fireEvent.click(buttons[1]!);
    expect(actor.getSnapshot().context.date).toBe('27.07.2025');
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: /10:00|14:00/ })).toHaveLength(2);
  });

  it('gives each view 7 dates on a desktop and 1, 2, 3, 4 at 320, 480, 680, 768 px', () => {
    expect([300, 320, 360, 480, 600, 680, 700, 768, 769, 1280].map(slidesPerViewAt)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 7, 7]);
    stubLayoutApis(480);
    renderPicker({ calendar: [day('26.07.2025', [['10:00', 5]]), day('27.07.2025', [['10:00', 5]])] });
    const track = screen.getByRole('group', { name: 'Даты' }).querySelector('ul');
    expect(track?.style.getPropertyValue('--per-view')).toBe('2');
  });
});

describe('time chips', () => {
  it('show the remaining count only below price_limit, and disable a session without tickets', () => {
    const actor = renderPicker({ calendar: [day('26.07.2025', [['10:00', 25], ['12:00', 20], ['14:00', 19], ['16:00', 1], ['18:00', 0]])], date: '26.07.2025' }, 20);
    const chip = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time}`) }) as HTMLButtonElement;
    expect(chip('10:00').textContent).toBe('10:00');
    expect(chip('12:00').textContent).toBe('12:00');
    expect(chip('14:00').textContent).toBe('14:00Осталось 19 билетов');
    expect(chip('16:00').textContent).toBe('16:00Остался 1 билет');
    expect(chip('18:00').disabled).toBe(true);
    expect(chip('18:00').textContent).toBe('18:00Билетов нет');

    fireEvent.click(chip('14:00'));
    expect(actor.getSnapshot().context.time).toBe('14:00');
    expect(chip('14:00').getAttribute('aria-pressed')).toBe('true');
    expect(actor.getSnapshot().context.session?.limit).toBe(10);
    fireEvent.click(chip('16:00'));
    expect(actor.getSnapshot().context.session?.limit).toBe(1);
  });

  it('hide the no-time marker: an all-day ticket has no chip', () => {
    renderPicker({ calendar: [day('26.07.2025', [['NO_TIME', 40]]), day('27.07.2025', [['NO_TIME', 40]])], date: '26.07.2025' });
    expect(screen.queryByRole('list', { name: 'Время сеанса' })).toBeNull();
  });

  it('follow the machine when the date changes', () => {
    const actor = renderPicker({ calendar: [day('26.07.2025', [['10:00', 5]]), day('27.07.2025', [['11:00', 5], ['15:00', 5]])], date: '26.07.2025' });
    expect(screen.getByRole('button', { name: /^10:00/ })).toBeTruthy();
    act(() => actor.send({ type: 'SELECT_DATE', date: '27.07.2025' }));
    expect(screen.queryByRole('button', { name: /^10:00/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^(11|15):00/ })).toHaveLength(2);
  });
});

describe('rendering', () => {
  it('does not render again when the page around it renders with the same props (a hall arriving, a cart changing)', () => {
    const calendar = [day('26.07.2025', [['14:00', 30]]), day('27.07.2025', [['10:00', 3]])];
    const actor = createActor(dateTimeMachine, { input: { totalLimit: 10, calendar } }).start();
    let bump: () => void = () => {};
    function Page() {
      const [n, setN] = useState(0);
      bump = () => setN(n + 1);
      return (
        <>
          <p data-testid="page-renders">{n}</p>
          <DateTimePicker actor={actor} lang="ru" priceLimit={20} />
        </>
      );
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Page />
      </AppProviders>,
    );
    const before = carousel.renders;
    expect(before).toBeGreaterThan(0);
    act(() => bump());
    act(() => bump());
    expect(screen.getByTestId('page-renders').textContent).toBe('2');
    expect(carousel.renders).toBe(before);
  });
});

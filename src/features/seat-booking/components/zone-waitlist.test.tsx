// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SeatStatus, type HallModel } from '../../../../engine';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import { ZoneWaitlist } from './zone-waitlist';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

const S = SeatStatus;
const zones = [
  { id: 1, label: 'Партер', price: 2500 },
  { id: 2, label: 'Балкон', price: 1700 },
];
function show(status: number[], cat: number[]) {
  const model = { seatCount: status.length, status: Uint8Array.from(status), cat: Int32Array.from(cat) } as unknown as HallModel;
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <ZoneWaitlist hash="h" calendarId={5} lang="ru" model={model} zones={zones} max={4} />
    </AppProviders>,
  );
}

describe('ZoneWaitlist', () => {
  it('offers nothing while every zone on sale has a free place', () => {
    show([S.free, S.unavailable, S.free], [1, 2, 2]);
    expect(screen.queryByTestId('waitlist')).toBeNull();
  });

  it('offers the sold-out zones only, saying that the others still have places', () => {
    show([S.free, S.unavailable, S.unavailable], [1, 2, 2]);
    const form = screen.getByTestId('waitlist');
    expect(form.textContent).toContain('В этих категориях мест нет');
    const offered = screen.getAllByRole('checkbox', { name: /Балкон|Партер/ }).map((c) => c.parentElement!.textContent);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatch(/^Балкон, до 1\s700\s₽$/);
  });

  it('says there are no free places when no zone has one', () => {
    show([S.unavailable, S.unavailable], [1, 2]);
    expect(screen.getByTestId('waitlist').textContent).toContain('Свободных мест нет');
    expect(screen.getAllByRole('checkbox', { name: /Балкон|Партер/ })).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { importHallSvg } from '../../../engine/hall/import';
import { corelCoveredSeats, illustratorPlaceLodges } from '../../../fixtures/halls/venues/label-kinds';
import { ImportReportView } from './import-report';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

describe('the import report in the demo page', () => {
  it('says what covers the seats it left out («ПУЛЬТ»), not only how many', () => {
    const { report } = importHallSvg(corelCoveredSeats().svg);
    render(
      <MemoryRouter initialEntries={['/demo/seatmap?lang=ru']}>
        <ImportReportView report={report} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('seatmap-import-left-out').textContent).toContain(': 5');
    expect(screen.getByTestId('seatmap-import-left-out-why').textContent).toBe('под фигурой «ПУЛЬТ»: 5');
  });

  it('says which sectors are numbered by place and lists their lines without a row number', () => {
    const { report } = importHallSvg(illustratorPlaceLodges().svg);
    const { container } = render(
      <MemoryRouter initialEntries={['/demo/seatmap?lang=ru']}>
        <ImportReportView report={report} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('seatmap-import-by-place').map((e) => e.textContent)).toEqual([
      ' нумерация по местам: ряд не нарисован, номера не повторяются (линий: 2)',
      ' нумерация по местам: ряд не нарисован, номера не повторяются (линий: 2)',
    ]);
    expect(container.textContent).toContain('Без ряда: мест 4');
    expect(container.textContent).not.toMatch(/Ряд :/);
  });
});

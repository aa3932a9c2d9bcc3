// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { importHallSvg } from '../../../engine/hall/import';
import { corelCoveredSeats } from '../../../fixtures/halls/venues/label-kinds';
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
});

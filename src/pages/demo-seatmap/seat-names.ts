import type { TFunction } from 'i18next';

/** The demo hall's seat and zone names in the page's language; a seat numbered by place has no row word. */
export function demoNames(t: TFunction) {
  return {
    seatName: (sector: string, row: string, seat: string) => (row ? t('seatmapDemo.seatName', { sector, row, seat }) : t('seatmapDemo.seatNameNoRow', { sector, seat })),
    zoneName: t('seatmapDemo.ownZone'),
  };
}

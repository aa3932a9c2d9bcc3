import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB, kk, ru, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Lang } from '../../../../../contract/lang';

const locales = { ru, en: enGB, kz: kk, ch: zhCN } as const;

/** YYYY-MM-DD ↔ a local-midnight Date, the form DayPicker works in. */
export function toDate(iso: string | null): Date | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

export function toIso(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

export type RangeCalendarProps = {
  lang: Lang;
  from: string | null;
  to: string | null;
  /** Days with sessions in the current menu; the others cannot be picked. */
  days: ReadonlySet<string>;
  /** The server's today: earlier months are not offered. */
  today: string;
  months: number;
  onChange: (from: string | null, to: string | null) => void;
};

/** The date-range calendar of the filters; its own chunk, loaded when first opened. */
export default function RangeCalendar({ lang, from, to, days, today, months, onChange }: RangeCalendarProps) {
  const sorted = [...days].sort();
  const start = toDate(today) ?? new Date();
  const last = toDate(sorted[sorted.length - 1] ?? null);
  const selected: DateRange | undefined = from ? { from: toDate(from), to: toDate(to) } : undefined;
  return (
    <DayPicker
      mode="range"
      locale={locales[lang]}
      numberOfMonths={months}
      startMonth={start}
      endMonth={last && last > start ? last : undefined}
      defaultMonth={toDate(from) ?? toDate(sorted.find((d) => d >= today) ?? null) ?? start}
      selected={selected}
      disabled={(date) => !days.has(toIso(date))}
      onSelect={(range) => onChange(range?.from ? toIso(range.from) : null, range?.to ? toIso(range.to) : null)}
    />
  );
}

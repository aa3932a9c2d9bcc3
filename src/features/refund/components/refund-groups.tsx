import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import { selectable } from '../../../../engine/machines';
import { CountdownTimer, type CountdownActor } from '../../../components/countdown';
import { formatDate, formatPrice, formatWeekday } from '../../../i18n/format';
import type { RefundActor } from '../hooks/use-refund-flow';
import { rowCategory, rowStatus, type RefundGroup } from '../model/refund-view';

type Props = {
  actor: RefundActor;
  groups: RefundGroup[];
  lang: Lang;
  currency: string | undefined;
};

/**
 * The order's tickets by session (sortnum), each with its time left to apply online; a
 * group whose time is over says so and its boxes are disabled (docs/product/refund.md). A line is a
 * checkbox while it can be returned (status 0), else its status: not confirmed (60),
 * confirmed (70, 80).
 */
export function RefundGroups({ actor, groups, lang, currency }: Props) {
  return (
    <div className="refund-groups">
      {groups.map((g) => (
        <RefundGroupSection key={g.sortnum} actor={actor} group={g} lang={lang} currency={currency} />
      ))}
    </div>
  );
}

function RefundGroupSection({ actor, group, lang, currency }: { actor: RefundActor; group: RefundGroup; lang: Lang; currency: string | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const expiredId = useId();
  const expired = useSelector(actor, (s) => s.context.expired.includes(group.sortnum));
  // Ticking is open only while the form is (not during a request or a dialog).
  const editable = useSelector(actor, (s) => s.matches({ ready: 'form' }));
  const context = useSelector(actor, (s) => s.context);
  const selected = context.selected;
  const countdown = useSelector(actor, (s) => s.children.groups as CountdownActor | undefined);
  const when = [group.day && formatDate(group.day, lang), group.day && formatWeekday(group.day, lang), group.time].filter(Boolean).join(', ');
  const hasOpen = group.rows.some(({ row }) => rowStatus(row.status_id) === 'open');

  return (
    <section className="refund-group" aria-labelledby={headingId} data-testid="refund-group" data-sortnum={group.sortnum}>
      <h2 id={headingId} className="refund-group__title">
        {group.event}
        {when && <span className="refund-group__when">{when}</span>}
      </h2>
      {expired ? (
        <p id={expiredId} className="refund-group__expired" role="status" data-testid="refund-group-expired">
          {t('refund.group.expired')}
        </p>
      ) : (
        hasOpen && countdown && <CountdownTimer countdown={countdown} timer={String(group.sortnum)} label={t('refund.group.countdown')} className="refund-group__countdown" />
      )}
      <table className="refund-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col" className="refund-table__check">
              {t('refund.table.select')}
            </th>
            {group.hasVisitors && <th scope="col">{t('refund.table.visitor')}</th>}
            <th scope="col">{t('refund.table.category')}</th>
            <th scope="col" className="refund-table__num">
              {t('refund.table.visitors')}
            </th>
            <th scope="col" className="refund-table__num">
              {t('refund.table.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map(({ row, number }) => {
            const status = rowStatus(row.status_id);
            const category = rowCategory(row, lang);
            const cost = formatPrice(row.summa, lang, currency);
            const checked = selected.includes(row.id);
            return (
              <tr key={row.id} data-testid="refund-row" data-status={row.status_id}>
                <td className="refund-table__check">
                  {status === 'open' ? (
                    <label className="refund-check">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!editable || (!checked && !selectable(context, row.id))}
                        aria-label={t('refund.table.selectTicket', { n: number, category: category || group.event, cost })}
                        aria-describedby={expired ? expiredId : undefined}
                        onChange={() => actor.send({ type: 'TOGGLE_TICKET', id: row.id })}
                      />
                    </label>
                  ) : status === 'unconfirmed' ? (
                    <span className="refund-status refund-status--unconfirmed">
                      {t('refund.status.unconfirmed')}
                      <span className="refund-status__hint">{t('refund.status.unconfirmedHint')}</span>
                    </span>
                  ) : status === 'confirmed' ? (
                    <span className="refund-status refund-status--confirmed">{t('refund.status.confirmed')}</span>
                  ) : null}
                </td>
                {group.hasVisitors && <td data-label={t('refund.table.visitor')}>{row.name ?? ''}</td>}
                <td data-label={t('refund.table.category')}>{category}</td>
                <td className="refund-table__num" data-label={t('refund.table.visitors')}>
                  {row.quant}
                </td>
                <td className="refund-table__num" data-label={t('refund.table.cost')}>
                  {cost}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

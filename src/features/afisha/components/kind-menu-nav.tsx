import { useTranslation } from 'react-i18next';
import type { KindMenu as Kind } from '../../../../contract/afisha';
import { localized, type Lang } from '../../../../contract/lang';

type Props = { kinds: readonly Kind[]; active: Kind | undefined; lang: Lang; onSelect: (kind: Kind) => void };

/** The top menu: the menu kinds (tickets, subscriptions, concerts…). */
export function KindMenuNav({ kinds, active, lang, onSelect }: Props) {
  const { t } = useTranslation();
  if (kinds.length < 2) return null;
  return (
    <nav className="kind-menu" aria-label={t('afisha.menu.kinds')}>
      <ul className="kind-menu__list">
        {kinds.map((kind) => {
          const current = kind.menukind_id === active?.menukind_id;
          return (
            <li key={kind.menukind_id}>
              <button
                type="button"
                className="kind-menu__item"
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  if (!current) onSelect(kind);
                }}
              >
                {localized(kind, 'menukindname', lang)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainMenu as Main } from '../../../../contract/afisha';
import { localized, type Lang } from '../../../../contract/lang';
import { LangLink } from '../../../components/lang-link';

/** After a swipe, clicks are ignored until the gesture settles (500 ms). */
export const SWIPE_RESET_MS = 500;
const DRAG_THRESHOLD_PX = 6;

type Props = { mains: readonly Main[]; active: Main | undefined; lang: Lang };

/**
 * The sub menu of main menus: a row that scrolls sideways. Fingers swipe it natively; a mouse
 * can drag it too, and the click that ends a drag does not open the item under the pointer.
 */
export function MainMenuNav({ mains, active, lang }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const drag = useRef({ x: 0, left: 0, down: false, swiped: false, timer: 0 });

  // Bring the active item into view without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item) return;
    const offset = item.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    list.scrollLeft = Math.max(0, offset - (list.clientWidth - item.offsetWidth) / 2);
  }, [active?.mainmenu_id]);

  useEffect(() => () => window.clearTimeout(drag.current.timer), []);

  if (mains.length < 2) return null;
  return (
    <nav className="main-menu" aria-label={t('afisha.menu.mains')}>
      <ul
        ref={listRef}
        className="main-menu__list"
        onPointerDown={(e) => {
          if (e.pointerType !== 'mouse' || !listRef.current) return;
          drag.current = { ...drag.current, x: e.clientX, left: listRef.current.scrollLeft, down: true, swiped: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d.down || !listRef.current) return;
          const dx = e.clientX - d.x;
          if (Math.abs(dx) > DRAG_THRESHOLD_PX) d.swiped = true;
          if (d.swiped) listRef.current.scrollLeft = d.left - dx;
        }}
        onPointerUp={() => {
          const d = drag.current;
          d.down = false;
          window.clearTimeout(d.timer);
          d.timer = window.setTimeout(() => (d.swiped = false), SWIPE_RESET_MS);
        }}
        onPointerLeave={() => {
          drag.current.down = false;
        }}
        onClickCapture={(e) => {
          if (drag.current.swiped) {
            e.preventDefault();
            e.stopPropagation();
          }
        }}
      >
        {mains.map((main) => {
          const current = main.mainmenu_id === active?.mainmenu_id;
          return (
            <li key={main.mainmenu_id}>
              <LangLink
                to={`/?sid=${main.mainmenu_id}`}
                className="main-menu__item"
                aria-current={current ? 'page' : undefined}
                draggable={false}
              >
                {localized(main, 'mainmenu', lang)}
              </LangLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import type { Afisha, AfishaEvent, KindMenu, MainMenu } from '../../../../contract/afisha';
import type { Setup } from '../../../../contract/setup';

export type ActiveMenus = {
  kinds: KindMenu[];
  kind: KindMenu | undefined;
  /** The main menus of the active kind, in their order. */
  mains: MainMenu[];
  main: MainMenu | undefined;
  /** `?sid` named a main menu that does not exist: the listing shows 'not found'. */
  unknownSid: boolean;
};

const byKindOrder = (a: KindMenu, b: KindMenu) => a.menukindsortnum - b.menukindsortnum || a.menukind_id - b.menukind_id;
const byMainOrder = (a: MainMenu, b: MainMenu) => a.mainmenusortnum - b.mainmenusortnum || a.mainmenu_id - b.mainmenu_id;

export function mainsOfKind(afisha: Pick<Afisha, 'main_menu'>, kindId: number | undefined): MainMenu[] {
  return afisha.main_menu.filter((m) => m.menukind_id === kindId).sort(byMainOrder);
}

/** Parses `?sid`: a positive integer, anything else is no choice. */
export function parseSid(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * The active top menu (kind) and sub menu (main menu). `?sid` wins and brings its kind;
 * without it, the chosen kind (or the first) and its first main menu.
 */
export function resolveMenus(afisha: Pick<Afisha, 'kind_menu' | 'main_menu'>, sid: number | null, kindId: number | null): ActiveMenus {
  const kinds = [...afisha.kind_menu].sort(byKindOrder);
  const bySid = sid === null ? undefined : afisha.main_menu.find((m) => m.mainmenu_id === sid);
  const kind = bySid ? kinds.find((k) => k.menukind_id === bySid.menukind_id) : (kinds.find((k) => k.menukind_id === kindId) ?? kinds[0]);
  const mains = mainsOfKind(afisha, kind?.menukind_id);
  const main = bySid && kind ? bySid : mains[0];
  return { kinds, kind, mains, main, unknownSid: sid !== null && (!bySid || !kind) };
}

/** The kind an event belongs to: its own, else its main menu's. */
export function kindOfEvent(event: AfishaEvent, mainMenus: readonly MainMenu[]): number | undefined {
  if (event.menukind_id != null) return event.menukind_id;
  return mainMenus.find((m) => m.mainmenu_id === event.mainmenu_id)?.menukind_id;
}

/**
 * The events of the active menus. An event placed on a kind without a main menu shows
 * under every main menu of that kind; a kind without main menus shows all its events.
 */
export function eventsOfMenus<T extends { event: AfishaEvent }>(items: readonly T[], menus: ActiveMenus, mainMenus: readonly MainMenu[]): T[] {
  const { kind, main } = menus;
  if (!kind) return [];
  return items.filter(({ event }) => {
    if (kindOfEvent(event, mainMenus) !== kind.menukind_id) return false;
    return !main || event.mainmenu_id == null || event.mainmenu_id === main.mainmenu_id;
  });
}

export const DEFAULT_COLUMNS = 3;
/**
 * Columns between 1 and 4. The kind's menucolumncount wins; a kind without one
 * takes the setup's default for its ticket type (subscription_col for subscriptions, type 2;
 * tickets_col for tickets and concerts), and 3 when setup has none either.
 */
export function columnCount(kind: KindMenu | undefined, db?: Pick<Setup['db'], 'tickets_col' | 'subscription_col'>): number {
  const fallback = kind?.ticket_type === 2 ? db?.subscription_col : db?.tickets_col;
  const n = kind?.menucolumncount ?? fallback ?? DEFAULT_COLUMNS;
  return Number.isFinite(n) ? Math.min(4, Math.max(1, Math.round(n))) : DEFAULT_COLUMNS;
}

/**
 * 100 a page unless the kind sets menurowcount; never more than 100 ('Limit max
 * 100'). menurowcount is read as a number of cards, not of grid rows: the grid has one column
 * on phones and up to four on desktops, and a page counted in rows would hold 12 cards on a
 * phone and 48 on a desktop for the same menu, with 'load next N of M' changing on rotation.
 */
export const DEFAULT_PAGE_SIZE = 100;
export function pageSize(kind: KindMenu | undefined): number {
  const n = kind?.menurowcount;
  return n && n > 0 ? Math.min(DEFAULT_PAGE_SIZE, n) : DEFAULT_PAGE_SIZE;
}

import { describe, expect, it } from 'vitest';
import { afishaSchema } from '../../../../contract/afisha';
import { fixtureAfisha } from '../testing/afisha-fixture';
import { indexListing } from './listing-index';
import { columnCount, eventsOfMenus, pageSize, parseSid, resolveMenus } from './menus';

const afisha = afishaSchema.parse(fixtureAfisha());
const items = indexListing(afisha);

describe('menus', () => {
  it('start at the first kind and its first main menu', () => {
    const m = resolveMenus(afisha, null, null);
    expect([m.kind?.menukind_id, m.main?.mainmenu_id, m.mains.map((x) => x.mainmenu_id)]).toEqual([1, 1, [1, 2]]);
    expect(eventsOfMenus(items, m, afisha.main_menu).map((i) => i.event.event_id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('?sid picks the main menu and brings its kind; a chosen kind starts at its first main menu', () => {
    expect(resolveMenus(afisha, 4, null).kind?.menukind_id).toBe(2);
    const chosen = resolveMenus(afisha, null, 2);
    expect([chosen.kind?.menukind_id, chosen.main?.mainmenu_id]).toEqual([2, 3]);
  });

  it('an unknown ?sid is reported, and a malformed one ignored', () => {
    expect(resolveMenus(afisha, 99, null).unknownSid).toBe(true);
    expect(parseSid('3')).toBe(3);
    expect(parseSid('3x')).toBeNull();
    expect(parseSid('-1')).toBeNull();
    expect(parseSid(null)).toBeNull();
  });

  it('an event placed on a kind without a main menu shows under each main menu of the kind', () => {
    const loose = indexListing(afishaSchema.parse(fixtureAfisha({ action: [{ event_id: 50, hash_id: 'f'.repeat(40), totalticketcount: 1, menukind_id: 1, mainmenu_id: null }] })));
    expect(eventsOfMenus(loose, resolveMenus(afisha, 2, null), afisha.main_menu)).toHaveLength(1);
    expect(eventsOfMenus(loose, resolveMenus(afisha, 3, null), afisha.main_menu)).toHaveLength(0);
  });

  it('a kind without menucolumncount takes tickets_col or subscription_col of setup, else 3', () => {
    const [tickets, subs] = [afisha.kind_menu[0]!, afisha.kind_menu[1]!];
    const db = { tickets_col: 4, subscription_col: 1 };
    expect(columnCount({ ...tickets, menucolumncount: null }, db)).toBe(4);
    expect(columnCount({ ...subs, menucolumncount: undefined }, db)).toBe(1);
    expect(columnCount({ ...tickets, menucolumncount: 2 }, db)).toBe(2);
    expect(columnCount({ ...subs, menucolumncount: null }, { tickets_col: 4, subscription_col: null })).toBe(3);
    expect(columnCount({ ...tickets, menucolumncount: null }, { tickets_col: 7, subscription_col: 0 })).toBe(4);
    expect(columnCount({ ...tickets, menucolumncount: null }, { tickets_col: Number.NaN, subscription_col: null })).toBe(3);
    expect(afishaSchema.parse(fixtureAfisha({ kind_menu: [{ menukind_id: 1 }] })).kind_menu[0]!.menucolumncount).toBeUndefined();
  });

  it('menurowcount counts cards, not grid rows: the page is the same at 1 and at 4 columns', () => {
    const kind = { ...afisha.kind_menu[0]!, menurowcount: 12 };
    expect(pageSize({ ...kind, menucolumncount: 1 })).toBe(12);
    expect(pageSize({ ...kind, menucolumncount: 4 })).toBe(12);
  });

  it('columns stay within 1–4; a page is menurowcount cards, else 100, never more', () => {
    const kind = afisha.kind_menu[0]!;
    expect([0, 1, 3, 4, 9].map((n) => columnCount({ ...kind, menucolumncount: n }))).toEqual([1, 1, 3, 4, 4]);
    expect(pageSize({ ...kind, menurowcount: 12 })).toBe(12);
    expect(pageSize({ ...kind, menurowcount: null })).toBe(100);
    expect(pageSize({ ...kind, menurowcount: 0 })).toBe(100);
    expect(pageSize({ ...kind, menurowcount: 500 })).toBe(100);
  });
});

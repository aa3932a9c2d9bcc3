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

  it('columns stay within 1–4; a page is menurowcount rows, else 100, never more', () => {
    const kind = afisha.kind_menu[0]!;
    expect([0, 1, 3, 4, 9].map((n) => columnCount({ ...kind, menucolumncount: n }))).toEqual([1, 1, 3, 4, 4]);
    expect(pageSize({ ...kind, menurowcount: 12 })).toBe(12);
    expect(pageSize({ ...kind, menurowcount: null })).toBe(100);
    expect(pageSize({ ...kind, menurowcount: 0 })).toBe(100);
    expect(pageSize({ ...kind, menurowcount: 500 })).toBe(100);
  });
});

// Localised text columns hold JSON objects {"ru":…,"en":…,"kz":…,"ch":…}.
export const sql = `
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE menu_kinds (
  menukind_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sortnum INTEGER NOT NULL DEFAULT 0,
  title_h1 TEXT NOT NULL,
  menucolumncount INTEGER NOT NULL,
  menurowcount INTEGER,
  showfiltercalendar INTEGER NOT NULL DEFAULT 0,
  showattribute INTEGER NOT NULL DEFAULT 0,
  ticket_type INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE main_menus (
  mainmenu_id INTEGER PRIMARY KEY,
  menukind_id INTEGER NOT NULL REFERENCES menu_kinds (menukind_id),
  name TEXT NOT NULL,
  sortnum INTEGER NOT NULL DEFAULT 0,
  showimage INTEGER NOT NULL DEFAULT 1,
  title_h2 TEXT NOT NULL
);
CREATE TABLE sub_menus (
  submenu_id INTEGER PRIMARY KEY,
  mainmenu_id INTEGER NOT NULL REFERENCES main_menus (mainmenu_id),
  name TEXT NOT NULL,
  sortnum INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE images (
  image_id INTEGER PRIMARY KEY,
  file TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  body BLOB NOT NULL
);
CREATE TABLE halls (
  hall_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  svg TEXT NOT NULL,
  zoomporog REAL NOT NULL DEFAULT 500,
  zoommax REAL NOT NULL DEFAULT 24,
  usestrokesector INTEGER NOT NULL DEFAULT 0,
  showseatnumber INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hall_sectors (
  hall_id INTEGER NOT NULL REFERENCES halls (hall_id),
  sector_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (hall_id, sector_id)
);
-- st_id 0 is a seat (capacity 1), -1 a standing place (capacity = its quant).
CREATE TABLE hall_seats (
  hall_id INTEGER NOT NULL REFERENCES halls (hall_id),
  seat_id INTEGER NOT NULL,
  sector_id INTEGER NOT NULL,
  row_label TEXT NOT NULL,
  seat_label TEXT NOT NULL,
  st_id INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT 1,
  zonelevel_id INTEGER NOT NULL,
  name TEXT,
  PRIMARY KEY (hall_id, seat_id)
);
CREATE TABLE zones (
  zonelevel_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  color TEXT NOT NULL
);
CREATE TABLE venues (
  seatroot_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  urlyandexmap TEXT,
  hall_id INTEGER REFERENCES halls (hall_id)
);
CREATE TABLE tags (
  attr_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE categories (
  clientcategory_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  descript TEXT NOT NULL
);
CREATE TABLE checkboxes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  filling INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE events (
  event_id INTEGER PRIMARY KEY,
  hash_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  menukind_id INTEGER NOT NULL REFERENCES menu_kinds (menukind_id),
  mainmenu_id INTEGER REFERENCES main_menus (mainmenu_id),
  submenu_id INTEGER REFERENCES sub_menus (submenu_id),
  sortnum INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  descript TEXT NOT NULL,
  note TEXT,
  descript_url TEXT,
  image_id INTEGER REFERENCES images (image_id),
  age_from INTEGER NOT NULL DEFAULT 0,
  duration INTEGER,
  seatroot_id INTEGER REFERENCES venues (seatroot_id),
  useseatsvg INTEGER NOT NULL DEFAULT 0,
  usepushkarta INTEGER NOT NULL DEFAULT 0,
  usenopushkarta INTEGER NOT NULL DEFAULT 1,
  signlang INTEGER NOT NULL DEFAULT 0,
  showticketcount INTEGER NOT NULL DEFAULT 1,
  showquant INTEGER NOT NULL DEFAULT 1,
  maybefree INTEGER NOT NULL DEFAULT 0,
  writeticketname INTEGER NOT NULL DEFAULT 0,
  mailconfirm INTEGER NOT NULL DEFAULT 0,
  demquantlimit INTEGER NOT NULL DEFAULT 10,
  rowcount INTEGER NOT NULL DEFAULT 0,
  -- 'open', 'soon' (not on sale yet) or 'soldout' (the demo fills every session with orders)
  sale TEXT NOT NULL DEFAULT 'open',
  group_info TEXT
);
CREATE TABLE event_tags (
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  attr_id INTEGER NOT NULL REFERENCES tags (attr_id),
  PRIMARY KEY (event_id, attr_id)
);
CREATE TABLE event_checkboxes (
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  checkbox_id INTEGER NOT NULL REFERENCES checkboxes (id),
  PRIMARY KEY (event_id, checkbox_id)
);
CREATE TABLE compositions (
  composition_id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  sortnum INTEGER NOT NULL DEFAULT 0,
  eventstr TEXT NOT NULL,
  day TEXT NOT NULL,
  time TEXT NOT NULL DEFAULT '',
  url TEXT,
  seatroot_id INTEGER REFERENCES venues (seatroot_id)
);
-- Rules that materialise sessions; kept so that the calendar can be topped up daily.
CREATE TABLE schedules (
  event_id INTEGER PRIMARY KEY REFERENCES events (event_id),
  start_offset INTEGER NOT NULL,
  days INTEGER NOT NULL,
  weekdays TEXT NOT NULL,
  times TEXT NOT NULL
);
-- time '' means no fixed time (an all-day ticket); '' rather than NULL keeps UNIQUE meaningful.
CREATE TABLE sessions (
  calendar_id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  day TEXT NOT NULL,
  time TEXT NOT NULL DEFAULT '',
  pricetype_id INTEGER NOT NULL,
  UNIQUE (event_id, day, time)
);
CREATE INDEX sessions_day ON sessions (day);
CREATE TABLE zone_quotas (
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  zonelevel_id INTEGER NOT NULL REFERENCES zones (zonelevel_id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (event_id, zonelevel_id)
);
CREATE TABLE prices (
  price_id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  pricetype_id INTEGER NOT NULL,
  clientcategory_id INTEGER NOT NULL REFERENCES categories (clientcategory_id),
  zonelevel_id INTEGER NOT NULL REFERENCES zones (zonelevel_id),
  price REAL NOT NULL,
  priceservise REAL NOT NULL DEFAULT 0,
  currency_id INTEGER NOT NULL DEFAULT 1,
  minlimit INTEGER NOT NULL DEFAULT 0,
  maxlimit INTEGER NOT NULL DEFAULT 1000,
  needprice INTEGER NOT NULL DEFAULT 0,
  passagequant INTEGER NOT NULL DEFAULT 1,
  useproculture INTEGER NOT NULL DEFAULT 0,
  usecard INTEGER NOT NULL DEFAULT 1,
  usepromo INTEGER NOT NULL DEFAULT 0,
  is_group INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX prices_event ON prices (event_id, pricetype_id);
CREATE TABLE clients (
  id INTEGER PRIMARY KEY,
  hash_id TEXT NOT NULL UNIQUE,
  session_id TEXT NOT NULL UNIQUE,
  card_code TEXT,
  lastname TEXT,
  firstname TEXT,
  middlename TEXT,
  phone TEXT,
  email TEXT,
  blocked INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE client_subscriptions (
  subscrit_id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id),
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  quant INTEGER NOT NULL
);
CREATE TABLE captchas (
  sid TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0
);
`;

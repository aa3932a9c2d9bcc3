import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import { expand } from './l10n';
import { sanitize } from './sanitize';

export interface EventDetailRow {
  event_id: number;
  hash_id: string;
  menukind_id: number;
  mainmenu_id: number | null;
  name: string;
  note: string | null;
  descript: string;
  descript_url: string | null;
  age_from: number;
  duration: number | null;
  seatroot_id: number | null;
  venue_name: string | null;
  venue_address: string | null;
  hall_id: number | null;
  useseatsvg: number;
  usepushkarta: number;
  usenopushkarta: number;
  maybefree: number;
  writeticketname: number;
  mailconfirm: number;
  demquantlimit: number;
  rowcount: number;
  sale: string;
  group_info: string | null;
}

/** The event with this hash, if any (hashes are stored in lower case). */
export function eventByHash(db: Db, hash: string): Promise<EventDetailRow | undefined> {
  return db.get<EventDetailRow>(
    `SELECT e.*, v.name AS venue_name, v.address AS venue_address, v.hall_id FROM events e
       LEFT JOIN venues v ON v.seatroot_id = e.seatroot_id WHERE e.hash_id = ?`,
    [hash.toLowerCase()],
  );
}

/** Unknown and malformed hashes answer alike: 'not found'. */
export async function findEvent(db: Db, hash: string): Promise<EventDetailRow> {
  const row = await eventByHash(db, hash);
  if (!row) throw new DomainError('notFound', ErrorCode.notFound, msg('eventNotFound'));
  return row;
}

export function actionOf(e: EventDetailRow) {
  return {
    action_id: e.event_id,
    hash_id: e.hash_id,
    ...expand('action', e.name),
    ...expand('note', e.note),
    ...expand('descript', e.descript, sanitize),
    ...expand('descript_url', e.descript_url),
    ...expand('address', e.venue_address),
    ...expand('seatroot', e.venue_name),
    seatroot_id: e.seatroot_id,
    age_from: e.age_from,
    duration: e.duration,
    demquantlimit: e.demquantlimit,
    usepushkarta: e.usepushkarta,
    usenopushkarta: e.usenopushkarta,
    menukind_id: e.menukind_id,
    mainmenu_id: e.mainmenu_id,
    maybefree: e.maybefree,
    rowcount: e.rowcount,
    writeticketname: e.writeticketname,
    mailconfirm: e.mailconfirm,
    useseatsvg: e.useseatsvg,
  };
}

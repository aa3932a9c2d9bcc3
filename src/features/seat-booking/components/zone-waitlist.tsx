import type { Lang } from '../../../../contract/lang';
import type { HallModel } from '../../../../engine';
import { WaitlistJoin, soldOutZones, type WaitlistZone } from '../../waitlist';

export interface ZoneWaitlistProps {
  hash: string;
  calendarId: number;
  lang: Lang;
  model: HallModel;
  /** The session's zones on sale. */
  zones: readonly WaitlistZone[];
  /** Places one order may take. */
  max: number;
}

/**
 * The waiting list of the zones on sale that have no free place left, under the map
 * (docs/product/waiting-list.md). The scheme page mounts it once the map has painted: finding
 * the sold-out zones reads every seat of a sold-out zone, and the form is a page of its own,
 * neither of which belongs in the map's first paint; under the map, it moves nothing the
 * buyer is already looking at when it appears.
 */
export function ZoneWaitlist({ hash, calendarId, lang, model, zones, max }: ZoneWaitlistProps) {
  const soldOut = new Set(soldOutZones(model, zones.map((z) => z.id)));
  if (soldOut.size === 0) return null;
  return <WaitlistJoin hash={hash} calendarId={calendarId} lang={lang} max={max} zones={zones.filter((z) => soldOut.has(z.id))} partial={soldOut.size < zones.length} />;
}

import type { KindMenu, MainMenu } from '../../../../contract/afisha';
import type { Setup } from '../../../../contract/setup';
import { allowedTags, DEFAULT_DESCRIPTION_LENGTH } from './description';

export type CardSettings = {
  image: boolean;
  address: boolean;
  description: boolean;
  composition: boolean;
  /** Pushkin-card badges only where the operator takes the card (showproculture). */
  pushkin: boolean;
  descriptionTags: string[];
  descriptionLength: number;
  /**
   * Session times on the cards. setup menu_first_notimes 1 hides them in the first top menu
   * (by sort order): there the platform keeps entry tickets valid all day (museums,
   * exhibitions), where a time would read as a start time the visitor must keep.
   */
  times: boolean;
};

/** Ticket type 2 is subscriptions (docs/product/listing.md); its cards follow the subscription_* keys of setup. */
export function cardSettings(db: Setup['db'], kind: KindMenu | undefined, main: MainMenu | undefined, firstKind: KindMenu | undefined): CardSettings {
  const subs = kind?.ticket_type === 2;
  return {
    image: (subs ? db.subscription_image : db.tickets_image) === 1 && (main?.showimage ?? 1) === 1,
    address: (subs ? db.subscription_address : db.tickets_address) === 1,
    description: (subs ? db.subscription_description : db.tickets_description) === 1,
    // The platform calls the events inside a subscription or a programme its 'actions'.
    composition: (subs ? db.subscription_action : db.tickets_action) === 1,
    pushkin: db.showproculture === 1,
    descriptionTags: allowedTags(db.description_escaping_tags),
    times: !(db.menu_first_notimes === 1 && kind !== undefined && kind.menukind_id === firstKind?.menukind_id),
    descriptionLength: db.description_length && db.description_length > 20 ? Math.round(db.description_length) : DEFAULT_DESCRIPTION_LENGTH,
  };
}

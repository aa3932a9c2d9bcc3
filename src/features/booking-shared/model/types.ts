import type { z } from 'zod';
import type { actionStrSchema } from '../../../../contract/booking';

/** A composition row (actionStr on the events page, action_str on the scheme page). */
export type CompositionItem = z.infer<typeof actionStrSchema>;

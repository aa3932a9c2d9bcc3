import { afterSaleScenarios } from './afterSale';
import { bookingScenarios } from './booking';
import { orderScenarios } from './order';
import type { Scenario } from './run';

export { runScenario, traceFileName } from './run';
export type { Scenario, Stimulus } from './run';

/** Every scripted run; each becomes fixtures/traces/<machine>.<name>.json. */
export const scenarios: Scenario[] = [...bookingScenarios, ...orderScenarios, ...afterSaleScenarios];

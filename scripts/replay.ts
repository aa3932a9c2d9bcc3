// npm run replay -- <trace.json | downloaded bundle.json> [more.json …]
// Replays recorded flow-machine traces against the current machines with the recorded actor
// answers on a simulated clock, prints the state after each event, and exits non-zero at
// the first divergence, saying where (step, event, expected and actual state).
import { replayFiles } from './replay-cli';

process.exit(await replayFiles(process.argv.slice(2).filter((a) => a !== '--')));

// npm run hall:import -- venue.svg [--out hall.svg] [--json seats.json] [--name hall-name] [--strict]
//
// Turns a venue drawing from a design tool (seats not marked) into a hall in the convention
// of fixtures/README.md and prints what it found and what it guessed. Exit codes: 0 done,
// 1 the drawing could not be imported (the message says why; with --strict, also when any
// seat's label is guessed), 2 wrong arguments.
import { hallImportCli } from './hall-import-cli';

process.exit(hallImportCli(process.argv.slice(2).filter((a) => a !== '--')));

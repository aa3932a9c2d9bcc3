import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseHallSvg } from '../engine/hall/parse';
import { canvaOutlines, illustratorAisleTheatre } from '../fixtures/halls/venues/label-kinds';
import { hallImportCli } from './hall-import-cli';

const venue = join(import.meta.dirname, '../fixtures/halls/venues/corel-unmarked.svg');
const dir = mkdtempSync(join(tmpdir(), 'hall-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = hallImportCli(args, (l) => out.push(l), (l) => err.push(l));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run hall:import', () => {
  it('writes the hall and the seat list, and prints the report', () => {
    const out = join(dir, 'hall.svg');
    const json = join(dir, 'seats.json');
    const r = run(venue, '--out', out, '--json', json, '--name', 'small-hall');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Seats: 128 in 2 sector(s)');
    expect(r.out).toContain('Guessed, please check:');
    const hall = readFileSync(out, 'utf8');
    expect(hall).toContain('data-hall="small-hall"');
    expect(parseHallSvg(hall).seatCount).toBe(128);
    const data = JSON.parse(readFileSync(json, 'utf8')) as { seats: unknown[]; sectors: { name: string }[] };
    expect(data.seats).toHaveLength(128);
    expect(data.sectors.map((s) => s.name)).toEqual(['ПАРТЕР', 'Балкон']);
  });

  it('writes beside the input by default', () => {
    const input = join(dir, 'club.svg');
    writeFileSync(input, readFileSync(venue, 'utf8'));
    expect(run(input).code).toBe(0);
    expect(readFileSync(join(dir, 'club.hall.svg'), 'utf8')).toContain('data-hall="club"');
  });

  it('says clearly why a file is refused, and how to call it', () => {
    const hostile = join(dir, 'hostile.svg');
    writeFileSync(hostile, '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://evil.example/x.png" width="1" height="1"/></svg>');
    const refused = run(hostile);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/was not imported: the file refers to something outside it/);
    const empty = join(dir, 'empty.svg');
    writeFileSync(empty, '');
    expect(run(empty).err).toMatch(/not XML/);
    expect(run(join(dir, 'missing.svg')).err).toMatch(/cannot read/);
    expect(run().code).toBe(2);
    expect(run(venue, '--out').code).toBe(2);
  });

  it('--strict fails the import, writing nothing, when any label is guessed; passes when every label is read', () => {
    const canva = join(dir, 'canva.svg');
    writeFileSync(canva, canvaOutlines().svg);
    const refused = run(canva, '--strict', '--out', join(dir, 'canva.hall.svg'));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/not imported \(--strict\): the labels of 108 of 108 seats are guessed/);
    expect(refused.out).toContain('!!! SEAT NUMBERS NOT READ');
    expect(() => readFileSync(join(dir, 'canva.hall.svg'))).toThrow();
    // Without --strict the same file is imported, loudly.
    expect(run(canva, '--out', join(dir, 'canva.hall.svg')).code).toBe(0);
    const theatre = join(dir, 'theatre.svg');
    writeFileSync(theatre, illustratorAisleTheatre().svg);
    const read = run(theatre, '--strict');
    expect(read.code).toBe(0);
    expect(parseHallSvg(readFileSync(join(dir, 'theatre.hall.svg'), 'utf8')).seatCount).toBe(148);
  });

  it('refuses an absurd transform with exit code 1 and says why, writing nothing', () => {
    const input = join(dir, 'far.svg');
    const out = join(dir, 'far.hall.svg');
    const body = Array.from({ length: 40 }, (_, k) => `<circle cx="${(k % 10) * 30 + 20}" cy="${Math.floor(k / 10) * 30 + 20}" r="10"/>`).join('');
    writeFileSync(input, `<svg xmlns="http://www.w3.org/2000/svg"><g transform="translate(1e308)">${body}</g></svg>`);
    const r = run(input, '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/was not imported: the drawing places something beyond ±10,000,000 units/);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a file past the size limit by its size, before reading it', () => {
    const big = join(dir, 'big.svg');
    writeFileSync(big, '');
    // Sparse: 60 MB on paper, nothing on disk; reading it would fill memory with zeros.
    truncateSync(big, 60 * 1024 * 1024);
    const r = run(big);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/was not imported: the file is larger than 50 MB/);
  });
});

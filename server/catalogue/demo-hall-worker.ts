import zlib from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import type { Lang } from '../../contract/lang';
import { demoHall, demoMap } from './demo-hall';

/**
 * Runs in a worker thread (demo-hall-cache.ts): generating a 200,000-seat hall, serialising
 * its 40 MB of JSON and gzipping it take seconds of CPU that would stop every other request.
 */
const { query, lang } = workerData as { query: { seats?: string; hall?: string }; lang: Lang };
const json = Buffer.from(JSON.stringify({ response: demoMap(demoHall(query), lang) }));
const gzipped = zlib.gzipSync(json, { level: 6 });
// A buffer of its own, handed over rather than copied.
const out = new Uint8Array(gzipped.length);
out.set(gzipped);
parentPort!.postMessage({ gzip: out, bytes: json.length }, [out.buffer]);

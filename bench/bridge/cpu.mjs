// The CPU rows of the bridge bench alone, repeated, for a quick before/after of a change on a shared machine:
// server CPU per answer at the small (users × 2) and large (users × 1) loops, and Redis commands per answer, for the
// columns asked, each `--repeat` times in turn (A B C, A B C, …), medians printed as JSON.
//   node bench/bridge/cpu.mjs [--scale 0.1] [--repeat 3] [--columns bridge-memory,floor-memory,bridge-redis,floor-redis]
import { parseArgs } from 'node:util';
import { bridgeCounts, bundleBridge, column, measureSized } from './run.mjs';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.1' },
    repeat: { type: 'string', default: '3' },
    columns: { type: 'string', default: 'bridge-memory,floor-memory,bridge-redis,floor-redis' },
  },
});
const counts = bridgeCounts(Number(values.scale));
const bundle = await bundleBridge();
const runs = {};
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (let round = 0; round < Number(values.repeat); round += 1) {
  for (const name of values.columns.split(',')) {
    const [kind, store] = name.split('-');
    const col = await column(kind, store, bundle);
    try {
      const small = await measureSized(col, counts, 'small');
      const large = await measureSized(col, counts, 'large');
      runs[name] ??= [];
      runs[name].push({ small, large });
      console.error(name, round, Math.round(small.cpuPerAnswerUs), Math.round(large.cpuPerAnswerUs));
    } finally {
      await col.stop();
    }
  }
}
const out = { counts: { small: counts.small, large: counts.large }, columns: {} };
for (const [name, list] of Object.entries(runs)) {
  out.columns[name] = {
    smallUs: Math.round(median(list.map((r) => r.small.cpuPerAnswerUs))),
    largeUs: Math.round(median(list.map((r) => r.large.cpuPerAnswerUs))),
    redisCommandsPerAnswer: list[0].large.redisCommandsPerAnswer,
    all: list.map((r) => [Math.round(r.small.cpuPerAnswerUs), Math.round(r.large.cpuPerAnswerUs)]),
  };
}
console.log(JSON.stringify(out, null, 1));
process.exit(0);

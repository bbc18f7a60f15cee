/**
 * Measures the reader on the generated set: `npx tsx tools/mrz-set/evaluate.ts tune|report|timing
 * [--verbose]`. Tune on "tune", report on "report" (untouched while tuning).
 */
import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { matchPassenger } from '../../src/lib/mrz/matchPassenger';
import { readZoneFromRgba } from '../../src/lib/mrz/reader/readZone';
import type { Sample } from './sample';

const OUT_DIR = 'tools/mrz-set/out';
const split = process.argv[2] ?? 'tune';
const verbose = process.argv.includes('--verbose');
const samples = (JSON.parse(readFileSync(`${OUT_DIR}/labels.json`, 'utf8')) as Sample[]).filter(
  (sample) => (sample.split as string) === split,
);

const tally = {
  readable: 0,
  readableRead: 0,
  unreadable: 0,
  unreadableRead: 0,
  wrongAccepted: 0,
  rightPassenger: 0,
  reads: 0,
};
const times: number[] = [];
const cpuTimes: number[] = [];
for (const sample of samples) {
  const image = jpeg.decode(readFileSync(`${OUT_DIR}/${sample.name}.jpg`), {
    useTArray: true,
    maxMemoryUsageInMB: 1024,
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const attempt = readZoneFromRgba(image.data, image.width, image.height);
  times.push(performance.now() - started);
  // CPU time: the machine is shared, so wall time counts other sessions' work too.
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  const { read } = attempt;
  if (sample.readable) tally.readable += 1;
  else tally.unreadable += 1;
  if (read) {
    tally.reads += 1;
    if (sample.readable) tally.readableRead += 1;
    else tally.unreadableRead += 1;
    const right = read.lines[0] === sample.lines[0] && read.lines[1] === sample.lines[1];
    if (!right) {
      tally.wrongAccepted += 1;
      console.log(
        `WRONG ACCEPTED ${sample.name}\n  read  ${read.lines.join('\n        ')}\n  truth ${sample.lines.join('\n        ')}`,
      );
    }
    if (matchPassenger(read, sample.passengers)?.id === sample.truthId) tally.rightPassenger += 1;
    else if (verbose)
      console.log(`passenger missed ${sample.name}: ${read.surname} / ${read.givenNames}`);
  } else if (verbose && sample.readable) {
    const found = attempt.lines
      ? `\n  got   ${attempt.lines.join('\n        ')}`
      : ' (no zone found)';
    console.log(
      `not read ${sample.name} ${JSON.stringify(sample.conditions).slice(0, 160)}${found}\n  truth ${sample.lines.join('\n        ')}`,
    );
  }
}
const percent = (part: number, whole: number) =>
  `${part}/${whole} (${whole ? ((100 * part) / whole).toFixed(1) : '-'} %)`;
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
console.log(`split ${split}: ${samples.length} photos`);
console.log(
  `read with all check digits valid, readable photos: ${percent(tally.readableRead, tally.readable)}`,
);
console.log(`read on photos drawn unreadable: ${percent(tally.unreadableRead, tally.unreadable)}`);
console.log(`wrong field accepted: ${tally.wrongAccepted}`);
console.log(`right passenger picked, of reads: ${percent(tally.rightPassenger, tally.reads)}`);
const spread = (values: number[]) =>
  `median ${values[values.length >> 1]?.toFixed(0)}, max ${values.at(-1)?.toFixed(0)}`;
console.log(`wall time per photo (ms): ${spread(times)}; CPU time (ms): ${spread(cpuTimes)}`);

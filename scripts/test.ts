/**
 * `npm test`: every check of the repository, side by side wherever one does
 * not need another's result (decisions/0007-test-pipeline.md). Each step is
 * an npm script. A step starts once the steps it needs have passed and the
 * steps it waits for have ended, and while fewer steps run than the machine
 * has cores (more would only slow each down, and stretch tests towards their
 * timeouts), in the order listed; it prints its output when it ends, and the
 * run fails when any step fails (a step whose needs failed does not run).
 *
 *   npm test
 */
import {spawn} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {performance} from 'node:perf_hooks';

type Step = {
  /** The npm script. */
  script: string;
  /** Steps whose output this one reads: it runs only once they have passed. */
  needs?: string[];
  /** Steps that must have ended first, whatever their result, so that this one has the machine to itself. */
  after?: string[];
};

/** In the order they start in: the site's build first, as three steps wait for it. */
const steps: Step[] = [
  {script: 'build'},
  {script: 'typecheck'},
  {script: 'lint'},
  {script: 'lint:spelling'},
  // Its own copy of the site, docs and caches: it builds beside the site.
  {script: 'build:versioned-fixture'},
  // After the site's build: the two share `.docusaurus/`, and this one starts from the cache the first one left.
  {script: 'build:hosted-fixture', needs: ['build']},
  {script: 'test:unit:built', needs: ['build']},
  // Last of the steps that need nothing: the slot the build frees goes to the steps that waited for it.
  {script: 'test:unit:source'},
  // Alone at the end: browser tests wait on conditions, but a machine this busy would stretch them past their timeouts.
  {
    script: 'test:e2e',
    needs: ['build', 'build:hosted-fixture', 'build:versioned-fixture'],
    after: ['typecheck', 'lint', 'lint:spelling', 'test:unit:source', 'test:unit:built'],
  },
];

/** How many steps run at once. */
const slots = Math.max(2, availableParallelism());

type Result = {passed: boolean; seconds: number} | 'skipped';
const results = new Map<string, Result>();
const running = new Set<string>();
const started = performance.now();
const since = (start: number) => (performance.now() - start) / 1000;
const clock = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
const failed = (name: string) => {
  const result = results.get(name);
  return result === 'skipped' || (result !== undefined && !result.passed);
};

function run(step: Step): void {
  running.add(step.script);
  console.log(`[${clock(since(started))}] ${step.script} started`);
  const start = performance.now();
  const child = spawn('npm', ['run', '--silent', step.script], {stdio: ['ignore', 'pipe', 'pipe']});
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  child.on('close', (code) => {
    const seconds = since(start);
    running.delete(step.script);
    results.set(step.script, {passed: code === 0, seconds});
    console.log(`\n──── ${step.script} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${clock(seconds)} ────`);
    process.stdout.write(Buffer.concat(output));
    console.log(`──── end of ${step.script} ────\n`);
    next();
  });
}

/** Starts each step whose needs and waits are over, while a slot is free; the steps are listed after those they need. */
function next(): void {
  for (const step of steps.filter(({script}) => !results.has(script) && !running.has(script))) {
    if ((step.needs ?? []).some(failed)) {
      results.set(step.script, 'skipped');
      console.log(`${step.script} skipped: a step it needs did not pass`);
    } else if (
      running.size < slots &&
      [...(step.needs ?? []), ...(step.after ?? [])].every((name) => results.has(name))
    ) {
      run(step);
    }
  }
  if (running.size === 0) {
    summarize();
  }
}

function summarize(): void {
  console.log('npm test:');
  for (const {script} of steps) {
    const result = results.get(script)!;
    console.log(
      `  ${script.padEnd(24)} ${result === 'skipped' ? 'skipped' : `${result.passed ? 'passed' : 'FAILED'} in ${clock(result.seconds)}`}`,
    );
  }
  const bad = steps.filter(({script}) => failed(script));
  console.log(
    `${bad.length === 0 ? 'Every step passed' : `${bad.length} of ${steps.length} steps did not pass`}, in ${clock(since(started))}.`,
  );
  process.exitCode = bad.length === 0 ? 0 : 1;
}

next();

// The Python side of the peers suite: a virtual environment under test/peers/.venv with the pinned packages of
// python/requirements.txt, made once and reused while the requirements are unchanged. Runs as the `peers`
// project's global setup, so parallel test files never race to build it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const requirements = join(here, 'python', 'requirements.txt');
const venv = join(here, '.venv');
const python = join(venv, 'bin', 'python');
const marker = join(venv, '.requirements-sha256');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The venv's python, or `''` when the peers cannot run here (see `peersSkipReason`). */
    peersPython: string;
    peersSkipReason: string;
  }
}

/** Why the Python peers cannot run, or undefined when the venv is ready. */
async function prepare(): Promise<string | undefined> {
  const system = process.env.PYTHON ?? 'python3';
  try {
    await run(system, ['--version']);
  } catch {
    return `${system} was not found: install Python 3.10+ with venv (apt-get install -y python3 python3-venv)`;
  }
  const wanted = createHash('sha256').update(readFileSync(requirements)).digest('hex');
  if (existsSync(python) && existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return undefined;
  try {
    await run(system, ['-m', 'venv', '--clear', venv]);
    // Every package is pinned in the file, so no resolution is needed (--no-deps). --retries 0: an index the
    // machine cannot reach should fail over to the configured ones at once, not after minutes of back-off.
    await run(
      python,
      [
        '-m',
        'pip',
        'install',
        '--quiet',
        '--disable-pip-version-check',
        '--retries',
        '0',
        '--no-deps',
        '-r',
        requirements,
      ],
      { maxBuffer: 16 * 1024 * 1024, timeout: 600_000 },
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `could not install the pinned Python packages into ${venv}: ${detail.slice(0, 2000)}`;
  }
  writeFileSync(marker, wanted);
  return undefined;
}

export default async function setup(project: TestProject): Promise<void> {
  const reason = await prepare();
  if (reason !== undefined) {
    // Loud on purpose: a machine without Python skips these tests, and nobody should miss that.
    const line = '!'.repeat(100);
    console.warn(`\n${line}\n  PEERS SKIPPED: ${reason}\n${line}\n`);
  }
  project.provide('peersPython', reason === undefined ? python : '');
  project.provide('peersSkipReason', reason ?? '');
}

/**
 * The infra project's global setup: starts synthesising the stack (synthesise.ts) in a process of its
 * own as the run begins, and tells the test workers where it writes (`inject('stackFolder')`). It does
 * not wait: the other projects' files run meanwhile, and the construct tests wait for the template
 * they read (stackTemplate.ts, synth.ts). The folder is removed when the run ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serviceChoices } from '../serviceChoices';
import { synthesisFiles } from './stackInputs';

declare module 'vitest' {
  export interface ProvidedContext {
    stackFolder: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-stack-'));
  writeFileSync(path.join(folder, synthesisFiles.serviceChoices), JSON.stringify(serviceChoices));
  let synthesis = synthesise(folder);
  // In watch mode every rerun synthesises again: the change may be to the stack.
  project.onTestsRerun(async () => {
    await synthesis.stop();
    for (const name of [synthesisFiles.deployed, synthesisFiles.unbundled, synthesisFiles.failed, synthesisFiles.deployedOutdir, synthesisFiles.unbundledOutdir]) {
      rmSync(path.join(folder, name), { recursive: true, force: true });
    }
    synthesis = synthesise(folder);
  });
  project.provide('stackFolder', folder);
  return async () => {
    await synthesis.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}

function synthesise(folder: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('synthesise.ts', import.meta.url)), folder], {
    cwd: root,
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors = `${errors}${chunk}`.slice(-20_000)));
  const exited = once(child, 'exit').then(([code, signal]) => {
    // The tests waiting on a template fail at once with the synthesis's own error.
    if (code !== 0) writeFileSync(path.join(folder, synthesisFiles.failed), `The stack's synthesis ended with ${signal ?? `code ${code}`}:\n${errors}`);
  });
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  let osName = `${os.type()} ${os.release()}`;
  try {
    const rel = fs.readFileSync('/etc/os-release', 'utf8');
    const m = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(rel);
    if (m) osName = `${m[1]} (${os.release()})`;
  } catch {
    // not Linux: keep os.type()
  }
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism?.() ?? cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: osName,
  };
}

export function machineLine(): string {
  const m = machine();
  return `machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.os}`;
}

/** Other work on the machine skews every figure: the 1-minute load average is printed with them. */
export function loadLine(): string {
  return `load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (1/5/15 min) on ${os.availableParallelism?.() ?? os.cpus().length} cores`;
}

/** The commit measured, and whether apps/api has changes on top of it (others work in this checkout). */
export function codeLine(): string {
  const repo = path.resolve(import.meta.dirname, '../..');
  try {
    const head = execFileSync('git', ['-C', repo, 'log', '-1', '--format=%h %cI'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', repo, 'status', '--porcelain', '--', 'apps/api', 'apps/web/src', 'packages'], {
      encoding: 'utf8',
    }).trim();
    return `code: commit ${head}${dirty ? ` + uncommitted changes in ${dirty.split('\n').length} file(s) of apps/api, apps/web/src or packages` : ''}`;
  } catch {
    return 'code: (not a git checkout)';
  }
}

export function printMachine(): void {
  console.log(machineLine());
  console.log(codeLine());
  console.log(`date: ${new Date().toISOString()}; ${loadLine()}`);
}

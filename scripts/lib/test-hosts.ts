/**
 * Test hosts on one machine: a bridge in this (the root) network namespace and one network namespace per host,
 * joined to it by a veth pair, each with its own address on a private subnet. Everything is named `dtl-…`, so a
 * run that was killed before cleaning up is cleaned up by the next one. Needs root (`ip netns`).
 */
import { execFileSync } from 'node:child_process';

const PREFIX = 'dtl-';
const BRIDGE = `${PREFIX}br0`;

const ip = (...args: string[]) =>
  execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Kills what still runs in our namespaces (left by a run that died), then deletes them and the bridge. */
export function removeTestHosts() {
  const names = ip('netns', 'list')
    .split('\n')
    .map((l) => l.split(' ')[0] ?? '')
    .filter((n) => n.startsWith(PREFIX));
  for (const name of names) {
    for (const pid of ip('netns', 'pids', name).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone already
      }
    }
    try {
      ip('netns', 'del', name);
    } catch {
      // busy for a moment while its last process exits: the next run removes it
    }
  }
  try {
    ip('link', 'del', BRIDGE);
  } catch {
    // not there
  }
}

export type TestNetwork = {
  /** The root namespace's own address on the bridge (where the load clients run). */
  gateway: string;
  /** Makes host `name` (namespace `dtl-name`) with address `address`; returns the command prefix that runs in it. */
  addHost(name: string, address: string): string[];
  /** More addresses for this namespace on the bridge: clients that come from many places. */
  addClientAddresses(addresses: string[]): void;
};

/** A bridge `dtl-br0` with `gateway` (e.g. 10.77.0.1) on `/prefix`; hosts are added with addHost. */
export function makeTestNetwork(gateway: string, prefix: number): TestNetwork {
  removeTestHosts();
  ip('link', 'add', BRIDGE, 'type', 'bridge');
  ip('addr', 'add', `${gateway}/${prefix}`, 'dev', BRIDGE);
  ip('link', 'set', BRIDGE, 'up');
  return {
    gateway,
    addHost(name, address) {
      const ns = `${PREFIX}${name}`;
      const veth = `${PREFIX}${name}`.slice(0, 15);
      ip('netns', 'add', ns);
      ip('link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
      ip('link', 'set', veth, 'master', BRIDGE, 'up');
      ip('-n', ns, 'addr', 'add', `${address}/${prefix}`, 'dev', 'eth0');
      ip('-n', ns, 'link', 'set', 'eth0', 'up');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      return ['ip', 'netns', 'exec', ns];
    },
    addClientAddresses(addresses) {
      for (const a of addresses) ip('addr', 'add', `${a}/${prefix}`, 'dev', BRIDGE);
    },
  };
}

// The Redis store's leases and sweep: which requests are due (expired, or held by a lost instance), and the
// settled requests whose `keepSettledMs` passed, forgotten.
import { indexField, type RedisKeys, userIdOfKeyPart } from './redis-keys.js';
import { readRecord } from './redis-records.js';
import type { ScriptRunner } from './redis-scripts.js';
import { FORGET_SCRIPT, SWEEP_PENDING_SCRIPT } from './redis-sweep-scripts.js';
import type { BridgeRequestRecord, BridgeStore } from './store.js';

/** Settled requests forgotten per user and script run (the rest at the next sweep, due at once). */
const FORGET_BATCH = 200;

/**
 * The store's `renewLease` and `due`.
 *
 * @example
 * const sweep = createRedisSweep(run, scriptRunner(run), redisKeys('mcp-elicit:'), 'mcp-elicit:');
 * for (const record of await sweep.due(Date.now())) settleExpired(record);
 */
export function createRedisSweep(
  run: (...args: (string | number)[]) => Promise<unknown>,
  script: ScriptRunner,
  keys: RedisKeys,
  prefix: string,
): Pick<BridgeStore, 'renewLease' | 'due'> {
  /** The users of `index` due by now (every one when its instance is lost), each looked at by one script. */
  const visit = async (
    index: string,
    instance: string | undefined,
    now: number,
    lost: boolean,
    found: BridgeRequestRecord[],
  ) => {
    const members = (await run('ZRANGEBYSCORE', index, '-inf', lost ? '+inf' : now)) as string[];
    for (const member of members) {
      const reply = (await script(
        SWEEP_PENDING_SCRIPT,
        lost && instance !== undefined
          ? [keys.userOfPart(member), index, keys.lease(instance)]
          : [keys.userOfPart(member), index],
        [member, indexField(instance), instance ?? '', now, lost ? 1 : 0],
      )) as string[];
      const userId = userIdOfKeyPart(member);
      for (let at = 0; at + 2 < reply.length; at += 3) {
        const [id, data, params] = reply.slice(at, at + 3) as [string, string, string];
        found.push(readRecord(userId, id, data, params, null));
      }
    }
    return members.length;
  };

  return {
    async renewLease(instance, leaseMs) {
      await run('SET', keys.lease(instance), '1', 'PX', Math.max(1, Math.round(leaseMs)));
      await run('SADD', keys.instances, instance);
    },

    async due(now) {
      const found: BridgeRequestRecord[] = [];
      await visit(keys.expiries, undefined, now, false, found);
      for (const instance of (await run('SMEMBERS', keys.instances)) as string[]) {
        const index = keys.instanceRequests(instance);
        const lost = Number(await run('EXISTS', keys.lease(instance))) === 0;
        const read = await visit(index, instance, now, lost, found);
        // A lost instance is forgotten once nothing of it is left.
        if (lost && read === 0 && Number(await run('ZCARD', index)) === 0)
          await run('SREM', keys.instances, instance);
      }
      // Settled requests whose keepSettledMs passed: within one sweep of it.
      for (const member of (await run('ZRANGEBYSCORE', keys.forget, '-inf', now)) as string[])
        await script(
          FORGET_SCRIPT,
          [keys.userOfPart(member), keys.forget],
          [member, now, FORGET_BATCH, prefix],
        );
      return found;
    },
  };
}

// The Lua scripts that make each store operation atomic on Redis, sent once (`SCRIPT LOAD`) and run by `EVALSHA`.
// No script decodes JSON: every JSON piece is built by the caller (`JSON.stringify`, total over UTF-16: a lone
// surrogate from a server or a page becomes a `\udXXX` escape, which cjson would refuse) and the scripts only join
// and split text, so nothing in one can fail once it has read its state, and none is left half done. (Re-encoding
// in Lua would also turn an empty array `[]` into `{}`.) A user's event ids start from Redis's own clock (`TIME`,
// ms × 1000: one clock for every instance) when the store keeps none of theirs, and are written with `%d`: Lua's
// own number-to-text gives 14 digits, then an exponent.
//
// Layout: everything of one user is one hash, `{prefix}u:{user}`, with one TTL, so a few commands do each change:
//   seq          the latest event id
//   pending      the pending request ids, oldest first, space-separated
//   keep         until when (ms) the hash's TTL runs: extended by an add when short, with slack, so not every time
//   d:<id>       three lines: the holding instance (may be empty); the settled message's tail, JSON text
//                (`,"instance":…,"call":…`, may be empty); the request as JSON without its params, instance and call
//                (server, origin, source, times, eventId). JSON text holds no raw line feed: split at the last two.
//   p:<id>       its params, JSON; emptied once settled (a settled record keeps what a 409 and a replay need)
//   s:<id>       once settled: {"eventId":n,"outcome":…}
//   l:<n>        the event log for `Last-Event-ID`: a `pending` event's id alone, or a whole `settled` event
// Every 32nd event also deletes the 32 log entries that fell out of the last `logSize` (one HDEL). Requests are
// indexed in `{prefix}i:{instance}:requests` when an instance holds them, else in `{prefix}expiries`, by
// "<user> <id>": a pending one scored by its `expiresAt`, a settled one by minus the time to forget it
// (`keepSettledMs` after the settle; re-scored by the settle, in place of a ZREM, so no command is added). The
// sweep's one range read per index, `-now` to `now`, finds both: the expired and the settled to forget.

/** The id before a user's first event when none is kept: Redis's clock in ms × 1000 (see `eventIdBase`). */
const ID_BASE = `
local function idBase()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000000 + math.floor(tonumber(t[2]) / 1000) * 1000
end
`;

/** Shared by the two writing scripts: the id base, the hash's TTL, the log trim. */
const UPKEEP = `${ID_BASE}
local function upkeep(h, n, fields, keepUntil, want, slack, logSize)
  local expireAt = nil
  if keepUntil < want then
    expireAt = string.format('%d', want + slack)
    table.insert(fields, 'keep')
    table.insert(fields, expireAt)
  end
  if n % 32 ~= 0 then return expireAt end
  local gone = {}
  for at = n - logSize - 31, n - logSize do table.insert(gone, 'l:' .. string.format('%d', at)) end
  redis.call('HDEL', h, unpack(gone))
  return expireAt
end
`;

/**
 * KEYS: user hash, index (instance's or expiries). ARGV: max pending (-1 none), id, `d:` without the record's
 * closing brace, params JSON, index member, expiresAt, channel, the message's head (`{"userId":…`), the pending
 * event's data JSON, log size, keepSettledMs. Returns the event id, or 0 when refused.
 */
export const ADD_SCRIPT = `${UPKEEP}
local h = KEYS[1]
local state = redis.call('HMGET', h, 'seq', 'pending', 'keep')
local pending = state[2] or ''
local max = tonumber(ARGV[1])
if max >= 0 then
  local count = 0
  for _ in string.gmatch(pending, '%S+') do count = count + 1 end
  if count >= max then return 0 end
end
local n = (tonumber(state[1]) or idBase()) + 1
local ns = string.format('%d', n)
local id = ARGV[2]
if pending == '' then pending = id else pending = pending .. ' ' .. id end
local keep = tonumber(ARGV[11])
local fields = {'seq', ns, 'pending', pending, 'd:' .. id, ARGV[3] .. ',"eventId":' .. ns .. '}', 'p:' .. id, ARGV[4],
  'l:' .. ns, '{"eventId":' .. ns .. ',"event":"pending","data":{"id":"' .. id .. '"}}'}
local expireAt = upkeep(h, n, fields, tonumber(state[3]) or 0, tonumber(ARGV[6]) + keep, keep, tonumber(ARGV[10]))
redis.call('HSET', h, unpack(fields))
if expireAt then redis.call('PEXPIREAT', h, expireAt) end
redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
redis.call('PUBLISH', ARGV[7], ARGV[8] .. ',"eventId":' .. ns .. ',"event":"pending","data":' .. ARGV[9] .. '}')
return ns
`;

/**
 * KEYS: user hash. ARGV: id, outcome JSON, the settled event's data JSON, the message's head, result JSON,
 * channel, prefix (for the instance's index), expiries key, index member, log size, keepSettledMs, now. Returns
 * {0} unknown, {2, d, settled} already settled, {1, d, settled} won.
 */
export const SETTLE_SCRIPT = `${UPKEEP}
local h = KEYS[1]
local id = ARGV[1]
local state = redis.call('HMGET', h, 'd:' .. id, 's:' .. id, 'seq', 'pending', 'keep')
if not state[1] then return {0} end
if state[2] then return {2, state[1], state[2]} end
-- Everything read and split before the first write: the instance, and the message's tail as the caller built it.
local d = state[1]
local last = string.find(d, '\\n[^\\n]*$')
local first = string.find(string.sub(d, 1, last - 1), '\\n[^\\n]*$')
local instance = string.sub(d, 1, first - 1)
local tail = string.sub(d, first + 1, last - 1)
local n = (tonumber(state[3]) or idBase()) + 1
local ns = string.format('%d', n)
local rest = {}
for word in string.gmatch(state[4] or '', '%S+') do
  if word ~= id then table.insert(rest, word) end
end
local now = tonumber(ARGV[12])
local keep = tonumber(ARGV[11])
local settled = '{"eventId":' .. ns .. ',"outcome":' .. ARGV[2] .. '}'
-- A settled request keeps what a 409 and a replay need; its params (the bulk) go.
local fields = {'seq', ns, 'pending', table.concat(rest, ' '), 's:' .. id, settled, 'p:' .. id, '',
  'l:' .. ns, '{"eventId":' .. ns .. ',"event":"settled","data":' .. ARGV[3] .. '}'}
local expireAt = upkeep(h, n, fields, tonumber(state[5]) or 0, now + keep, keep, tonumber(ARGV[10]))
redis.call('HSET', h, unpack(fields))
if expireAt then redis.call('PEXPIREAT', h, expireAt) end
local index = ARGV[8]
if instance ~= '' then index = ARGV[7] .. 'i:' .. instance .. ':requests' end
-- Kept in its index, scored by minus when to forget it: the sweep deletes its fields then.
redis.call('ZADD', index, string.format('%d', -(now + keep)), ARGV[9])
redis.call('PUBLISH', ARGV[6], ARGV[4] .. ',"eventId":' .. ns .. ',"event":"settled","data":' .. ARGV[3] ..
  ',"result":' .. ARGV[5] .. tail .. '}')
return {1, state[1], settled}
`;

/**
 * KEYS: user hash. Returns the latest event id (0 when none is kept), the id floor from Redis's clock (when none
 * is; else empty), then per pending request: id, `d:`, params.
 */
export const SNAPSHOT_SCRIPT = `${ID_BASE}
local state = redis.call('HMGET', KEYS[1], 'seq', 'pending')
if not state[1] then return {'0', string.format('%d', idBase())} end
local out = {state[1], ''}
local fields = {}
local ids = {}
for id in string.gmatch(state[2] or '', '%S+') do
  table.insert(ids, id)
  table.insert(fields, 'd:' .. id)
  table.insert(fields, 'p:' .. id)
end
if #ids == 0 then return out end
local values = redis.call('HMGET', KEYS[1], unpack(fields))
for at, id in ipairs(ids) do
  if values[2 * at - 1] then
    table.insert(out, id)
    table.insert(out, values[2 * at - 1])
    table.insert(out, values[2 * at] or '')
  end
end
return out
`;

/**
 * Runs the scripts by `EVALSHA`: each is sent once (`SCRIPT LOAD`, which answers its SHA-1), then named by it. A
 * Redis that forgot it (restarted, `SCRIPT FLUSH`, failed over) answers `NOSCRIPT`: loaded again, run again.
 */
export function scriptRunner(run: (...args: (string | number)[]) => Promise<unknown>) {
  const loaded = new Map<string, Promise<string>>();
  const load = (source: string) => {
    let sha = loaded.get(source);
    if (!sha) {
      sha = run('SCRIPT', 'LOAD', source).then(String);
      loaded.set(source, sha);
      // A failed load (Redis down) is tried again next time.
      const mine = sha;
      mine.catch(() => {
        if (loaded.get(source) === mine) loaded.delete(source);
      });
    }
    return sha;
  };
  return async (source: string, keys: readonly string[], args: readonly (string | number)[]) => {
    const call = async () => run('EVALSHA', await load(source), keys.length, ...keys, ...args);
    try {
      return await call();
    } catch (error) {
      if (!/NOSCRIPT/.test(String((error as { message?: unknown })?.message ?? error))) throw error;
      loaded.delete(source);
      return call();
    }
  };
}

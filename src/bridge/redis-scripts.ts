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
//                (server, origin, source, createdAt, then expiresAt and eventId last). JSON text holds no raw line
//                feed: split at the last two.
//   p:<id>       its params, JSON; emptied once settled (a settled record keeps what a 409 and a replay need)
//   s:<id>       once settled: {"eventId":n,"outcome":…}
//   l:<n>        the event log for `Last-Event-ID`: a `pending` event's id alone, or a whole `settled` event
//   x:<inst>     the score of the user's member in that instance's index (`x:` for `expiries`); `xs` lists
//                these fields, one a line
//   kh, kt       the forget queue's head and tail; k:<n> its entries, `<forgetAt> <id>`, one per settle, in order
// Every 32nd event also deletes the 32 log entries that fell out of the last `logSize` (one HDEL).
//
// Indexes, one member per user (its key part), so that an answer writes none of them in the usual case:
//   {prefix}i:{instance}:requests   users with requests that instance holds, scored by (no later than) the
//                                    earliest one's expiresAt: an add lowers it only when its request is due first,
//                                    the sweep raises it (or drops the member) once it has looked
//   {prefix}expiries                 the same for requests no instance holds (a suspended call's)
//   {prefix}forget                   users with settled requests, scored by when the oldest is forgotten
//                                    (`keepSettledMs` after its settle): a settle adds the user only when their
//                                    queue was empty; the sweep forgets what is due and, once nothing of the user
//                                    is pending or settled, the whole hash (the user is forgotten, as in memory)

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
 * closing brace, params JSON, index member (the user's key part), expiresAt, channel, the message's head
 * (`{"userId":…`), the pending event's data JSON, log size, keepSettledMs, the index's `x:` field. Returns the
 * event id, or 0 when refused. The user's member in the index is lowered only when this request is due before it;
 * a new member is listed in `xs`, so that forgetting the user takes it too. (Comments live here, not in the Lua:
 * a script's text is shipped in the bundle.)
 */
export const ADD_SCRIPT = `${UPKEEP}
local h = KEYS[1]
local state = redis.call('HMGET', h, 'seq', 'pending', 'keep', ARGV[12], 'xs')
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
local indexed = tonumber(state[4])
if not indexed or tonumber(ARGV[6]) < indexed then
  table.insert(fields, ARGV[12])
  table.insert(fields, ARGV[6])
  if not indexed then
    table.insert(fields, 'xs')
    table.insert(fields, state[5] and (state[5] .. '\\n' .. ARGV[12]) or ARGV[12])
  end
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
end
local expireAt = upkeep(h, n, fields, tonumber(state[3]) or 0, tonumber(ARGV[6]) + keep, keep, tonumber(ARGV[10]))
redis.call('HSET', h, unpack(fields))
if expireAt then redis.call('PEXPIREAT', h, expireAt) end
redis.call('PUBLISH', ARGV[7], ARGV[8] .. ',"eventId":' .. ns .. ',"event":"pending","data":' .. ARGV[9] .. '}')
return ns
`;

/**
 * KEYS: user hash, the forget index. ARGV: id, outcome JSON, the settled event's data JSON, the message's head,
 * result JSON, channel, index member (the user's key part), log size, keepSettledMs, now. Returns {0} unknown,
 * {2, d, settled} already settled, {1, d, settled} won. Everything is read and split before the first write (the
 * message's tail as the caller built it). A settled request keeps what a 409 and a replay need, its params (the
 * bulk) go, and it joins its user's forget queue; when that queue was empty, the user joins the forget index, due
 * with this request.
 */
export const SETTLE_SCRIPT = `${UPKEEP}
local h = KEYS[1]
local id = ARGV[1]
local state = redis.call('HMGET', h, 'd:' .. id, 's:' .. id, 'seq', 'pending', 'keep', 'kh', 'kt')
if not state[1] then return {0} end
if state[2] then return {2, state[1], state[2]} end
local d = state[1]
local last = string.find(d, '\\n[^\\n]*$')
local first = string.find(string.sub(d, 1, last - 1), '\\n[^\\n]*$')
local tail = string.sub(d, first + 1, last - 1)
local n = (tonumber(state[3]) or idBase()) + 1
local ns = string.format('%d', n)
local rest = {}
for word in string.gmatch(state[4] or '', '%S+') do
  if word ~= id then table.insert(rest, word) end
end
local now = tonumber(ARGV[10])
local keep = tonumber(ARGV[9])
local forgetAt = string.format('%d', now + keep)
local kh = tonumber(state[6]) or 0
local kt = tonumber(state[7]) or 0
local settled = '{"eventId":' .. ns .. ',"outcome":' .. ARGV[2] .. '}'
local fields = {'seq', ns, 'pending', table.concat(rest, ' '), 's:' .. id, settled, 'p:' .. id, '',
  'l:' .. ns, '{"eventId":' .. ns .. ',"event":"settled","data":' .. ARGV[3] .. '}',
  'k:' .. string.format('%d', kt), forgetAt .. ' ' .. id, 'kt', string.format('%d', kt + 1)}
if kh == kt then
  table.insert(fields, 'kh')
  table.insert(fields, string.format('%d', kh))
  redis.call('ZADD', KEYS[2], forgetAt, ARGV[7])
end
local expireAt = upkeep(h, n, fields, tonumber(state[5]) or 0, now + keep, keep, tonumber(ARGV[8]))
redis.call('HSET', h, unpack(fields))
if expireAt then redis.call('PEXPIREAT', h, expireAt) end
redis.call('PUBLISH', ARGV[6], ARGV[4] .. ',"eventId":' .. ns .. ',"event":"settled","data":' .. ARGV[3] ..
  ',"result":' .. ARGV[5] .. tail .. '}')
return {1, state[1], settled}
`;

/** The `pending` ids of a user's hash, and the `d:`/`p:` field names of each, for one HMGET. */
export const PENDING_FIELDS = `
local function pendingFields(pending)
  local ids = {}
  local fields = {}
  for id in string.gmatch(pending or '', '%S+') do
    table.insert(ids, id)
    table.insert(fields, 'd:' .. id)
    table.insert(fields, 'p:' .. id)
  end
  return ids, fields
end
`;

/**
 * KEYS: user hash. Returns the latest event id (0 when none is kept), the id floor from Redis's clock (when none
 * is; else empty), then per pending request: id, `d:`, params.
 */
export const SNAPSHOT_SCRIPT = `${ID_BASE}${PENDING_FIELDS}
local state = redis.call('HMGET', KEYS[1], 'seq', 'pending')
if not state[1] then return {'0', string.format('%d', idBase())} end
local out = {state[1], ''}
local ids, fields = pendingFields(state[2])
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

/** Runs a script with its keys and arguments. */
export type ScriptRunner = (
  source: string,
  keys: readonly string[],
  args: readonly (string | number)[],
) => Promise<unknown>;

/**
 * Runs the scripts by `EVALSHA`: each is sent once (`SCRIPT LOAD`, which answers its SHA-1), then named by it. A
 * Redis that forgot it (restarted, `SCRIPT FLUSH`, failed over) answers `NOSCRIPT`: loaded again, run again.
 */
export function scriptRunner(run: (...args: (string | number)[]) => Promise<unknown>): ScriptRunner {
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

// The Lua scripts that make each store operation atomic on Redis, sent once (`SCRIPT LOAD`) and run by `EVALSHA`.
// Every JSON piece is built by the caller and joined as text here: re-encoding JSON in Lua would turn an empty
// array `[]` into `{}`. A user's event ids start from the caller's clock-based base when the user is new (or Redis
// was emptied), and are written with `%d`: Lua's own number-to-text gives 14 digits, then an exponent.
//
// Layout: everything of one user is one hash, `{prefix}u:{user}`, with one TTL, so a few commands do each change:
//   seq          the latest event id
//   pending      the pending request ids, oldest first, space-separated
//   keep         until when (ms) the hash's TTL runs: extended by an add when short, with slack, so not every time
//   gc           "<forget at ms> <id> …": settled requests to forget once `keepSettledMs` passed
//   d:<id>       the request without its params (server, origin, source, times, instance, call, eventId), JSON
//   p:<id>       its params, JSON; emptied once settled (a settled record keeps what a 409 and a replay need)
//   s:<id>       once settled: {"eventId":n,"outcome":…}
//   l:<n>        the event log for `Last-Event-ID`: a `pending` event's id alone, or a whole `settled` event
// Every 32nd event also deletes the 32 log entries that fell out of the last `logSize`, and the settled requests
// whose time passed (one HDEL). Instance-held requests are indexed in `{prefix}i:{instance}:requests` (scored by
// `expiresAt`, for leases and expiry), the others in `{prefix}expiries`.

/** Shared by the two writing scripts: the hash's TTL, the log trim and the forgetting of settled requests. */
const UPKEEP = `
local function forget(h, gone)
  for from = 1, #gone, 3000 do redis.call('HDEL', h, unpack(gone, from, math.min(#gone, from + 2999))) end
end
local function upkeep(h, n, fields, keepUntil, want, slack, logSize, gc, now)
  local expireAt = nil
  if keepUntil < want then
    expireAt = string.format('%d', want + slack)
    table.insert(fields, 'keep')
    table.insert(fields, expireAt)
  end
  if n % 32 ~= 0 then return gc, expireAt end
  local gone = {}
  for at = n - logSize - 31, n - logSize do table.insert(gone, 'l:' .. string.format('%d', at)) end
  local rest = {}
  local t = nil
  for word in string.gmatch(gc, '%S+') do
    if not t then t = tonumber(word)
    else
      if t <= now then
        table.insert(gone, 'd:' .. word)
        table.insert(gone, 'p:' .. word)
        table.insert(gone, 's:' .. word)
      else
        table.insert(rest, string.format('%d', t))
        table.insert(rest, word)
      end
      t = nil
    end
  end
  forget(h, gone)
  return table.concat(rest, ' '), expireAt
end
`;

/**
 * KEYS: user hash, index (instance's or expiries). ARGV: max pending (-1 none), id, the record's JSON without its
 * closing brace, params JSON, index member, expiresAt, channel, the message's head (`{"userId":…`), the pending
 * event's data JSON, id base, log size, keepSettledMs, now. Returns the event id, or 0 when refused.
 */
export const ADD_SCRIPT = `${UPKEEP}
local h = KEYS[1]
local state = redis.call('HMGET', h, 'seq', 'pending', 'keep', 'gc')
local pending = state[2] or ''
local max = tonumber(ARGV[1])
if max >= 0 then
  local count = 0
  for _ in string.gmatch(pending, '%S+') do count = count + 1 end
  if count >= max then return 0 end
end
local n = (tonumber(state[1]) or tonumber(ARGV[10])) + 1
local ns = string.format('%d', n)
local id = ARGV[2]
if pending == '' then pending = id else pending = pending .. ' ' .. id end
local keep = tonumber(ARGV[12])
local fields = {'seq', ns, 'pending', pending, 'd:' .. id, ARGV[3] .. ',"eventId":' .. ns .. '}', 'p:' .. id, ARGV[4],
  'l:' .. ns, '{"eventId":' .. ns .. ',"event":"pending","data":{"id":"' .. id .. '"}}'}
local gc, expireAt = upkeep(h, n, fields, tonumber(state[3]) or 0, tonumber(ARGV[6]) + keep, keep,
  tonumber(ARGV[11]), state[4] or '', tonumber(ARGV[13]))
table.insert(fields, 'gc')
table.insert(fields, gc)
redis.call('HSET', h, unpack(fields))
if expireAt then redis.call('PEXPIREAT', h, expireAt) end
redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
redis.call('PUBLISH', ARGV[7], ARGV[8] .. ',"eventId":' .. ns .. ',"event":"pending","data":' .. ARGV[9] .. '}')
return ns
`;

/**
 * KEYS: user hash. ARGV: id, outcome JSON, the settled event's data JSON, the message's head, result JSON,
 * channel, prefix (for the instance's index and channel), expiries key, index member, id base, log size,
 * keepSettledMs, now. Returns {0} unknown, {2, record, settled} already settled, {1, record, settled} won.
 */
export const SETTLE_SCRIPT = `${UPKEEP}
local h = KEYS[1]
local id = ARGV[1]
local state = redis.call('HMGET', h, 'd:' .. id, 's:' .. id, 'seq', 'pending', 'keep', 'gc')
if not state[1] then return {0} end
if state[2] then return {2, state[1], state[2]} end
local n = (tonumber(state[3]) or tonumber(ARGV[10])) + 1
local ns = string.format('%d', n)
local rest = {}
for word in string.gmatch(state[4] or '', '%S+') do
  if word ~= id then table.insert(rest, word) end
end
local now = tonumber(ARGV[13])
local keep = tonumber(ARGV[12])
local settled = '{"eventId":' .. ns .. ',"outcome":' .. ARGV[2] .. '}'
local gc = state[6] or ''
gc = gc .. (gc == '' and '' or ' ') .. string.format('%d', now + keep) .. ' ' .. id
-- A settled request keeps what a 409 and a replay need; its params (the bulk) go.
local fields = {'seq', ns, 'pending', table.concat(rest, ' '), 's:' .. id, settled, 'p:' .. id, '',
  'l:' .. ns, '{"eventId":' .. ns .. ',"event":"settled","data":' .. ARGV[3] .. '}'}
local expireAt
gc, expireAt = upkeep(h, n, fields, tonumber(state[5]) or 0, now + keep, keep, tonumber(ARGV[11]), gc, now)
table.insert(fields, 'gc')
table.insert(fields, gc)
redis.call('HSET', h, unpack(fields))
if expireAt then redis.call('PEXPIREAT', h, expireAt) end
local record = cjson.decode(state[1])
local instance = record['instance']
local message = ARGV[4] .. ',"eventId":' .. ns .. ',"event":"settled","data":' .. ARGV[3] .. ',"result":' .. ARGV[5]
if type(instance) == 'string' then
  redis.call('ZREM', ARGV[7] .. 'i:' .. instance .. ':requests', ARGV[9])
  message = message .. ',"instance":' .. cjson.encode(instance)
else
  redis.call('ZREM', ARGV[8], ARGV[9])
end
if type(record['call']) == 'table' then
  message = message .. ',"call":{"id":' .. cjson.encode(record['call']['id']) .. ',"key":' .. cjson.encode(record['call']['key']) .. '}'
end
redis.call('PUBLISH', ARGV[6], message .. '}')
return {1, state[1], settled}
`;

/** KEYS: user hash. Returns the latest event id, then per pending request: id, record, params. */
export const SNAPSHOT_SCRIPT = `
local state = redis.call('HMGET', KEYS[1], 'seq', 'pending')
local out = {state[1] or '0'}
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

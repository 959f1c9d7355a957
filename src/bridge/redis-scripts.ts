// The Lua scripts that make each store operation atomic on Redis. Every JSON piece is built by the caller and
// joined as text here: decoding and re-encoding JSON in Lua would turn an empty array `[]` into `{}`. A user's
// event ids start from the caller's clock-based base when the counter is missing (new user, or Redis emptied),
// and are written with `%d`: Lua's own number-to-text gives 14 digits, then an exponent.

/** KEYS: seq, pending, log, request, expiries, instance requests (or ''). ARGV: see `add` in redis-store.ts. */
export const ADD_SCRIPT = `
local max = tonumber(ARGV[1])
if max >= 0 and redis.call('ZCARD', KEYS[2]) >= max then return 0 end
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[12]) end
local n = string.format('%d', redis.call('INCR', KEYS[1]))
redis.call('HSET', KEYS[4], 'data', ARGV[2], 'eventId', n, 'instance', ARGV[3], 'call', ARGV[4], 'params', ARGV[13])
redis.call('ZADD', KEYS[2], n, ARGV[5])
redis.call('ZADD', KEYS[5], ARGV[6], ARGV[7])
if KEYS[6] ~= '' then redis.call('SADD', KEYS[6], ARGV[7]) end
-- The log keeps the id alone (a replay reads the rest from the request while it is pending): no params.
local event = '{"eventId":' .. n .. ',"event":"pending","data":{"id":"' .. ARGV[5] .. '"}}'
redis.call('RPUSH', KEYS[3], event)
redis.call('LTRIM', KEYS[3], -tonumber(ARGV[9]), -1)
redis.call('PUBLISH', ARGV[10], '{"userId":' .. ARGV[11] .. ',"eventId":' .. n .. ',"event":"pending","data":' .. ARGV[8] .. '}')
return n
`;

/** KEYS: request, seq, pending, log, expiries. ARGV: see `settle` in redis-store.ts. */
export const SETTLE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {0} end
local previous = redis.call('HGET', KEYS[1], 'settled')
local fields = redis.call('HMGET', KEYS[1], 'data', 'eventId', 'instance', 'call')
if previous then return {2, fields[1], fields[2], fields[3], fields[4], previous} end
if redis.call('EXISTS', KEYS[2]) == 0 then redis.call('SET', KEYS[2], ARGV[11]) end
local n = string.format('%d', redis.call('INCR', KEYS[2]))
local settled = '{"eventId":' .. n .. ',"outcome":' .. ARGV[1] .. '}'
redis.call('HSET', KEYS[1], 'settled', settled)
-- A settled request keeps what a 409 and a replay need; its params (the bulk) go.
redis.call('HDEL', KEYS[1], 'params')
redis.call('ZREM', KEYS[3], ARGV[2])
redis.call('ZREM', KEYS[5], ARGV[3])
if fields[3] ~= '' then redis.call('SREM', ARGV[4] .. 'i:' .. fields[3] .. ':requests', ARGV[3]) end
local event = '{"eventId":' .. n .. ',"event":"settled","data":' .. ARGV[5] .. '}'
redis.call('RPUSH', KEYS[4], event)
redis.call('LTRIM', KEYS[4], -tonumber(ARGV[6]), -1)
local message = '{"userId":' .. ARGV[7] .. ',"eventId":' .. n .. ',"event":"settled","data":' .. ARGV[5] .. ',"result":' .. ARGV[8]
if fields[3] ~= '' then message = message .. ',"instance":"' .. fields[3] .. '"' end
if fields[4] ~= '' then message = message .. ',"call":' .. fields[4] end
redis.call('PUBLISH', ARGV[9], message .. '}')
redis.call('PEXPIRE', KEYS[1], ARGV[10])
return {1, fields[1], fields[2], fields[3], fields[4], settled}
`;

/** KEYS: pending, seq. ARGV: the request key prefix of this user. */
export const SNAPSHOT_SCRIPT = `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
local out = {redis.call('GET', KEYS[2]) or '0'}
for _, id in ipairs(ids) do
  local fields = redis.call('HMGET', ARGV[1] .. id, 'data', 'eventId', 'instance', 'call', 'params')
  if fields[1] then
    table.insert(out, id)
    for i = 1, 5 do table.insert(out, fields[i] or '') end
  end
end
return out
`;

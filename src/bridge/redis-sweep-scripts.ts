// The sweep's Lua scripts (the layout: redis-scripts.ts): one user's member of an index looked at, or one user's
// settled requests forgotten, each atomic with the adds and settles it races (an add lowering the member's score
// between a read and a write would otherwise be undone).
import { PENDING_FIELDS } from './redis-scripts.js';

/**
 * KEYS: user hash, index, the instance's lease (only when ARGV[5] is `1`). ARGV: index member (the user's key part),
 * the index's `x:` field, the instance (empty for `expiries`), now, `1` when the instance's lease was found lapsed.
 * The lease is looked at again here, atomically with the read: an instance that came back and renewed it since
 * (a process stopped past its lease, then continued) keeps its requests, the new ones above all. Returns, per
 * request of that instance that is due (past its `expiresAt`, or any when the instance is lost): id, `d:`, params. Re-scores the member by the earliest pending
 * request still there (a due one not yet settled keeps it due), or drops it when there is none (or when the user's
 * hash expired or was forgotten); a lost instance's member stays until its requests are settled. The holding
 * instance is the first line of `d:` (split at the last two: it may hold anything but the JSON's). (Comments live
 * here, not in the Lua: a script's text is shipped in the bundle.)
 */
export const SWEEP_PENDING_SCRIPT = `${PENDING_FIELDS}
local h = KEYS[1]
local state = redis.call('HMGET', h, 'pending', ARGV[2], 'xs')
if not state[2] then
  redis.call('ZREM', KEYS[2], ARGV[1])
  return {}
end
local instance = ARGV[3]
local now = tonumber(ARGV[4])
local lost = ARGV[5] == '1' and redis.call('EXISTS', KEYS[3]) == 0
local ids, fields = pendingFields(state[1])
local out = {}
local earliest = nil
local earliestText = nil
if #ids > 0 then
  local values = redis.call('HMGET', h, unpack(fields))
  for at, id in ipairs(ids) do
    local d = values[2 * at - 1]
    local last = d and string.find(d, '\\n[^\\n]*$')
    local first = last and string.find(string.sub(d, 1, last - 1), '\\n[^\\n]*$')
    if first and string.sub(d, 1, first - 1) == instance then
      local text = string.match(d, ',"expiresAt":([-+.%deE]+),"eventId":%d+}$')
      local expiresAt = tonumber(text)
      if expiresAt then
        if lost or expiresAt <= now then
          table.insert(out, id)
          table.insert(out, d)
          table.insert(out, values[2 * at] or '')
        end
        if not earliest or expiresAt < earliest then
          earliest = expiresAt
          earliestText = text
        end
      end
    end
  end
end
if not earliest then
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('HDEL', h, ARGV[2])
  local listed = {}
  for field in string.gmatch(state[3] or '', '[^\\n]+') do
    if field ~= ARGV[2] then table.insert(listed, field) end
  end
  redis.call('HSET', h, 'xs', table.concat(listed, '\\n'))
elseif not lost and earliest ~= tonumber(state[2]) then
  redis.call('ZADD', KEYS[2], earliestText, ARGV[1])
  redis.call('HSET', h, ARGV[2], earliestText)
end
return out
`;

/**
 * KEYS: user hash, the forget index. ARGV: index member (the user's key part), now, most entries read at once, the
 * store's prefix. Forgets the settled requests whose time came (their fields and queue entries), oldest first;
 * re-scores the member by the next one, or drops it once the queue is empty, and then, when nothing of the user is
 * pending, the whole hash and their members in the instances' indexes: the user is forgotten (their next ids start
 * from the clock again). The member is due again at the next entry's time, or at once when a batch ended before
 * it. Returns how many were forgotten.
 */
export const FORGET_SCRIPT = `
local h = KEYS[1]
local state = redis.call('HMGET', h, 'kh', 'kt', 'pending', 'xs')
local kh = tonumber(state[1])
local kt = tonumber(state[2])
if not kh or not kt then
  redis.call('ZREM', KEYS[2], ARGV[1])
  return 0
end
local now = tonumber(ARGV[2])
local batch = math.min(kt - kh, tonumber(ARGV[3]))
local gone = {}
local forgotten = 0
local nextAt = nil
if batch > 0 then
  local slots = {}
  for at = kh, kh + batch - 1 do table.insert(slots, 'k:' .. string.format('%d', at)) end
  local entries = redis.call('HMGET', h, unpack(slots))
  for at = 1, batch do
    local entry = entries[at] or ''
    local space = string.find(entry, ' ', 1, true)
    local forgetAt = space and tonumber(string.sub(entry, 1, space - 1))
    if forgetAt and forgetAt > now then
      nextAt = string.sub(entry, 1, space - 1)
      break
    end
    table.insert(gone, slots[at])
    if space then
      local id = string.sub(entry, space + 1)
      table.insert(gone, 'd:' .. id)
      table.insert(gone, 'p:' .. id)
      table.insert(gone, 's:' .. id)
    end
    forgotten = forgotten + 1
  end
end
kh = kh + forgotten
if kh >= kt and (state[3] or '') == '' then
  redis.call('DEL', h)
  redis.call('ZREM', KEYS[2], ARGV[1])
  for field in string.gmatch(state[4] or '', '[^\\n]+') do
    local instance = string.sub(field, 3)
    local index = ARGV[4] .. 'expiries'
    if instance ~= '' then index = ARGV[4] .. 'i:' .. instance .. ':requests' end
    redis.call('ZREM', index, ARGV[1])
  end
  return forgotten
end
if #gone > 0 then redis.call('HDEL', h, unpack(gone)) end
redis.call('HSET', h, 'kh', string.format('%d', kh))
if kh >= kt then
  redis.call('ZREM', KEYS[2], ARGV[1])
else
  redis.call('ZADD', KEYS[2], nextAt or string.format('%d', now), ARGV[1])
end
return forgotten
`;

import { describe, expect, it } from 'vitest';
import { createSseParser } from '../../../src/core/remote/sse-parser.js';

describe('createSseParser', () => {
  it('given a whole event when pushed should return its name, id and data', () => {
    const parser = createSseParser();
    expect(parser.push('event: pending\nid: 7\ndata: {"id":"a"}\n\n')).toEqual([
      { event: 'pending', id: '7', data: '{"id":"a"}' },
    ]);
  });

  it('given an event split at every character when pushed piece by piece should return it once, whole', () => {
    const text = 'event: settled\r\nid: 12\r\ndata: {"id":"b",\r\ndata: "action":"accept"}\r\n\r\n';
    const parser = createSseParser();
    const events = [...text].flatMap((char) => parser.push(char));
    expect(events).toEqual([{ event: 'settled', id: '12', data: '{"id":"b",\n"action":"accept"}' }]);
  });

  it('given heartbeat comments between events when pushed should return only the events', () => {
    const parser = createSseParser();
    expect(parser.push(': heartbeat\n\n:\n\ndata: x\n\n: heartbeat\n\n')).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });

  it('given an event with no data when pushed should drop it, keeping the next one apart', () => {
    const parser = createSseParser();
    expect(parser.push('event: pending\nid: 3\n\nevent: settled\ndata: y\n\n')).toEqual([
      { event: 'settled', data: 'y' },
    ]);
  });

  it('given lines ending in a lone CR then an LF in the next chunk when pushed should count one line end', () => {
    const parser = createSseParser();
    expect([...parser.push('data: a\r'), ...parser.push('\ndata: b\r'), ...parser.push('\r')]).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('given an unfinished event when the stream stops should return nothing for it', () => {
    const parser = createSseParser();
    expect(parser.push('event: pending\ndata: {"id":"c"}\n')).toEqual([]);
  });

  it('given fields without a space, unknown fields and an id with NUL when pushed should follow the spec', () => {
    const parser = createSseParser();
    expect(parser.push('event:pending\nretry: 10\nid: a\0b\nfoo: bar\ndata:1\n\n')).toEqual([
      { event: 'pending', data: '1' },
    ]);
  });
});

// The pages of the bridge bench: one SSE client per user (its own socket, as a browser tab), answering each request
// as it arrives with a POST; or a page polling GET /poll every 400 ms. Each measures request → page from the time
// the server put in the request.
import http from 'node:http';

const now = () => performance.timeOrigin + performance.now();
/** The answer, stamped with when the page posts it: the server reads POST → resolved from the result it gets. */
const answerBody = () => JSON.stringify({ action: 'accept', content: { name: `t=${now()}` } });

/**
 * A set of pages; `latencies` collects request → page in ms, `dropped` counts connections refused or reset. With
 * `freshConnections`, each answer opens its own connection, as thousands of browsers (one per user) would, where
 * the pages otherwise share a few kept-alive ones.
 */
export function createPages() {
  const agents = new Map();
  const open = new Set();
  const pages = { latencies: [], dropped: 0, answered: 0, answering: true, freshConnections: false };
  const agentOf = (port) => {
    let agent = agents.get(port);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      agents.set(port, agent);
    }
    return agent;
  };
  const answer = (port, user, id) => {
    const body = answerBody();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/answers/${encodeURIComponent(id)}`,
        agent: pages.freshConnections ? false : agentOf(port),
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'x-user': user,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          pages.answered += 1;
        });
      },
    );
    request.on('error', () => {
      pages.dropped += 1;
    });
    request.end(body);
  };
  const onEvent = (data, user, answerPort) => {
    const t = Number(/^t=([\d.]+)/.exec(data?.params?.message ?? '')?.[1]);
    if (!Number.isFinite(t)) return;
    pages.latencies.push(now() - t);
    if (pages.answering) answer(answerPort, user, data.id);
  };

  /** Opens the stream of `user` on `port`; resolves once its headers arrived. POSTs go to `answerPort`. */
  pages.stream = (port, user, answerPort = port) =>
    new Promise((resolve) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/events',
          agent: false,
          headers: { accept: 'text/event-stream', 'x-user': user },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
            for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
              const block = text.slice(0, end);
              text = text.slice(end + 2);
              const line = block.split('\n').find((each) => each.startsWith('data: '));
              if (line) onEvent(JSON.parse(line.slice(6)), user, answerPort);
            }
          });
          response.on('error', () => undefined);
          resolve();
        },
      );
      request.on('error', () => {
        pages.dropped += 1;
        resolve();
      });
      open.add(request);
    });

  /** Opens streams in batches (a browser fleet does not connect in one instant either). */
  pages.streams = async (users, portOf, answerPortOf = portOf) => {
    for (let at = 0; at < users.length; at += 200) {
      await Promise.all(
        users.slice(at, at + 200).map((user) => pages.stream(portOf(user), user, answerPortOf(user))),
      );
    }
  };

  /** A page polling every 400 ms. */
  pages.poll = (port, user) => {
    let timer;
    const tick = () => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/poll', agent: agentOf(port), headers: { 'x-user': user } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => {
            for (const event of JSON.parse(body || '[]')) onEvent(event, user, port);
            timer = setTimeout(tick, 400);
          });
        },
      );
      request.on('error', () => {
        pages.dropped += 1;
      });
    };
    timer = setTimeout(tick, Math.random() * 400);
    open.add({ destroy: () => clearTimeout(timer) });
  };

  pages.close = () => {
    for (const each of open) each.destroy();
    open.clear();
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
  };
  return pages;
}

// Preloaded (`node --import`) into server-everything, which calls express `app.listen(PORT)` and so would
// listen on every interface. A listen with a port and no host is given 127.0.0.1 instead; explicit hosts,
// pipes and file descriptors are left alone.
import net from 'node:net';

const listen = net.Server.prototype.listen;
const isPort = (/** @type {unknown} */ value) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/** @this {net.Server} @param {any[]} args */
function listenOnLoopback(...args) {
  const [first, second] = args;
  if (isPort(first) && typeof second !== 'string') {
    return listen.apply(this, /** @type {any} */ ([Number(first), '127.0.0.1', ...args.slice(1)]));
  }
  if (
    first &&
    typeof first === 'object' &&
    !(first instanceof net.Server) &&
    first.host === undefined &&
    first.path === undefined &&
    first.fd === undefined &&
    first.handle === undefined
  ) {
    return listen.apply(this, /** @type {any} */ ([{ ...first, host: '127.0.0.1' }, ...args.slice(1)]));
  }
  return listen.apply(this, /** @type {any} */ (args));
}

net.Server.prototype.listen = /** @type {typeof listen} */ (listenOnLoopback);

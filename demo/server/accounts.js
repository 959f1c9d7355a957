// In-memory state behind `connect_account`: pending out-of-band sessions (one per URL handed out) and the
// accounts whose connection the person completed on the local /connect page.
import { randomUUID } from 'node:crypto';

/** How long a /connect link stays usable. */
const SESSION_TTL_MS = 15 * 60 * 1000;

/**
 * @typedef {{ id: string; account: string; createdAt: number; connectedAt?: string }} ConnectSession
 */

export function createAccountStore() {
  /** @type {Map<string, ConnectSession>} */
  const sessions = new Map();
  /** @type {Map<string, string>} account → ISO time it was connected */
  const connected = new Map();
  /** @type {Map<string, Set<() => void>>} session id → who waits for it to be completed */
  const waiters = new Map();

  const prune = () => {
    const now = Date.now();
    for (const [id, session] of sessions) {
      if (now - session.createdAt > SESSION_TTL_MS) sessions.delete(id);
    }
  };

  return {
    /** @param {string} account */
    open(account) {
      prune();
      /** @type {ConnectSession} */
      const session = { id: randomUUID(), account, createdAt: Date.now() };
      sessions.set(session.id, session);
      return session;
    },
    /** @param {string} id */
    get(id) {
      prune();
      return sessions.get(id);
    },
    /**
     * Marks the session's account connected; returns the session, or undefined when unknown or expired.
     * @param {string} id
     */
    complete(id) {
      const session = this.get(id);
      if (!session) return undefined;
      session.connectedAt ??= new Date().toISOString();
      connected.set(session.account, session.connectedAt);
      for (const wake of waiters.get(id) ?? []) wake();
      waiters.delete(id);
      return session;
    },
    /**
     * Resolves with the session once the person completed it on the /connect page; with undefined when the link
     * expires first or `signal` aborts (the client went away).
     * @param {string} id
     * @param {AbortSignal} signal
     * @returns {Promise<ConnectSession | undefined>}
     */
    whenCompleted(id, signal) {
      const session = this.get(id);
      if (!session || session.connectedAt) return Promise.resolve(session);
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', finish);
          waiters.get(id)?.delete(finish);
          const current = sessions.get(id);
          resolve(current?.connectedAt ? current : undefined);
        };
        const timer = setTimeout(finish, Math.max(0, session.createdAt + SESSION_TTL_MS - Date.now()));
        signal.addEventListener('abort', finish, { once: true });
        const set = waiters.get(id) ?? new Set();
        set.add(finish);
        waiters.set(id, set);
      });
    },
    /** @param {string} account @returns {string | undefined} when it was connected */
    connectedAt(account) {
      return connected.get(account);
    },
  };
}

/** @typedef {ReturnType<typeof createAccountStore>} AccountStore */

import type { ElicitResult } from '../wire/protocol.js';
import { isAnswerNotDelivered } from './delivery-error.js';
import type { ExactlyOnce } from './exactly-once.js';
import type { FlowFacts } from './flow-facts.js';
import type { FlowLayers } from './flow-layers.js';
import { RAN_OUT_OF_TIME } from './settlement.js';

/** What a flow's delivery reads and changes: see {@link createFlowDelivery}. */
export interface DeliveryParts {
  readonly facts: FlowFacts;
  readonly once: ExactlyOnce;
  readonly layers: FlowLayers;
  /** Publishes the facts as the flow's new state. */
  changed(): void;
  setOpen(open: boolean): void;
  /** The request ended without an answer (here: its deadline passed before this answer went). */
  expire(reason: unknown): void;
}

/** What {@link createFlowDelivery} returns. */
export interface FlowDelivery {
  /** Reports `answer` once; remembers it (and who gave it) as the result when it went. */
  send(answer: ElicitResult): ReturnType<ExactlyOnce['report']>;
  /** Reports an answer that passed the door, then closes (or waits): one change for the whole step. */
  land(answer: ElicitResult, after: 'close' | 'waiting'): void;
  /** The host's policy answers the next answer sent (the rule's name), until `undefined`. */
  answering(by: FlowFacts['answeredBy']): void;
}

/**
 * How one flow's answer travels: reported once (never past its deadline, read at the moment of answering, so a
 * request whose timer has not fired yet is not answered late), the step it leads to, and what a delivery that
 * failed or was refused does (back to the form with the person's input, or failed, or ended as an expiry).
 *
 * @example
 * const { send, land } = createFlowDelivery({ facts, once, layers, changed, setOpen, expire });
 * land(declineResult(), 'close');
 */
export function createFlowDelivery(parts: DeliveryParts): FlowDelivery {
  const { facts, once, layers, changed, setOpen } = parts;
  let by: FlowFacts['answeredBy'];

  const send = (answer: ElicitResult) => {
    if ((layers.options.expiresAt ?? Number.POSITIVE_INFINITY) <= Date.now()) {
      if (!facts.expired) parts.expire(RAN_OUT_OF_TIME);
      return false;
    }
    const delivery = once.report(answer);
    if (delivery !== false) {
      facts.result = answer;
      facts.answeredBy = by;
    }
    return delivery;
  };

  const refused = (reason: unknown) => {
    if (facts.expired || layers.options.signal?.aborted) {
      // The request ended while the answer travelled (answered in another tab, expired): it was not taken, so the
      // flow ends as an expiry does, saying why, not as a failure of ours.
      facts.result = undefined;
      facts.answeredBy = undefined;
    } else if (isAnswerNotDelivered(reason)) {
      once.reopen();
      facts.result = undefined;
      // A policy's answer refused on the way (the bridge's 422): the person answers now.
      facts.answeredBy = undefined;
      facts.undelivered = reason;
      // Fields to fix: back to the form, which kept every value.
      if (reason.kind === 'invalid-content') facts.phase = 'form';
    } else {
      facts.phase = 'failed';
    }
    changed();
  };

  const land = (answer: ElicitResult, after: 'close' | 'waiting') => {
    const delivery = send(answer);
    // Already answered (or expired): a dismissal just closes.
    if (delivery === false) {
      if (answer.action === 'cancel') setOpen(false);
      return;
    }
    facts.undelivered = undefined;
    const arrive = () => {
      if (after === 'waiting') facts.phase = 'waiting';
      else setOpen(false);
      // Always a change after an answer landed (its holder, a queue entry, settles on it).
      changed();
    };
    if (!(delivery instanceof Promise)) return arrive();
    facts.sending = true;
    changed();
    delivery.then(arrive, refused).finally(() => {
      facts.sending = false;
      changed();
    });
  };

  return {
    send,
    land,
    answering(next) {
      by = next;
    },
  };
}

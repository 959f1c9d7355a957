'use client';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { type DraftValues, initialValues } from '../../core/answer/values.js';
import type { ElicitationQueue } from '../../core/host/queue.js';
import type { DraftStorage } from '../../core/host/remote-facts.js';
import type { FormElicitationRequest } from '../../core/request/parse-form-request.js';
import type { ElicitationFormController } from '../form/use-elicitation-form.js';

/** Where the form on screen keeps its draft, when its queue keeps drafts (a remote queue's request). */
export interface StoredDraftSlot {
  /** The request's id: stable across reloads. */
  readonly id: string;
  readonly drafts: DraftStorage;
  /** Still pending on the bridge: once it settled, nothing is written again. */
  isLive(): boolean;
}

/** Given by the provider and the queue's panel around one request's view; `null` keeps no draft. */
export const StoredDraftContext = createContext<StoredDraftSlot | null>(null);

/**
 * The slot for request `id` of `queue`: one only for a remote queue that keeps drafts, and only for its own
 * requests (their ids outlive a reload); `null` otherwise. The provider and the queue's panel both give it.
 */
export function useDraftSlot(
  queue: ElicitationQueue | null | undefined,
  id: string | undefined,
): StoredDraftSlot | null {
  return useMemo(() => {
    const remote = queue?.remote;
    if (!remote?.drafts || id === undefined || !remote.isRemote(id)) return null;
    return { id, drafts: remote.drafts, isLive: () => remote.isLive(id) };
  }, [queue, id]);
}

/** How long typing pauses before the draft is written (and at once when the page is hidden or left). */
const SAVE_AFTER_MS = 150;

/**
 * The draft saved for this request (after a reload), merged over the defaults, read once; `undefined` when none
 * or when the host passed its own `initialDraft`.
 */
export function useRestoredDraft(
  request: FormElicitationRequest,
  initialDraft: DraftValues | undefined,
): DraftValues | undefined {
  const slot = useContext(StoredDraftContext);
  const [restored] = useState(() => {
    if (initialDraft || !slot) return initialDraft;
    const saved = slot.drafts.load(slot.id, request);
    if (!saved) return undefined;
    const draft = initialValues(request.form);
    // Defined, not assigned: a server's property may be called `__proto__`.
    for (const [name, value] of Object.entries(saved)) {
      Object.defineProperty(draft, name, { value, enumerable: true, writable: true, configurable: true });
    }
    return draft;
  });
  return initialDraft ?? restored;
}

/**
 * Writes the draft down as the person types (a field's change, after a short pause; at once on `pagehide` and
 * when the form goes), so a reload finds it. The storage leaves out every secret.
 */
export function useDraftSaving(request: FormElicitationRequest, controller: ElicitationFormController): void {
  const slot = useContext(StoredDraftContext);
  useEffect(() => {
    if (!slot) return;
    const { store } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      if (slot.isLive()) slot.drafts.save(slot.id, request, controller.getDraft());
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AFTER_MS);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    const stops = store.keys.map((key) => store.subscribeField(key, later));
    addEventListener('pagehide', flush);
    return () => {
      for (const stop of stops) stop();
      removeEventListener('pagehide', flush);
      flush();
    };
  }, [slot, controller, request]);
}

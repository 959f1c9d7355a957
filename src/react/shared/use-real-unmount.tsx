'use client';
import { type ReactElement, useCallback, useEffect, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

/**
 * Calls `onUnmount` once, when the component really leaves the page. Effects alone cannot tell: React
 * also tears them down for StrictMode's unmount-and-remount and while `<Activity mode="hidden">` keeps
 * the component (state and DOM kept, hidden). What tells them apart is the DOM, so render the returned
 * anchor, an empty `<template>` (allowed anywhere, shows nothing): a real unmount removes it from the
 * document; StrictMode and a hidden Activity leave it there. While hidden, the anchor is watched, so
 * a hidden component that is then removed still reports.
 *
 * @example
 * const anchor = useRealUnmount(() => onResult(cancelResult()));
 * return <>{anchor}<Dialog … /></>;
 */
export function useRealUnmount(onUnmount: () => void): ReactElement {
  const latest = useRef(onUnmount);
  useIsomorphicLayoutEffect(() => {
    latest.current = onUnmount;
  });
  // Kept when React detaches the ref: the node itself says whether it is still in the document.
  const anchor = useRef<HTMLTemplateElement | null>(null);
  const keep = useCallback((node: HTMLTemplateElement | null) => {
    if (node) anchor.current = node;
  }, []);

  // Each mount of the effect is a generation: a cleanup whose generation was followed by another one
  // was a remount, not an unmount.
  const generation = useRef(0);
  const stopWatching = useRef(noop);
  useEffect(() => {
    const mine = ++generation.current;
    stopWatching.current();
    stopWatching.current = noop;
    const node = anchor.current;
    return () => {
      // React removes a deleted component's DOM before its passive cleanups run.
      if (!node?.isConnected) return latest.current();
      // Still in the document: StrictMode remounting (its next run stops the watch at once), or hidden. Watched
      // from here, not from a later task: a host may hide and remove it in one go, before any task runs.
      stopWatching.current = watchRemoval(node, () => {
        if (generation.current === mine) latest.current();
      });
    };
  }, []);

  return <template ref={keep} />;
}

function noop(): void {}

/** Calls `onRemoved` once `node` leaves the document, watching every root it hangs from (shadow roots too). */
function watchRemoval(node: Node, onRemoved: () => void): () => void {
  const observers: MutationObserver[] = [];
  const stop = () => {
    for (const observer of observers) observer.disconnect();
  };
  const check = () => {
    if (!node.isConnected) {
      stop();
      onRemoved();
    }
  };
  let root = node.getRootNode();
  for (;;) {
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
    if (!(root instanceof ShadowRoot)) break;
    root = root.host.getRootNode();
  }
  return stop;
}

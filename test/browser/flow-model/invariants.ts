/** The invariants of issue 21 §4, checked after every command of every world. */
import { expect } from 'vitest';
import { validateContent } from '../../../src/index.js';
import { byLabel, type FlowModel } from './model.js';
import { nameField, settle, shownLabel, stepOf } from './ui.js';
import type { FlowWorld } from './world.js';

export async function checkInvariants(model: FlowModel, world: FlowWorld): Promise<void> {
  await settle();
  for (const request of model.requests) {
    const got = world.results.get(request.id) ?? [];
    const where = `Q${request.id} (${request.kind})`;
    // Exactly one result per request, never two, never one meant for another request.
    expect(got.length, `${where}: answers`).toBeLessThanOrEqual(1);
    if (got.length === 0 && !request.unseen) {
      expect(request.expected ?? [], `${where}: the answer it should have got`).toEqual([]);
    }
    if (got.length > 0) expect(request.expected, `${where}: the answer it got`).toContainEqual(got[0]);
    // Nothing sent that fails validateContent.
    const form = world.forms.get(request.id);
    if (got[0]?.action === 'accept' && form) expect(validateContent(form, got[0].content ?? {})).toEqual([]);
  }
  world.checkWorld(model);
  if (model.hidden) return;
  const root = world.root();
  if (!root) return;
  // Focus never on <body> while a dialog is open.
  if (world.view === 'dialog')
    expect(document.activeElement, 'focus while a dialog is open').not.toBe(document.body);
  // Typing never lost without a confirmed discard.
  const shown = byLabel(model, shownLabel(root));
  if (shown?.kind === 'form' && !shown.aborted && stepOf(root) === 'form') {
    expect(nameField(root)?.value, `Q${shown.id}: the Name field`).toBe(shown.draft);
  }
}

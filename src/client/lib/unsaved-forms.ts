/**
 * Forms holding input not yet sent: the update flow reloads by itself only when none does
 * (issue 7), and the forms tell it here. Their drafts are in IndexedDB either way.
 */
const unsaved = new Set<string>();

export function markUnsaved(id: string): void {
  unsaved.add(id);
}

export function markSaved(id: string): void {
  unsaved.delete(id);
}

export function hasUnsavedForms(): boolean {
  return unsaved.size > 0;
}

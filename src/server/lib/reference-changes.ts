/**
 * The in-memory copies of sections, categories and places (the reference cache, the search's names) are read at
 * most once a minute; a change the team makes in the console (a category renamed or added) drops them all here, so
 * listings, forms and search show it at once.
 */
const clears = new Set<() => void>();

/** Registers a copy's clear: called on every change of the reference data. */
export function onReferenceChange(clear: () => void): void {
  clears.add(clear);
}

/** The reference data changed in the database: every copy of it in this process is read again. */
export function referenceChanged(): void {
  for (const clear of clears) clear();
}
